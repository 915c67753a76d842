// No schema here: the account page shows this notice without loading zod.

/**
 * Part 2 §5: the notice listing the verified domains — one by name, a few by name, and only
 * their number from six on (part 2 §9 "variants for 6 or more, 2 or more, and 1").
 */
export function verifiedDomainsNotice(domains: string[]): string | null {
  if (domains.length === 0) return null;
  if (domains.length === 1) return `You have verified ownership of ${domains[0]}.`;
  if (domains.length < 6) return `You have verified ownership of these domains: ${domains.join(', ')}.`;
  return `You have verified ownership of ${domains.length} domains.`;
}
