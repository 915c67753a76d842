import { z } from 'zod';

/**
 * Text a request may carry. PostgreSQL cannot store a NUL (U+0000) in `text` or `jsonb`, nor an
 * unpaired UTF-16 surrogate (it is no character, so it has no UTF-8 form): either reached the store
 * as a failed query, a 500. Other control characters are storable but mean nothing in a name, an
 * address or a slug, and a line break in one can split a mail header or a log line; only the
 * fields people write paragraphs in (`multilineText`) take tabs and line breaks.
 *
 * The patterns read the same with and without the regex `u` flag, so validators built from the
 * OpenAPI document in either mode accept every real character, emoji included: an astral
 * character is one code point in `u` mode and a high–low surrogate pair without it.
 */
const SURROGATE_PAIR = '[\\uD800-\\uDBFF][\\uDC00-\\uDFFF]';
const SINGLE_LINE = new RegExp(`^(?:[^\\u0000-\\u001F\\u007F\\uD800-\\uDFFF]|${SURROGATE_PAIR})*$`);
const MULTILINE = new RegExp(
  `^(?:[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F\\uD800-\\uDFFF]|${SURROGATE_PAIR})*$`,
);

/** What a refused one-line field says (after its name, e.g. `email: …`). */
export const TEXT_MESSAGE =
  'must be plain text: no NUL bytes, control characters, line breaks or unpaired surrogates';
/** What a refused multi-line field says. */
export const MULTILINE_TEXT_MESSAGE =
  'must be plain text: no NUL bytes, control characters other than tabs and line breaks, or unpaired surrogates';

/** True when `value` is one line of text the service can store. */
export const isPlainText = (value: string): boolean => SINGLE_LINE.test(value);

/**
 * A one-line string field of a request: every string a request schema takes starts here (a
 * contract test walks the request schemas to hold them to it). Chain `.max()`, `.regex()` and the
 * rest as on `z.string()`.
 */
export const text = () => z.string().regex(SINGLE_LINE, TEXT_MESSAGE);

/** A string field people write paragraphs in (a message, a stack trace): tabs and line breaks allowed. */
export const multilineText = () => z.string().regex(MULTILINE, MULTILINE_TEXT_MESSAGE);
