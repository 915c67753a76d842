/**
 * Names no one can register (RFC 2606, RFC 6761): the top-level names `example`, `test` and
 * `invalid`, and the second-level names `example.com`, `example.net` and `example.org` with
 * everything under them. Generated demo websites and their contact addresses live only here, so
 * no page, report or file ever names a website or an address a real owner can hold.
 */
export const RESERVED_TOP_LEVEL_NAMES = ['example', 'test', 'invalid'] as const;
export const RESERVED_SECOND_LEVEL_NAMES = ['example.com', 'example.net', 'example.org'] as const;

/**
 * The namespace of the generated demo websites: `suzi.de.example` stands for a German site
 * "suzi.de" that does not exist. Of the reserved names it is the one meant for examples, and
 * lookups accept names under it (normalizeDomain), so a demo site has a profile like any other.
 */
export const DEMO_TOP_LEVEL_NAME = 'example';

/** Whether a host name lies under the demo's namespace (`….example`). */
export function isDemoNamespace(host: string): boolean {
  return host.toLowerCase().replace(/\.$/, '').endsWith(`.${DEMO_TOP_LEVEL_NAME}`);
}

/** Whether a host name lies in a reserved namespace (case and a final dot ignored). */
export function isReservedName(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  const labels = name.split('.');
  if (labels.length >= 2 && (RESERVED_TOP_LEVEL_NAMES as readonly string[]).includes(labels.at(-1) as string))
    return true;
  return RESERVED_SECOND_LEVEL_NAMES.some((r) => name === r || name.endsWith(`.${r}`));
}

/** Whether an e-mail address's domain lies in a reserved namespace. */
export function isReservedAddress(email: string): boolean {
  const at = email.lastIndexOf('@');
  return at > 0 && isReservedName(email.slice(at + 1));
}

/** Whether a URL's host lies in a reserved namespace; false for anything that is not an absolute URL. */
export function isReservedUrl(url: string): boolean {
  try {
    return isReservedName(new URL(url).hostname);
  } catch {
    return false;
  }
}
