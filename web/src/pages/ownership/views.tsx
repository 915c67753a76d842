import type { PageResults } from '../../data/outcome.ts';
import type { PageView } from '../registry.tsx';
import { DomainRemovalPage, type SuggestTechnologyData, SuggestTechnologyPage } from './OwnerForms.tsx';
import {
  AddVerifiedDomainPage,
  type OwnershipFormData,
  type VerifiedDomainsData,
  VerifiedDomainsPage,
} from './VerifiedDomainPages.tsx';

/** Verified domains, domain removal and technology suggestion. */
export const ownershipPageViews: PageView[] = [
  ['/user/verified-domains', (r) => <VerifiedDomainsPage results={r as PageResults & VerifiedDomainsData} />],
  [
    '/user/verified-domains/add-domain',
    (r) => <AddVerifiedDomainPage results={r as PageResults & OwnershipFormData} />,
  ],
  ['/domain-removal', (r) => <DomainRemovalPage results={r as PageResults & OwnershipFormData} />],
  [
    '/suggest-technology',
    (r) => <SuggestTechnologyPage results={r as PageResults & SuggestTechnologyData} />,
  ],
];
