// The demo-data generator's public surface (also used by the benchmarks in bench/).

export { demoCatalogue } from './catalogue.ts';
export {
  demoDomain,
  type GenerateOptions,
  generateSite,
  generateSites,
  type VersionCves,
} from './generate.ts';
export { LOW_RANK, POPULATION } from './ranks.ts';
export {
  type DemoDataset,
  demoDataShown,
  demoDatasets,
  removeDemoData,
  type SeedOptions,
  type SeedProgress,
  type SeedResult,
  seedDemo,
  startOfDay,
} from './seed.ts';
export { type PreparedSources, prepareDemoSources } from './sources.ts';
export { buildVersionCves } from './version-cves.ts';
export { allVersions, VERSION_POOLS } from './versions.ts';
