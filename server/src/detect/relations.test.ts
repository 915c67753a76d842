import { describe, expect, it } from 'vitest';
import { detect } from './detect.ts';
import { testSet } from './test-set.ts';

describe('confidence and versions', () => {
  const set = testSet({
    Magento: {
      cats: [6],
      html: ['Mage\\.Cookies\\;confidence:50', 'mage/cookies\\;confidence:50', 'varien\\;confidence:30'],
      meta: { generator: 'Magento ?(\\d)?\\;version:\\1' },
    },
    Weak: { cats: [12], html: 'weakling\\;confidence:40' },
  });

  it('adds up the confidence of every pattern that matched, capped at 100', () => {
    expect(detect(set, { html: 'Mage.Cookies' })[0].confidence).toBe(50);
    expect(detect(set, { html: 'Mage.Cookies mage/cookies' })[0].confidence).toBe(100);
    expect(detect(set, { html: 'Mage.Cookies mage/cookies varien' })[0].confidence).toBe(100);
    expect(detect(set, { html: 'weakling' })[0].confidence).toBe(40);
  });

  it('keeps the longest version any pattern found', () => {
    const d = detect(set, { html: 'varien', meta: { generator: ['Magento 2', 'Magento'] } })[0];
    expect(d.version).toBe('2');
  });
});

describe('implies, excludes, requires', () => {
  const set = testSet({
    WordPress: { cats: [1], meta: { generator: 'WordPress' }, implies: ['PHP', 'MySQL\\;confidence:50'] },
    PHP: { cats: [27], headers: { 'x-powered-by': 'php' } },
    MySQL: { cats: [27] },
    WooCommerce: { cats: [6], requires: 'WordPress', html: 'woocommerce' },
    'Woo Theme': { cats: [12], requires: 'WooCommerce', html: 'woo-theme' },
    'Shop Widget': { cats: [12], requiresCategory: 6, html: 'shop-widget' },
    Hugo: { cats: [1], meta: { generator: 'Hugo' }, excludes: 'WordPress' },
    Static: { cats: [1], meta: { generator: 'Static' }, excludes: 'PHP' },
    Express: { cats: [22], headers: { 'x-powered-by': 'express' }, implies: 'Node.js\\;version:20' },
    'Node.js': { cats: [27] },
  });
  const names = (s: Parameters<typeof detect>[1]) =>
    detect(set, s)
      .map((d) => d.name)
      .sort();

  it('implies with the lower of the two confidences, and a version from the tag', () => {
    const found = detect(set, { meta: { generator: 'WordPress' }, headers: { 'x-powered-by': 'Express' } });
    expect(found.find((d) => d.name === 'MySQL')).toMatchObject({
      confidence: 50,
      evidence: [{ kind: 'implies' }],
    });
    expect(found.find((d) => d.name === 'PHP')?.confidence).toBe(100);
    expect(found.find((d) => d.name === 'Node.js')?.version).toBe('20');
  });

  it('excludes beat implies', () => {
    expect(names({ meta: { generator: ['WordPress', 'Static'] } })).toEqual(['MySQL', 'Static', 'WordPress']);
    expect(names({ meta: { generator: ['WordPress', 'Hugo'] } })).toEqual(['Hugo']);
  });

  it('requires: matched only when the required technology is present, in chains', () => {
    expect(names({ html: 'woocommerce woo-theme' })).toEqual([]);
    expect(names({ html: 'woocommerce woo-theme', meta: { generator: 'WordPress' } })).toEqual([
      'MySQL',
      'PHP',
      'Woo Theme',
      'WooCommerce',
      'WordPress',
    ]);
  });

  it('requiresCategory: a technology of that category enables it', () => {
    expect(names({ html: 'shop-widget' })).toEqual([]);
    expect(names({ html: 'shop-widget woocommerce', meta: { generator: 'WordPress' } })).toContain(
      'Shop Widget',
    );
  });

  it('carries categories with ids, names and slugs', () => {
    const wp = detect(set, { meta: { generator: 'WordPress' } }).find((d) => d.name === 'WordPress');
    expect(wp?.categories).toEqual([{ id: 1, slug: 'content-management-system', name: 'CMS' }]);
  });
});
