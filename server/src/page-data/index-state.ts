import { demoDataShown } from '../demo/index.ts';
import type { PageContext } from './context.ts';

export interface IndexState {
  DemoData: boolean;
  IndexEmpty: boolean;
}

/**
 * What the index holds, for the notices of every page made of index data: generated demo sites,
 * or no website at all. The count is the kept statistic the home page shows, so asking costs a
 * page nothing once the landing pages are computed.
 */
export async function indexState(ctx: PageContext): Promise<IndexState> {
  const [{ count }, DemoData] = await Promise.all([
    ctx.deps.siteIndex.countSample([], 0),
    demoDataShown(ctx.deps.db, ctx.deps.siteIndex),
  ]);
  return { DemoData, IndexEmpty: count === 0 };
}
