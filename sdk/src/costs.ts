import { apiV1Contract, type CreditCost, describeCost, type RouteMetadata } from './contract.ts';

export type ApiRouteName = keyof typeof apiV1Contract;

/** The credit cost of a public API route, as the contract declares it. */
export function creditCost(route: ApiRouteName): CreditCost {
  const meta = apiV1Contract[route].metadata as RouteMetadata;
  return meta.credits ?? { kind: 'fixed', amount: 0 };
}

/** The cost in words, e.g. "1 credit per call" or "1 credit per 10 subdomains returned". */
export function creditCostText(route: ApiRouteName): string {
  return describeCost(creditCost(route));
}
