import type { PageView } from '../registry.tsx';

/** Which component shows each page of this area, by route pattern. */
export const networkPageViews: PageView[] = [];
