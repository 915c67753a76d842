import type { AuthOptions } from '@techcensus/contract';
import type { z } from 'zod';
import type { Config } from '../config/index.ts';
import type { Db } from '../store/db.ts';
import { createAltcha } from './altcha.ts';
import { createRecaptcha } from './recaptcha.ts';

export type CaptchaVerdict = 'ok' | 'missing' | 'failed';

export interface Captcha {
  /** What the website needs to show the widget. */
  readonly options: z.infer<typeof AuthOptions>['captcha'];
  /** A fresh ALTCHA challenge, or null when reCAPTCHA is in use. */
  challenge(): Promise<unknown | null>;
  verify(token: string | undefined, ip?: string): Promise<CaptchaVerdict>;
}

export const CHALLENGE_PATH = '/captcha/challenge';

/** ALTCHA by default; reCAPTCHA when both of its keys are set. */
export function createCaptcha(config: Config, db: Db, secret: string): Captcha {
  if (config.RECAPTCHA_SITE_KEY && config.RECAPTCHA_SECRET) {
    const recaptcha = createRecaptcha(config.RECAPTCHA_SECRET);
    return {
      options: { provider: 'recaptcha', siteKey: config.RECAPTCHA_SITE_KEY },
      challenge: async () => null,
      async verify(token, ip) {
        if (!token?.trim()) return 'missing';
        return (await recaptcha.verify(token, ip)) ? 'ok' : 'failed';
      },
    };
  }
  const altcha = createAltcha({ db, secret, difficulty: config.CAPTCHA_DIFFICULTY });
  return {
    options: { provider: 'altcha', challengeUrl: CHALLENGE_PATH },
    challenge: () => altcha.challenge(),
    async verify(token) {
      if (!token?.trim()) return 'missing';
      return (await altcha.verify(token.trim())) ? 'ok' : 'failed';
    },
  };
}
