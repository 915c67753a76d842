import { readFileSync } from 'node:fs';
import { serializeOpenApiDocument } from '@techcensus/contract';
import { describe, expect, it } from 'vitest';

describe('openapi/openapi.json', () => {
  it('is what the contract generates (run `npm run openapi` when this fails)', () => {
    const checkedIn = readFileSync(new URL('../openapi/openapi.json', import.meta.url), 'utf8');
    expect(checkedIn).toBe(serializeOpenApiDocument());
  });
});
