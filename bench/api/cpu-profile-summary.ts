/**
 * Where a V8 CPU profile (node --cpu-prof) spent its time within a window: self time grouped by
 * package or server file, and the busiest functions. Samples outside the window (start-up,
 * seeding, the other phases) are left out, so the figures belong to one phase.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileShare {
  name: string;
  ms: number;
  share: number;
}

export interface ProfileSummary {
  /** Sampled time in the window, idle excluded. */
  busyMs: number;
  idleMs: number;
  byArea: ProfileShare[];
  byFunction: ProfileShare[];
}

/** The package, workspace file or runtime part a frame belongs to; '' for natives and node internals. */
export function areaOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '';
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  const own = url.match(/\/(server|contract|web)\/src\/(.+)$/) ?? url.match(/\/(bench)\/(.+)$/);
  if (own) return `${own[1]}/${own[2]}`;
  return url.startsWith('node:') ? '' : url;
}

export function summariseCpuProfile(
  path: string,
  window: { startUs: number; endUs: number },
  top = 15,
): ProfileSummary {
  const profile = JSON.parse(readFileSync(path, 'utf8')) as CpuProfile;
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  // Native calls and node internals are charged to the package or file that made them: a writev
  // under res.json is the response's cost, one under pg's submit is the query's.
  const owners = new Map<number, string>();
  const ownerOf = (id: number): string => {
    const known = owners.get(id);
    if (known !== undefined) return known;
    const { url, functionName } = nodes.get(id)!.callFrame;
    const area = areaOf(url, functionName);
    const up = parent.get(id);
    const owner = area || (up === undefined ? '(root)' : ownerOf(up));
    owners.set(id, owner);
    return owner;
  };
  const byArea = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let t = profile.startTime;
  let busy = 0;
  let idle = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i];
    // A sample's delta is the time since the previous one: charge it to this sample's frame.
    if (t < window.startUs || t > window.endUs) continue;
    const us = profile.timeDeltas[i];
    const node = nodes.get(profile.samples[i]);
    if (!node) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)') {
      idle += us;
      continue;
    }
    busy += us;
    const area = ownerOf(node.id);
    byArea.set(area, (byArea.get(area) ?? 0) + us);
    const where = url
      ? `${url.replace(/^.*node_modules\//, '').replace(/^.*\/(server|contract|bench)\//, '$1/')}:${lineNumber + 1}`
      : 'native';
    const fn = `${functionName || '(anonymous)'} (${where}) for ${area}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
  }
  const shares = (m: Map<string, number>) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => ({ name, ms: us / 1000, share: busy ? us / busy : 0 }));
  return { busyMs: busy / 1000, idleMs: idle / 1000, byArea: shares(byArea), byFunction: shares(byFunction) };
}
