import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  deepModuleImports,
  describeEdge,
  type Edge,
  FLOORS,
  floorOf,
  isTest,
  ROOT,
  roomCycles,
  roomOf,
  serverImports,
  upwardImports,
} from './import-graph.ts';

// The server's floors (docs/ARCHITECTURE.md, "Floors"): composition → features → shared kits →
// engines and stores → base. These checks keep the knot from growing back.
const edges = serverImports();

describe('server floors', () => {
  it('reads the imports (the checks below are not vacuous)', () => {
    expect(edges.length).toBeGreaterThan(500);
    expect(edges.some((e) => e.from === 'app.ts' && roomOf(e.to).startsWith('modules/'))).toBe(true);
  });

  it('places every room of server/src on a floor', () => {
    const top = readdirSync(join(ROOT, 'server/src'));
    const modules = readdirSync(join(ROOT, 'server/src/modules')).map((m) => `modules/${m}`);
    const rooms = [...top.filter((r) => r !== 'modules'), ...modules];
    expect(rooms.filter((r) => floorOf(r) < 0)).toEqual([]);
  });

  it('has no import from a floor above', () => {
    const upward = upwardImports(edges).map(
      (e) =>
        `${describeEdge(e)} (${FLOORS[floorOf(roomOf(e.from))].name} → ${FLOORS[floorOf(roomOf(e.to))].name})`,
    );
    expect(upward).toEqual([]);
  });

  it('uses another feature only through its index.ts (tests too)', () => {
    expect(deepModuleImports(edges).map(describeEdge)).toEqual([]);
  });

  it('has no loop of rooms importing each other', () => {
    expect(roomCycles(edges)).toEqual([]);
  });

  it('finds what it looks for', () => {
    // The same checks on a made-up graph: each must catch its kind of fault.
    const bad: Edge[] = [
      { from: 'captcha/guard.ts', to: 'modules/accounts/cookies.ts' },
      { from: 'modules/a/x.ts', to: 'modules/b/y.ts' },
      { from: 'modules/b/y.ts', to: 'modules/a/index.ts' },
    ];
    expect(upwardImports(bad)).toHaveLength(1);
    expect(deepModuleImports(bad).map((e) => e.from)).toEqual(['captcha/guard.ts', 'modules/a/x.ts']);
    expect(roomCycles(bad)).toEqual([['modules/a', 'modules/b']]);
    expect(isTest('modules/a/x.test.ts')).toBe(true);
  });
});
