import { MONITORING_MESSAGES, monitoringDetailPath } from '@techcensus/contract';
import type { Mail } from '../../mail/mailer.ts';
import type { ChangeEvent } from './store.ts';

const sign = '\n\n— TechCensus';
const v = (version: string | null) => (version ? ` ${version}` : '');

function technologyLine(c: ChangeEvent): string | null {
  if (c.kind === 'techAdded') return `+ Added: ${c.technologyName}${v(c.versionTo)}`;
  if (c.kind === 'techDropped') return `- Dropped: ${c.technologyName}${v(c.versionFrom)}`;
  if (c.kind === 'techUpgraded')
    return `* Upgraded: ${c.technologyName} from ${c.versionFrom ?? 'unknown version'} to ${c.versionTo ?? 'unknown version'}`;
  return null;
}

function cveLines(changes: ChangeEvent[], kind: 'cveAdded' | 'cveDropped', title: string): string[] {
  const lines = changes
    .filter((c) => c.kind === kind)
    .map((c) => `  ${c.cve} (${c.technologyName}${v(kind === 'cveAdded' ? c.versionTo : c.versionFrom)})`);
  return lines.length ? [`${title}:`, ...lines] : [];
}

/**
 * The two notices (part 2 §2.1 "security update, technology update"), plain text like every
 * message we send. Each lists one scan's changes of its kind and links the change history.
 */
export const monitoringMail = {
  technologyUpdate(
    to: string,
    website: string,
    changes: ChangeEvent[],
    baseUrl: string,
    accountId?: number,
  ): Mail {
    const lines = changes.map(technologyLine).filter((l): l is string => l !== null);
    return {
      to,
      accountId,
      subject: `Technology update: ${website}`,
      text: `Our monitoring found technology changes on ${website}:\n\n${lines.join('\n')}\n\nSee the change history: ${baseUrl}${monitoringDetailPath(website)}#eventhistory${sign}`,
    };
  },
  securityUpdate(
    to: string,
    website: string,
    changes: ChangeEvent[],
    baseUrl: string,
    accountId?: number,
  ): Mail {
    const sections = [
      cveLines(changes, 'cveAdded', MONITORING_MESSAGES.cveAdded),
      cveLines(changes, 'cveDropped', MONITORING_MESSAGES.cveDropped),
    ].filter((s) => s.length);
    return {
      to,
      accountId,
      subject: `Security update: ${website}`,
      text: `Our monitoring found security changes on ${website}.\n\n${sections.map((s) => s.join('\n')).join('\n\n')}\n\nSee the security issues: ${baseUrl}${monitoringDetailPath(website)}#security${sign}`,
    };
  },
};

/** The notices one scan's changes call for: technology and/or security. */
export function noticesFor(
  to: string,
  website: string,
  changes: ChangeEvent[],
  baseUrl: string,
  accountId?: number,
): Mail[] {
  const tech = changes.filter((c) => c.kind.startsWith('tech'));
  const cve = changes.filter((c) => c.kind.startsWith('cve'));
  return [
    ...(tech.length ? [monitoringMail.technologyUpdate(to, website, tech, baseUrl, accountId)] : []),
    ...(cve.length ? [monitoringMail.securityUpdate(to, website, cve, baseUrl, accountId)] : []),
  ];
}
