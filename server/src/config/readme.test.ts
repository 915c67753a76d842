import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, httpWorkers, loadConfig } from './index.ts';

const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');

describe('README configuration table', () => {
  it.each(Object.keys(CONFIG_VARIABLES))('documents %s', (name) => {
    expect(readme).toMatch(new RegExp(`^\\| \`${name}\` \\|`, 'm'));
  });

  it('documents no variable the server does not read', () => {
    const documented = [...readme.matchAll(/^\| `([A-Z_]+)` \|/gm)].map((m) => m[1]);
    expect(documented.sort()).toEqual(Object.keys(CONFIG_VARIABLES).sort());
  });
});

describe('configuration', () => {
  it('has working defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', DATA_DIR: './data', BODY_LIMIT: '100kb' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.OPENSEARCH_URL).toBeUndefined();
  });

  it('runs one HTTP worker on the embedded store and one per core on PostgreSQL, unless told', () => {
    const server = 'postgres://techcensus@127.0.0.1:5432/techcensus';
    expect(httpWorkers(loadConfig({}))).toBe(1);
    expect(httpWorkers(loadConfig({ DATABASE_URL: server }))).toBe(availableParallelism());
    expect(httpWorkers(loadConfig({ DATABASE_URL: server, WEB_CONCURRENCY: '3' }))).toBe(3);
    expect(httpWorkers(loadConfig({ WEB_CONCURRENCY: '1' }))).toBe(1);
    expect(() => loadConfig({ WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
    expect(() => loadConfig({ WEB_CONCURRENCY: '4' })).toThrow(
      /WEB_CONCURRENCY: 4 HTTP workers need PostgreSQL/,
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', OPENSEARCH_URL: '  ' }).DATABASE_URL).toBeUndefined();
  });

  it('refuses bad values, naming each', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', LOG_LEVEL: 'loud' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*LOG_LEVEL/,
    );
  });

  it('reads the OpenSearch layout: shards from 1, replicas from 0, unset when empty', () => {
    expect(loadConfig({ OPENSEARCH_SHARDS: ' 3 ', OPENSEARCH_REPLICAS: '0' })).toMatchObject({
      OPENSEARCH_SHARDS: 3,
      OPENSEARCH_REPLICAS: 0,
    });
    const unset = loadConfig({ OPENSEARCH_SHARDS: '', OPENSEARCH_REPLICAS: ' ' });
    expect([unset.OPENSEARCH_SHARDS, unset.OPENSEARCH_REPLICAS]).toEqual([undefined, undefined]);
    for (const [name, value] of [
      ['OPENSEARCH_SHARDS', '0'],
      ['OPENSEARCH_SHARDS', '-2'],
      ['OPENSEARCH_SHARDS', '1.5'],
      ['OPENSEARCH_SHARDS', 'three'],
      ['OPENSEARCH_SHARDS', '1025'],
      ['OPENSEARCH_REPLICAS', '-1'],
      ['OPENSEARCH_REPLICAS', '1e2'],
    ]) {
      const range = name === 'OPENSEARCH_SHARDS' ? '1 to 1024' : '0 to 100';
      expect(() => loadConfig({ [name]: value }), `${name}=${value}`).toThrow(
        `${name}: must be a whole number from ${range}`,
      );
    }
  });
});
