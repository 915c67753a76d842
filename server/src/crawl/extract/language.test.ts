import { describe, expect, it } from 'vitest';
import { catalogueLanguage, pageLanguage, textLanguage } from './language.ts';

const GERMAN =
  'Wir liefern frisch gerösteten Kaffee direkt zu Ihnen nach Hause. Bestellen Sie heute und erhalten Sie die Lieferung schon morgen.';
const JAPANESE = '東京の小さな焙煎所から、毎週新鮮なコーヒー豆をお届けします。ご注文は今日中にどうぞ。';
const FRENCH =
  'Nous livrons chaque semaine du café fraîchement torréfié, directement chez vous, partout en France.';

describe('language tags → the catalogue code', () => {
  it('takes the primary subtag of any spelling', () => {
    expect(catalogueLanguage('en-US')).toBe('en');
    expect(catalogueLanguage('EN_gb')).toBe('en');
    expect(catalogueLanguage(' pt-BR ')).toBe('pt');
    expect(catalogueLanguage('de, en')).toBe('de');
  });
  it('maps withdrawn codes and refuses tags that name no ISO 639-1 language', () => {
    expect(catalogueLanguage('iw')).toBe('he');
    expect(catalogueLanguage('in-ID')).toBe('id');
    for (const tag of ['und', 'x-default', 'fil', 'zz', '', null]) expect(catalogueLanguage(tag)).toBeNull();
  });
});

describe('the language of the text', () => {
  it('reads German, Japanese and French', async () => {
    expect(await textLanguage(GERMAN)).toBe('de');
    expect(await textLanguage(JAPANESE)).toBe('ja');
    expect(await textLanguage(FRENCH)).toBe('fr');
  });
  it('gives no language for too little text', async () => {
    expect(await textLanguage('Login')).toBeNull();
    expect(await textLanguage('12 345 678 — © 2026')).toBeNull();
  });
});

describe('which source wins', () => {
  it('<html lang> first, then Content-Language, then the text', async () => {
    expect(await pageLanguage({ declared: 'fr-FR', header: 'de', text: GERMAN })).toEqual({
      code: 'fr',
      source: 'html',
    });
    expect(await pageLanguage({ declared: null, header: 'de-AT', text: FRENCH })).toEqual({
      code: 'de',
      source: 'header',
    });
    expect(await pageLanguage({ declared: null, header: null, text: JAPANESE })).toEqual({
      code: 'ja',
      source: 'text',
    });
  });
  it('a declaration naming no language is passed over', async () => {
    expect(await pageLanguage({ declared: 'x-default', header: 'und', text: GERMAN })).toEqual({
      code: 'de',
      source: 'text',
    });
    expect(await pageLanguage({ declared: null, header: null, text: '' })).toBeNull();
  });
});
