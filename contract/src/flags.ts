/** Flags are served by country code, except that the United Kingdom's "UK" is shown as GB. */
export function flagCode(code: string): string {
  const upper = code.trim().toUpperCase();
  return upper === 'UK' ? 'GB' : upper;
}

/** Where a country's flag image lives (part 2 §7). */
export function flagPath(code: string): string {
  return `/s/ci/${flagCode(code)}.png`;
}
