import { FREE_TIER_MONTHLY_CREDITS } from '@techcensus/contract';
import type { Mail } from './mailer.ts';

/** The texts of every message the accounts feature sends. Plain text: nothing to render wrongly. */
const sign = '\n\n— TechCensus';

export const mailTemplates = {
  registrationCode: (to: string, code: string): Mail => ({
    to,
    subject: `Your TechCensus code: ${code}`,
    text: `Your code to confirm your new TechCensus account is ${code}.\n\nIt is valid for 10 minutes. If you did not ask for an account, ignore this message.${sign}`,
  }),
  alreadyRegistered: (to: string, baseUrl: string): Mail => ({
    to,
    subject: 'You already have a TechCensus account',
    text: `Someone, probably you, tried to create a TechCensus account with this address, but it already has one.\n\nLog in at ${baseUrl}/ or use "Reset Password" if you forgot your password. No new account was created.${sign}`,
  }),
  loginCode: (to: string, code: string, accountId: number): Mail => ({
    to,
    accountId,
    subject: `Your TechCensus sign-in code: ${code}`,
    text: `Your code to sign in to TechCensus is ${code}.\n\nWe ask for it when you sign in from a new browser or after several failed attempts. It is valid for 10 minutes. If this was not you, change your password.${sign}`,
  }),
  resetCode: (to: string, code: string, accountId: number): Mail => ({
    to,
    accountId,
    subject: `Your TechCensus password reset code: ${code}`,
    text: `Your code to reset your TechCensus password is ${code}.\n\nIt is valid for 10 minutes. If you did not ask for a reset, ignore this message; your password stays as it is.${sign}`,
  }),
  apiKey: (to: string, key: string, accountId: number, welcome: boolean): Mail => ({
    to,
    accountId,
    subject: welcome ? 'Welcome to TechCensus: your API key' : 'Your new TechCensus API key',
    text: `${welcome ? 'Your TechCensus account is ready.\n\n' : ''}Your API key is:\n\n${key}\n\nSend it in the X-API-Key header (or Authorization: Bearer ${key.slice(0, 12)}…). We keep only a hash of it, so this message is the only copy: store it safely. ${welcome ? `Every month your account gets ${FREE_TIER_MONTHLY_CREDITS} free API credits; the API is described at /about-api.` : 'Your previous key no longer works.'}${sign}`,
  }),
  contactMessage: (
    to: string,
    m: { fullname: string; company: string; email: string; message: string },
  ): Mail => ({
    to,
    replyTo: m.email,
    subject: `Contact form: ${m.fullname}${m.company ? ` (${m.company})` : ''}`,
    text: `From: ${m.fullname} <${m.email}>\nCompany: ${m.company || '—'}\n\n${m.message}`,
  }),
};
