const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * A hidden row's rank (part 1 §3: "mask rank digits with asterisks"): "12,345" → "**,***", the
 * same form in every list that hides rows.
 */
export const maskRank = (rank: number): string => grouped.format(rank).replace(/\d/g, '*');
