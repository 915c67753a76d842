/**
 * The shapes of option values, shared by the address parser and the serialized list's schema so
 * that what one accepts the other does too. They follow the report filter language (ReportFilter).
 */
export const SLUG = /^[a-z0-9-]{1,200}$/;
export const HEADER_NAME = /^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,200}$/;
export const TLD = /^[a-z0-9-]{1,63}(\.[a-z0-9-]{1,63})*$/;
export const COUNTRY = /^[A-Z]{2}$/;
export const LANGUAGE = /^[a-z]{2}$/;

/** The spec shows the United Kingdom as UK; the catalogue and the index say GB. */
export const normalizeCountry = (code: string) => {
  const upper = code.trim().toUpperCase();
  return upper === 'UK' ? 'GB' : upper;
};
export const normalizeTld = (tld: string) => tld.trim().toLowerCase().replace(/^\./, '');
export const normalizeSlug = (slug: string) => slug.trim().toLowerCase();
export const normalizeHeader = (name: string) => name.trim().toLowerCase();
export const normalizeLanguage = (code: string) => code.trim().toLowerCase();
