// The language of a page, as the catalogue's code (ISO 639-1): what the page declares in
// <html lang> (or a content-language meta), else what the server sends in Content-Language, else
// what its text reads as. Declarations are free; the text is read only when both are missing.

import ISO6391 from 'iso-639-1';

export type LanguageSource = 'html' | 'header' | 'text';

/** Enough text for the detector to be right; more only costs time (docs/crawler.md "Language"). */
export const DETECTED_TEXT_CHARS = 2_000;
/** Fewer letters than this and the detector guesses; such a page keeps no language. */
const MIN_TEXT_CHARS = 20;

/** Codes ISO 639 withdrew that pages still send. */
const WITHDRAWN: Record<string, string> = { iw: 'he', in: 'id', ji: 'yi', jw: 'jv', mo: 'ro' };

/**
 * "en-US", "EN_gb", "pt-BR" → "en", "en", "pt"; "iw" → "he". Null when the tag names no ISO
 * 639-1 language: "und", "x-default", three-letter languages without a two-letter code ("fil").
 */
export function catalogueLanguage(tag: string | null | undefined): string | null {
  const primary =
    tag
      ?.trim()
      .split(/[-_,;\s]/, 1)[0]
      .toLowerCase() ?? '';
  const code = WITHDRAWN[primary] ?? primary;
  return code.length === 2 && ISO6391.validate(code) ? code : null;
}

type Detector = { detect(text: string): { language: string; isReliable(): boolean } };
let detector: Promise<Detector> | undefined;

/** ELD's smallest n-gram set (60 languages; on whole pages as right as the larger sets, docs/crawler.md), imported on the first page that needs it. */
function loadDetector(): Promise<Detector> {
  detector ??= import('eld/extrasmall').then((m) => m.eld as Detector);
  return detector;
}

/** The language the text reads as, when the detector is sure; null otherwise. */
export async function textLanguage(text: string): Promise<string | null> {
  const sample = text.slice(0, DETECTED_TEXT_CHARS);
  if (sample.replace(/\P{L}/gu, '').length < MIN_TEXT_CHARS) return null;
  const result = (await loadDetector()).detect(sample);
  return result.isReliable() ? catalogueLanguage(result.language) : null;
}

export async function pageLanguage(page: {
  /** <html lang>, or the page's content-language meta */
  declared: string | null;
  /** the Content-Language response header */
  header: string | null;
  text: string;
}): Promise<{ code: string; source: LanguageSource } | null> {
  const declared = catalogueLanguage(page.declared);
  if (declared) return { code: declared, source: 'html' };
  const header = catalogueLanguage(page.header);
  if (header) return { code: header, source: 'header' };
  const read = await textLanguage(page.text);
  return read ? { code: read, source: 'text' } : null;
}
