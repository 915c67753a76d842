import { useQuery } from '@tanstack/react-query';
import type { AuthOptions } from '@techcensus/contract';
import type { z } from 'zod';
import { readAuthOptions } from '../data/client.ts';

export type AuthOptionsData = z.infer<typeof AuthOptions>;

/** Which sign-in methods and captcha the server offers; asked once per visit, when a form needs it. */
export function useAuthOptions(): AuthOptionsData | undefined {
  const query = useQuery({
    queryKey: ['auth-options'],
    queryFn: readAuthOptions,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
  return query.data;
}
