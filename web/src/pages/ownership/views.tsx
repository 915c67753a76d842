import type { AreaViews } from '../page-view.ts';
import { DomainRemovalPage, SuggestTechnologyPage } from './OwnerForms.tsx';
import { AddVerifiedDomainPage, VerifiedDomainsPage } from './VerifiedDomainPages.tsx';

/** Verified domains, domain removal and technology suggestion. */
export const ownershipPageViews = {
  verifiedDomains: (r) => <VerifiedDomainsPage results={r} />,
  addVerifiedDomain: (r) => <AddVerifiedDomainPage results={r} />,
  domainRemoval: (r) => <DomainRemovalPage results={r} />,
  suggestTechnology: (r) => <SuggestTechnologyPage results={r} />,
} satisfies AreaViews;
