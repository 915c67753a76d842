/** Plain-text output helpers: aligned columns and the number and date forms the CLI prints. */

export function table(header: string[], rows: (string | number)[][], indent = '  '): string {
  const cells = [header, ...rows.map((r) => r.map((c) => String(c)))];
  const widths = header.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  return cells
    .map((r) =>
      (indent + r.map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i]))).join('  ')).trimEnd(),
    )
    .join('\n');
}

export const count = (n: number): string => n.toLocaleString('en-US');

export const plural = (n: number, word: string): string => `${count(n)} ${word}${n === 1 ? '' : 's'}`;

/** "2026-11-20" from an ISO timestamp. */
export const day = (iso: string | null | undefined): string => (iso ? iso.slice(0, 10) : '');

export const orDash = (v: string | number | null | undefined): string =>
  v === null || v === undefined || v === '' ? '–' : String(v);

/** "  key    value" lines, keys aligned. */
export function pairs(rows: [string, string][], indent = '  '): string {
  const width = Math.max(0, ...rows.map(([k]) => k.length));
  return rows.map(([k, v]) => `${indent}${k.padEnd(width)}  ${v}`).join('\n');
}
