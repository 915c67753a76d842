import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERIALIZED_FILTER_LIST_EXAMPLE, SerializedFilterList } from '../index.ts';

describe('the report builder calls in the website OpenAPI document', () => {
  const doc = JSON.parse(readFileSync(new URL('../../../openapi/website.json', import.meta.url), 'utf8'));

  it('documents the serialized filter list with a WordPress example the schema accepts', () => {
    const body =
      doc.paths['/api/calculateReportDomainCount'].post.requestBody.content['application/json'].schema;
    expect(body.type).toBe('array');
    expect(Object.keys(body.items.properties)).toEqual(
      expect.arrayContaining([
        'Technology',
        'Version',
        'Inclusion',
        'TLD',
        'Region',
        'Country',
        'Language',
        'Custom',
      ]),
    );
    expect(body.example).toEqual(SERIALIZED_FILTER_LIST_EXAMPLE);
    expect(body.example[0]).toMatchObject({ Technology: 'wordpress' });
    expect(SerializedFilterList.safeParse(body.example).success).toBe(true);
  });

  it('lists every call of the builder with its errors', () => {
    const ops = [
      ['/api/calculateReportDomainCount', 'post'],
      ['/api/readQueryStatus/{searchToken}', 'get'],
      ['/api/technology', 'get'],
      ['/api/technology/{name}/version', 'get'],
      ['/api/category', 'get'],
      ['/api/header', 'get'],
      ['/api/region', 'get'],
      ['/api/language', 'get'],
      ['/api/tld', 'get'],
    ];
    for (const [path, method] of ops) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '400', '404', '429']));
    }
  });
});
