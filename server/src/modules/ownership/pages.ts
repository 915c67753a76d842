import {
  type OwnershipFormResults,
  ownershipDomainInput,
  type SuggestTechnologyResults,
  VERIFICATION_FILE_NAME,
  type VerifiedDomainsResults,
} from '@techcensus/contract';
import type { z } from 'zod';
import { loadTechnologyCatalogue } from '../../catalogue/index.ts';
import type { PageContext } from '../../page-data/context.ts';
import { type MetaInput, pageMeta } from '../../page-data/meta.ts';
import {
  type LoginRequiredOutcome,
  type PageOutcome,
  pageLoginRequired,
  pageOk,
} from '../../page-data/outcome.ts';
import { verifiedDomainsOf } from './verified.ts';

type FormResults = z.infer<typeof OwnershipFormResults>;

const VERIFIED_CRUMB: [string, string] = ['Verified domains', '/user/verified-domains'];

/** The `?domain=` to prefill, when it reads as a domain by the form's own rule; else empty. */
const prefill = (ctx: PageContext, stripPath: boolean): FormResults => ({
  Domain: ownershipDomainInput(ctx.query.domain ?? '', { stripPath }) ?? '',
  FileName: VERIFICATION_FILE_NAME,
});

const meta = (ctx: PageContext, input: MetaInput) => pageMeta(ctx.baseUrl, input);

/** /user/verified-domains: the account's verified domains (signed-in only). */
export async function verifiedDomainsPage(
  ctx: PageContext,
): Promise<PageOutcome<z.infer<typeof VerifiedDomainsResults>> | LoginRequiredOutcome> {
  const id = ctx.viewer.account?.id;
  if (!id) return pageLoginRequired();
  const domains = await verifiedDomainsOf(ctx.deps.db, id);
  return pageOk(
    ctx.viewer,
    meta(ctx, {
      title: 'Verified domains',
      description: 'Domains you proved you own: security scans and security monitoring are allowed on them.',
      path: '/user/verified-domains',
      crumbs: [['Account', '/user/account'], VERIFIED_CRUMB],
    }),
    {
      VerifiedDomains: domains.map((d) => d.domain),
      EmailDomain: domains.find((d) => d.proof === 'email')?.domain ?? null,
    },
  );
}

/** /user/verified-domains/add-domain[?domain=]: the verification form (signed-in only). */
export async function addVerifiedDomainPage(
  ctx: PageContext,
): Promise<PageOutcome<FormResults> | LoginRequiredOutcome> {
  if (!ctx.viewer.account) return pageLoginRequired();
  return pageOk(
    ctx.viewer,
    meta(ctx, {
      title: 'Verify domain ownership',
      description: `Prove you own a domain by placing its verification code in ${VERIFICATION_FILE_NAME} at its root.`,
      path: '/user/verified-domains/add-domain',
      crumbs: [
        ['Account', '/user/account'],
        VERIFIED_CRUMB,
        ['Add domain', '/user/verified-domains/add-domain'],
      ],
    }),
    prefill(ctx, false),
  );
}

/** /domain-removal: the owner's request to take a domain out of the dataset. */
export async function domainRemovalPage(ctx: PageContext): Promise<PageOutcome<FormResults>> {
  return pageOk(
    ctx.viewer,
    meta(ctx, {
      title: 'Domain removal',
      description:
        'Owners can have their domain removed from the TechCensus dataset and never crawled again.',
      keywords: ['domain removal', 'opt out', 'TechCensus'],
      path: '/domain-removal',
      crumbs: [['Domain removal', '/domain-removal']],
    }),
    prefill(ctx, true),
  );
}

/** /suggest-technology: the suggestion form, with the catalogue's categories to pick from. */
export async function suggestTechnologyPage(
  ctx: PageContext,
): Promise<PageOutcome<z.infer<typeof SuggestTechnologyResults>>> {
  const catalogue = await loadTechnologyCatalogue(ctx.deps.db);
  const categories = [...catalogue.categories.values()].map((c) => c.longName || c.shortName);
  return pageOk(
    ctx.viewer,
    meta(ctx, {
      title: 'Suggest a technology',
      description: 'Tell us about a web technology we do not detect yet.',
      keywords: ['suggest technology', 'TechCensus'],
      path: '/suggest-technology',
      crumbs: [['Suggest technology', '/suggest-technology']],
    }),
    { Categories: [...new Set(categories)].sort((a, b) => a.localeCompare(b)) },
  );
}

export const ownershipPageLoaders = {
  verifiedDomains: verifiedDomainsPage,
  addVerifiedDomain: addVerifiedDomainPage,
  domainRemoval: domainRemovalPage,
  suggestTechnology: suggestTechnologyPage,
};
