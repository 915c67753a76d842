/** Google reCAPTCHA, used instead of ALTCHA when both keys are configured. */
export function createRecaptcha(secret: string, fetchImpl: typeof fetch = fetch) {
  return {
    async verify(token: string, ip?: string): Promise<boolean> {
      const body = new URLSearchParams({ secret, response: token });
      if (ip) body.set('remoteip', ip);
      try {
        const res = await fetchImpl('https://www.google.com/recaptcha/api/siteverify', {
          method: 'POST',
          body,
          signal: AbortSignal.timeout(10_000),
        });
        const answer = (await res.json()) as { success?: boolean };
        return answer.success === true;
      } catch {
        return false;
      }
    },
  };
}
