import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { pageEnvelope } from '../../envelope.ts';
import { envelopeResponses } from './envelope-responses.ts';

const c = initContract();

export const VerifiedDomainsResults = z.object({
  /** Every domain the account may scan and monitor (part 2 §3: a list of domain strings). */
  VerifiedDomains: z.array(z.string()),
  /**
   * The one of them verified through the account's own e-mail address; it follows the address
   * and has no delete button. Null for personal (free-mail) addresses.
   */
  EmailDomain: z.string().nullable(),
});

/** The add-domain and removal forms: the domain to prefill (`?domain=`, empty when none). */
export const OwnershipFormResults = z.object({
  Domain: z.string(),
  /** The verification file's name at the site's https root (wts.txt). */
  FileName: z.string(),
});

export const SuggestTechnologyResults = z.object({
  /** Category names offered as suggestions for the optional category field. */
  Categories: z.array(z.string()),
});

const signedIn = <T extends z.AnyZodObject>(results: T) => ({
  ...envelopeResponses(results),
  401: pageEnvelope(results),
});

/** Verified domains, domain removal and technology suggestion pages (part 2 §2.1). */
export const ownershipPages = c.router({
  verifiedDomains: {
    method: 'GET',
    path: '/user/verified-domains/api',
    summary:
      'Page data of the verified domains list (signed-in only: 401 with resultLoginRequired otherwise)',
    responses: signedIn(VerifiedDomainsResults),
  },
  addVerifiedDomain: {
    method: 'GET',
    path: '/user/verified-domains/add-domain/api',
    summary: 'Page data of the verify-domain form (?domain= prefills it; signed-in only)',
    responses: signedIn(OwnershipFormResults),
  },
  domainRemoval: {
    method: 'GET',
    path: '/domain-removal/api',
    summary: 'Page data of the domain removal form (?domain= prefills it)',
    responses: envelopeResponses(OwnershipFormResults),
  },
  suggestTechnology: {
    method: 'GET',
    path: '/suggest-technology/api',
    summary: 'Page data of the technology suggestion form',
    responses: envelopeResponses(SuggestTechnologyResults),
  },
});
