import type { contract } from '@techcensus/contract';
import type { createExpressEndpoints } from '@ts-rest/express';
import type { Express } from 'express';

/** The ts-rest handlers of the whole contract, by route group (`accounts`, `apiV1`, …). */
export type ContractHandlers = Parameters<typeof createExpressEndpoints<typeof contract>>[1];
export type ContractGroup = keyof ContractHandlers;

/**
 * One face for every feature module (`create<Area>Module(deps)`): what it adds to the app, stage
 * by stage. app.ts builds the list and loops over it; a module never mounts itself, so the order
 * of the pipeline is decided in one place. Page loaders are not here: the page registry
 * (composition/page-registry.ts) names them statically, so the compiler holds it to the contract.
 */
export interface FeatureModule {
  /** For messages: the module's folder name. */
  name: string;
  /**
   * Routes that read their raw body (signed webhooks): before the body parsers and the CSRF
   * guard, because the signature covers the bytes and proves the sender.
   */
  beforeBodyParsers?(app: Express): void;
  /** Middleware every request passes after the body parsers (sessions, CSRF, guards). */
  middleware?(app: Express): void;
  /** Plain Express routes that need the session (sign-in callbacks, checkout links). */
  beforeContract?(app: Express): void;
  /** The contract route groups this module serves; each group has exactly one module. */
  routes?: Partial<ContractHandlers>;
  /** Plain Express routes after the contract's: images, downloads. */
  afterContract?(app: Express): void;
}

/**
 * The contract's handlers from the modules' parts. Throws when a group is served by two modules
 * or by none, so a route can neither be shadowed nor left without a handler.
 */
export function contractHandlers(
  modules: FeatureModule[],
  groups: readonly ContractGroup[],
  extra: Partial<ContractHandlers> = {},
): ContractHandlers {
  const out: Partial<Record<ContractGroup, { module: string; handlers: unknown }>> = {};
  const parts: [string, Partial<ContractHandlers>][] = [
    ...modules.map((m): [string, Partial<ContractHandlers>] => [m.name, m.routes ?? {}]),
    ['app', extra],
  ];
  for (const [name, routes] of parts)
    for (const [group, handlers] of Object.entries(routes) as [ContractGroup, unknown][]) {
      const seen = out[group];
      if (seen) throw new Error(`contract group ${group} is served by both ${seen.module} and ${name}`);
      out[group] = { module: name, handlers };
    }
  const missing = groups.filter((g) => !out[g]);
  if (missing.length) throw new Error(`no module serves the contract group(s) ${missing.join(', ')}`);
  return Object.fromEntries(Object.entries(out).map(([g, v]) => [g, v?.handlers])) as ContractHandlers;
}
