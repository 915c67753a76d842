// The catalogue room: technologies, categories, countries, regions, languages and TLDs — their
// import from the packages that ship them, and every read of the stored copy (one cache per
// database, catalogue-cache.ts).
export {
  type Catalogue,
  loadCatalogue,
  loadCountryNames,
  loadGeographyCatalogue,
  loadLanguageNames,
  loadTechnologyCatalogue,
} from './catalogue-cache.ts';
export { geoCatalogue } from './geo.ts';
export type { CatalogueRegion, GeographyCatalogue } from './geography-catalogue.ts';
export { type CatalogueKind, ensureCatalogues, type ImportResult, importCatalogue } from './import.ts';
export { type CategoryInfo, catalogueNames, iconPath, type TechInfo } from './names.ts';
export { type CatalogueStats, catalogueStats } from './stats.ts';
export {
  type TechnologyRelations,
  technologyCatalogue,
  technologyImplies,
  technologyRelations,
} from './technologies.ts';
export {
  type CatalogueCategory,
  type CatalogueTechnology,
  categoryRef,
  EXCLUSIVE_CATEGORIES,
  impliedTechnologies,
  isExclusive,
  primaryCategory,
  type TechnologyCatalogue,
  technologyRef,
} from './technology-catalogue.ts';
