import { useQuery } from '@tanstack/react-query';
import type { AuthOptions } from '@techcensus/contract';
import type { z } from 'zod';
import { site } from '../data/client.ts';

export type AuthOptionsData = z.infer<typeof AuthOptions>;

/** Which sign-in methods and captcha the server offers; asked once per visit, when a form needs it. */
export function useAuthOptions(): AuthOptionsData | undefined {
  const query = useQuery({
    queryKey: ['auth-options'],
    queryFn: async (): Promise<AuthOptionsData> => {
      const res = await site.accounts.authOptions();
      if (res.status !== 200) throw new Error(`auth options: HTTP ${res.status}`);
      // Shaped by the contract on the server; parsing it again here would bring zod to every page.
      if (typeof res.body !== 'object' || res.body === null)
        throw new Error('auth options: unexpected answer');
      return res.body;
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
  return query.data;
}
