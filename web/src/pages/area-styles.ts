import type { AREA_MODULES, Area } from './areas.ts';

/**
 * The stylesheets (web/src/styles) each area's pages use, beyond the entry's (styles.css,
 * components.css, shared.css): the build attaches them to the area's chunk (web/vite.config.ts),
 * so the server inlines them into that area's pages only and the browser loads them with the
 * area's code before it shows one of its pages. They are not imported by the views themselves
 * because the server runs the views under tsx, which cannot import CSS. A page showing another
 * area's component lists that area's stylesheet too (the home page shows the technology blocks).
 * No imports but types: the build configuration reads this file.
 */
export const AREA_STYLESHEETS: Record<(typeof AREA_MODULES)[Area], readonly string[]> = {
  'src/pages/site-views.tsx': ['src/styles/technology.css', 'src/styles/ownership.css'],
  'src/pages/technology/views.tsx': ['src/styles/technology.css'],
  'src/pages/website/views.tsx': ['src/styles/website.css'],
  'src/pages/network/views.tsx': ['src/styles/network.css'],
  'src/pages/vulnerability/views.tsx': ['src/styles/vulnerability.css', 'src/styles/technology.css'],
  'src/pages/info/views.tsx': [],
  'src/pages/info/blog-views.tsx': [],
  'src/pages/purchase/views.tsx': ['src/styles/purchase.css'],
  'src/pages/report-builder/views.tsx': ['src/styles/report-builder.css'],
  'src/pages/reports/views.tsx': [],
  'src/pages/monitoring/views.tsx': [
    'src/styles/monitoring.css',
    'src/styles/ownership.css',
    'src/styles/website.css',
  ],
  'src/pages/ownership/views.tsx': ['src/styles/ownership.css'],
  'src/pages/alerts/views.tsx': ['src/styles/alerts.css'],
  'src/pages/scans/views.tsx': ['src/styles/ownership.css', 'src/styles/website.css'],
};
