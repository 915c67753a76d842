import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { HttpError } from '../../http/errors.ts';

/**
 * Rate limits of the auth endpoints, per IP and per account (docs/accounts.md has the table).
 * In memory, per process: a deployment with several processes multiplies them by the process
 * count, which still bounds guessing far below anything useful.
 */
const limiter = (points: number, minutes: number) =>
  new RateLimiterMemory({ points, duration: minutes * 60 });

export function createLimits() {
  return {
    loginPerIp: limiter(30, 15),
    /** Wrong passwords per account; past it the account needs a code to sign in. */
    loginFailuresPerAccount: limiter(10, 15),
    codePerIp: limiter(30, 15),
    registerPerIp: limiter(10, 60),
    resetPerIp: limiter(10, 60),
    resetPerEmail: limiter(3, 60),
    createAccountPerIp: limiter(10, 60),
    changePasswordPerAccount: limiter(10, 60),
    apiKeyPerAccount: limiter(5, 60),
    contactPerIp: limiter(5, 60),
    captchaPerIp: limiter(30, 1),
    challengePerIp: limiter(60, 1),
    setPasswordPerIp: limiter(10, 15),
    deletePerAccount: limiter(5, 60),
  };
}
export type Limits = ReturnType<typeof createLimits>;

export const tooManyMessage = (msBeforeNext: number) => {
  const minutes = Math.max(1, Math.ceil(msBeforeNext / 60_000));
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
};

/** Takes one point; over the limit it throws a 429 with the clear message and Retry-After. */
export async function consume(l: RateLimiterMemory, key: string, points = 1): Promise<void> {
  try {
    await l.consume(key, points);
  } catch (e) {
    if (!(e instanceof RateLimiterRes)) throw e;
    throw new HttpError(429, tooManyMessage(e.msBeforeNext), 'rate_limited', {
      'Retry-After': String(Math.ceil(e.msBeforeNext / 1000)),
    });
  }
}

/** Whether a key is already over the limit, without taking a point. */
export async function exhausted(l: RateLimiterMemory, key: string): Promise<boolean> {
  const res = await l.get(key);
  return !!res && res.consumedPoints >= l.points;
}
