/** The credit ledger of the metered public API: grants, charges, refunds, balance and history. */
export * from './batch.ts';
export * from './history.ts';
export * from './ledger.ts';
