import { CHANGE_ACTIONS } from '../routes/api/filters.ts';
import { type FilterEntry, filterEntry } from './entry.ts';

export type ChangeAction = (typeof CHANGE_ACTIONS)[number];

export interface ChangeCondition {
  action: ChangeAction;
  /** Technology slug. */
  technology: string;
}

const SLUG = /^[a-z0-9-]{1,200}$/;

/**
 * Reads `action:added|dropped|versionchanged;technology:NAME` (part 1 §2), the value of the
 * address's cond1…cond9 and of Custom entries. The two parts may come in either order; names
 * are compared in lower case like every slug. Null when it is not such a condition.
 */
export function parseCondition(text: string): ChangeCondition | null {
  const parts = new Map<string, string>();
  for (const part of text.split(';')) {
    const at = part.indexOf(':');
    if (at < 0) return null;
    const key = part.slice(0, at).trim().toLowerCase();
    if (parts.has(key)) return null;
    parts.set(
      key,
      part
        .slice(at + 1)
        .trim()
        .toLowerCase(),
    );
  }
  const action = parts.get('action');
  const technology = parts.get('technology');
  if (parts.size !== 2 || !action || !technology) return null;
  if (!(CHANGE_ACTIONS as readonly string[]).includes(action) || !SLUG.test(technology)) return null;
  return { action: action as ChangeAction, technology };
}

/** The condition in its canonical form, the value of its Custom entry. */
export const formatCondition = (c: ChangeCondition) => `action:${c.action};technology:${c.technology}`;

const VERBS: Record<ChangeAction, string> = {
  added: 'Started using technology',
  dropped: 'Stopped using technology',
  versionchanged: 'Changed version of technology',
};

/** "Started using technology WordPress" — the spec's titles, with the technology's display name. */
export const conditionTitle = (c: ChangeCondition, technologyName = c.technology) =>
  `${VERBS[c.action]} ${technologyName}`;

/** The locked Custom entry a condition of the address becomes. */
export function conditionEntry(c: ChangeCondition, technologyName?: string): FilterEntry {
  return filterEntry({
    module: 'Custom',
    value: formatCondition(c),
    title: conditionTitle(c, technologyName),
    noedit: true,
  });
}
