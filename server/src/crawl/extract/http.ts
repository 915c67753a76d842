// Signals read from the HTTP response itself: cookies from Set-Cookie, and headers as the
// engine expects them.

/** Set-Cookie lines → cookie name → value(s). Attributes (Path, Expires, …) are dropped. */
export function cookiesFromSetCookie(lines: string[]): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const line of lines) {
    const pair = line.split(';', 1)[0];
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    if (!name) continue;
    const prev = out[name];
    out[name] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return out;
}

/** Headers with lower-case names (Set-Cookie kept: some fingerprints match it as a header). */
export function engineHeaders(headers: Record<string, string | string[]>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(headers)) out[k.toLowerCase()] = v;
  return out;
}
