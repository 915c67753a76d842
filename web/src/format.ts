const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * Counts with thousands separators (part 1 §9). The locale is fixed so the server's HTML and
 * the browser's hydration agree whatever language either is set to.
 */
export const formatCount = (n: number): string => integer.format(n);
