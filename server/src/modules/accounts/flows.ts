/**
 * The step a browser is in between two calls of a multi-step form, kept on its session (never
 * in the browser): which code it is waiting for, or what Google said about a new account.
 */
export type Flow =
  | { kind: 'register'; codeId: number }
  | { kind: 'login'; codeId: number; accountId: number }
  | { kind: 'reset'; codeId: number | null; accountId: number | null; confirmed: boolean }
  | { kind: 'oidc'; state: string; nonce: string; verifier: string }
  | { kind: 'google'; sub: string; email: string; name: string };

export const flowAccountId = (flow: Flow | null): number | null =>
  flow && (flow.kind === 'login' || flow.kind === 'reset') ? flow.accountId : null;
