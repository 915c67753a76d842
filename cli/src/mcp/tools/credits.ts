import { creditCostText } from '@techcensus/sdk';
import { z } from 'zod';
import { count, day, plural, table } from '../../output/text.ts';
import { CreditBalance } from '../contract.ts';
import { defineTool } from '../tool.ts';

export const getCredits = defineTool({
  name: 'get_credits',
  title: 'Credits balance',
  description: `The credits left on the API key's account, and the grants they come from (free tier, subscription, purchase) with their expiry, soonest-expiring first. Cost: ${creditCostText('creditBalance')}.`,
  input: z.object({}),
  output: CreditBalance,
  annotations: { readOnlyHint: true, openWorldHint: false },
  async run(_args, { client, baseUrl }) {
    const balance = await client.credits();
    const lines = [`Balance: ${plural(balance.balance, 'credit')}.`];
    if (balance.grants.length) {
      lines.push(
        table(
          ['source', 'granted', 'left', 'expires'],
          balance.grants.map((g) => [g.source, count(g.amount), count(g.remaining), day(g.expiresAt)]),
        ),
      );
    }
    lines.push(
      `Every account gets ${plural(balance.freeTierMonthlyCredits, 'free credit')} a month; more at ${baseUrl}/pricing#credits.`,
    );
    return { text: lines.join('\n'), data: balance };
  },
});
