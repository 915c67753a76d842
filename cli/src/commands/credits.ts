import { Flags } from '@oclif/core';
import type { CreditBalance, CreditHistoryEntry } from '@techcensus/sdk';
import { TechCensusCommand } from '../base.ts';
import { count, day, plural, table } from '../output/text.ts';

type Result = CreditBalance | { entries: CreditHistoryEntry[] };

export default class Credits extends TechCensusCommand {
  static override summary = 'Show your credits balance and where the credits come from.';
  static override description =
    `The balance, and each grant with credits left (free tier, subscription, purchase) with its expiry, soonest-expiring first. With --history: the calls that spent credits, newest first. Free.`;
  static override examples = [
    '<%= config.bin %> credits',
    '<%= config.bin %> credits --history --limit 50',
    '<%= config.bin %> credits --json',
  ];

  static override flags = {
    history: Flags.boolean({ description: 'List the credits spent instead, newest first.' }),
    limit: Flags.integer({
      description: 'Most history entries to list [default: 20].',
      min: 1,
      dependsOn: ['history'],
    }),
  };

  async run(): Promise<Result> {
    const { flags } = await this.parse(Credits);
    const client = await this.client(flags);
    if (flags.history) {
      const entries = await client.creditHistory({ limit: flags.limit ?? 20, pageSize: 200 }).toArray();
      if (!entries.length) this.log('No credits spent yet.');
      else {
        this.log(
          table(
            ['when', 'operation', 'units', 'credits', ''],
            entries.map((e) => [
              e.at.slice(0, 19).replace('T', ' '),
              e.operation,
              count(e.units),
              count(e.credits),
              e.refunded ? 'refunded' : '',
            ]),
          ),
        );
      }
      return { entries };
    }
    const balance = await client.credits();
    this.log(`Balance: ${plural(balance.balance, 'credit')}`);
    if (balance.grants.length) {
      this.log(
        table(
          ['source', 'granted', 'left', 'expires'],
          balance.grants.map((g) => [g.source, count(g.amount), count(g.remaining), day(g.expiresAt)]),
        ),
      );
    }
    this.log(`Every account gets ${plural(balance.freeTierMonthlyCredits, 'free credit')} a month.`);
    return balance;
  }
}
