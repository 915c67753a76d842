// Count and article agreement for sentences built around names and numbers, shared by the page
// data and the website so "1 website" and "an Improper Neutralization" read the same everywhere.

/** "1 website", "2,000 websites"; `plural` for nouns that do not just take an s. */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? singular : plural}`;
}

/** The noun alone, agreeing with `n`: "the 1 website allowed". */
export const nounFor = (n: number, singular: string, plural = `${singular}s`): string =>
  n === 1 ? singular : plural;

// Words spelled with a vowel letter that start with a consonant sound, and the reverse.
const CONSONANT_SOUND = /^(?:uni(?!n)|use|usa|user|uri|url|euro|one|once|ubuntu)/i;
const VOWEL_SOUND = /^(?:hour|honest|honou?r|heir|[aeiou])/i;
// Initialisms read letter by letter: "an SQL injection", "an HTTP header", "a URL".
const VOWEL_LETTER = /^[AEFHILMNORSX](?:[A-Z0-9]|$)/;

/** `phrase` after "a" or "an", whichever its first sound takes: "an Improper Neutralization". */
export function withArticle(phrase: string): string {
  const word = phrase.trimStart();
  if (/^[A-Z]{2,}\b/.test(word) || /^[A-Z]$/.test(word.split(/\W/)[0])) {
    return `${VOWEL_LETTER.test(word) ? 'an' : 'a'} ${phrase}`;
  }
  if (CONSONANT_SOUND.test(word)) return `a ${phrase}`;
  return `${VOWEL_SOUND.test(word) ? 'an' : 'a'} ${phrase}`;
}
