import { useQuery } from '@tanstack/react-query';
import { AuthOptions } from '@techcensus/contract';
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
      const parsed = AuthOptions.safeParse(res.body);
      if (!parsed.success) throw new Error('auth options: unexpected answer');
      return parsed.data;
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
  return query.data;
}
