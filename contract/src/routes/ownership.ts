import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ApiError } from '../envelope.ts';
import { multilineText, text } from '../text.ts';

const c = initContract();

/** The texts of part 2 §2, §8 the ownership pages use word for word, and the ones the spec leaves open (docs/ownership.md). */
export const OWNERSHIP_MESSAGES = {
  noVerifiedDomains: 'There are currently no verified domains.',
  unexpectedError: 'Unexpected error',
  unexpectedClientError: 'Unexpected client error',
  unknownError: 'Unknown error',
  failure: 'Failure',
  failedToSend: 'Failed to send a message',
  success: 'Success',
  technologySubmitted: 'Technology submitted',
  thankYouForSuggesting: 'Thank you for suggesting a new technology',
  suggestionNotice:
    'We only add well-established technologies that are used by a meaningful number of websites, so not every suggestion is approved.',
  deletePrompt: 'Are you sure you want to remove this domain from your verified domains?',
  // Where the specification is silent.
  notInList: 'This domain is not in your verified domains.',
  emailDomainNotRemovable:
    "This domain is verified through your account's email address and cannot be removed.",
  alreadyRemoved: 'This domain has already been removed from our dataset.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  techRequired: 'Please enter the name of the technology.',
  descRequired: 'Please enter a short description of the technology.',
  domainRequired: 'Please enter a website that uses the technology.',
} as const;

export const domainVerifiedMessage = (domain: string) => `The domain ${domain} has been verified.`;
export const domainUnverifiedMessage = (domain: string) =>
  `The domain ${domain} has been removed from your verified domains.`;
export const domainRemovedMessage = (domain: string) =>
  `The domain ${domain} has been removed from our dataset and will not be crawled again.`;
export const codeMismatchMessage = (url: string) =>
  `The file ${url} does not contain the verification code. Please check the file and try again.`;
export const fileUnreadableMessage = (url: string, reason: string) =>
  `We could not read ${url}: ${reason}. Please check that the file is reachable and try again.`;

// Types and sizes only: the handlers say what is wrong with the values in the spec's words.
const captcha = text()
  .max(20_000)
  .optional()
  .default('')
  .describe('ALTCHA payload or reCAPTCHA response token');
const domain = text().max(2048).describe('The domain; a leading http(s):// is dropped');

export const AddVerifiedDomainBody = z.object({ domain, captcha });
export const RemoveVerifiedDomainQuery = z.object({ domain: text().max(2048).optional().default('') });
export const RemovalRequestBody = z.object({
  email: text().max(320),
  domain: domain.describe('The domain to remove; a leading http(s):// and a path are dropped'),
  captcha,
});
export const SuggestionBody = z.object({
  tech: text().max(200),
  category: text().max(200).optional().default(''),
  desc: multilineText().max(5_000),
  domain: text().max(2048),
  name: text().max(200).optional().default(''),
  email: text().max(320),
  captcha,
});

/** Answer of the verified-domain calls (part 2 §7): `err`, or `results.success_msg`. */
export const VerifiedDomainAnswer = z.object({
  results: z.object({ success_msg: z.string() }).optional(),
  err: z.string().optional(),
  code: z.string().optional(),
});
/** Answer of the removal form (part 2 §7): `success`, `success_msg`, `errors[].msg`. */
export const RemovalAnswer = z.object({
  success: z.boolean(),
  success_msg: z.string().optional(),
  errors: z.array(z.object({ msg: z.string() })).optional(),
});
/** Answer of the suggestion form (part 2 §7): `success`, `errors[].msg`. */
export const SuggestionAnswer = z.object({
  success: z.boolean(),
  errors: z.array(z.object({ msg: z.string() })).optional(),
});

/** The verified-domain, removal and suggestion calls of the website (part 2 §7). */
export const ownershipContract = c.router({
  addVerifiedDomain: {
    method: 'POST',
    path: '/user/verified-domains/api-add-domain',
    summary: 'Verify a domain by the code in its https://{domain}/wts.txt (signed in; captcha)',
    body: AddVerifiedDomainBody,
    responses: {
      200: VerifiedDomainAnswer,
      400: VerifiedDomainAnswer,
      401: VerifiedDomainAnswer,
      403: ApiError,
      429: VerifiedDomainAnswer,
    },
  },
  removeVerifiedDomain: {
    method: 'GET',
    path: '/user/verified-domains/api-remove-domain',
    summary: 'Remove a domain from the signed-in account’s verified domains',
    query: RemoveVerifiedDomainQuery,
    responses: {
      200: VerifiedDomainAnswer,
      400: VerifiedDomainAnswer,
      401: VerifiedDomainAnswer,
      403: ApiError,
      404: VerifiedDomainAnswer,
      429: VerifiedDomainAnswer,
    },
  },
  requestRemoval: {
    method: 'POST',
    path: '/domain-removal/send',
    summary: 'Remove a domain from the dataset; its owner proves control with https://{domain}/wts.txt',
    body: RemovalRequestBody,
    responses: { 200: RemovalAnswer, 400: RemovalAnswer, 403: ApiError, 429: RemovalAnswer },
  },
  suggestTechnology: {
    method: 'POST',
    path: '/suggest-technology/sendmessage',
    summary: 'Suggest a technology to detect; stored and mailed to the operators',
    body: SuggestionBody,
    responses: { 200: SuggestionAnswer, 400: SuggestionAnswer, 403: ApiError, 429: SuggestionAnswer },
  },
});
