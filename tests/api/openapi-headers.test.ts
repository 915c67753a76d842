// The public OpenAPI document against a running server: real answers carry the headers the
// document says they carry, with the values it describes, and error bodies have the fields of
// the document's examples.

import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { API_RATE_LIMITS, ApiV1Error, OPENAPI_DOCUMENTS } from '@techcensus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/main.ts';
import { named, serverEngines } from '../support/engines.ts';
import { type Answer, apiAccount, call } from './support.ts';

type Documented = {
  headers?: Record<string, { $ref: string }>;
  content?: { 'application/json': { example?: Record<string, unknown> } };
};
const doc = JSON.parse(
  readFileSync(new URL(`../../${OPENAPI_DOCUMENTS.publicApi.file}`, import.meta.url), 'utf8'),
) as {
  paths: Record<string, Record<string, { responses: Record<string, Documented> }>>;
  components: { headers: Record<string, { required?: boolean }> };
};

function documented(path: string, method: string, status: number): Documented {
  const answer = doc.paths[path]?.[method]?.responses[String(status)];
  expect(answer, `${method} ${path} documents ${status}`).toBeDefined();
  return answer as Documented;
}

/** Every header the document requires of this answer is there. */
function expectDocumentedHeaders(real: Answer, path: string, method: string): string[] {
  const required = Object.keys(documented(path, method, real.status).headers ?? {}).filter(
    (name) => doc.components.headers[name]?.required,
  );
  expect(required.length).toBeGreaterThan(0);
  for (const name of required) expect(real.headers.get(name), `${real.status} ${name}`).not.toBeNull();
  return required;
}

/** The body is the error shape, with the same fields as the document's example of that answer. */
function expectDocumentedError(real: Answer, path: string, method: string) {
  const example = documented(path, method, real.status).content?.['application/json'].example;
  expect(ApiV1Error.parse(real.body)).toEqual(real.body);
  expect(Object.keys(real.body).sort()).toEqual(Object.keys(example ?? {}).sort());
  expect(real.body.code).toBe(example?.code);
}

const PER_KEY = API_RATE_LIMITS.free.perKeyPerSecond;

describe.each(named(serverEngines()))(
  'the public OpenAPI document against the server on %s',
  (_name, engine) => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await engine.open();
    });
    afterAll(async () => {
      await server?.close();
    });

    it('a success answer carries the rate-limit, request-id and credit headers', async () => {
      const { apiKey } = await apiAccount(server.db);
      const ok = await call(server.url, 'GET', '/api/v1/credits', { key: apiKey });
      expect(ok.status).toBe(200);
      expect(expectDocumentedHeaders(ok, '/api/v1/credits', 'get')).toEqual(
        expect.arrayContaining(['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'X-Request-Id']),
      );
      expect(ok.headers.get('ratelimit-limit')).toBe(String(PER_KEY));
      expect(ok.headers.get('ratelimit-remaining')).toBe(String(PER_KEY - 1));
      expect(Number(ok.headers.get('ratelimit-reset'))).toBeGreaterThanOrEqual(0);
      expect(ok.headers.get('x-credits-charged')).toBe('0');

      const count = await call(server.url, 'POST', '/api/v1/websites/count', {
        key: apiKey,
        body: { filters: [] },
      });
      expect(count.status).toBe(200);
      expectDocumentedHeaders(count, '/api/v1/websites/count', 'post');
    });

    it('a 401 and a 404 carry the documented headers and error fields', async () => {
      const missing = await call(server.url, 'GET', '/api/v1/credits');
      expect(missing.status).toBe(401);
      expectDocumentedHeaders(missing, '/api/v1/credits', 'get');
      expectDocumentedError(missing, '/api/v1/credits', 'get');

      const { apiKey } = await apiAccount(server.db);
      const path = '/api/v1/scans/{scanId}';
      const notFound = await call(server.url, 'GET', `/api/v1/scans/${randomUUID()}`, { key: apiKey });
      expect(notFound.status).toBe(404);
      expectDocumentedHeaders(notFound, path, 'get');
      expectDocumentedError(notFound, path, 'get');
    });

    it('a real 429 carries Retry-After and the rate-limit headers, as documented', async () => {
      const { apiKey } = await apiAccount(server.db);
      const answers = await Promise.all(
        Array.from({ length: PER_KEY + 3 }, () =>
          call(server.url, 'GET', '/api/v1/credits', { key: apiKey }),
        ),
      );
      const limited = answers.filter((a) => a.status === 429);
      expect(limited.length).toBeGreaterThan(0);
      for (const answer of limited) {
        expect(expectDocumentedHeaders(answer, '/api/v1/credits', 'get')).toEqual(
          expect.arrayContaining([
            'Retry-After',
            'RateLimit-Limit',
            'RateLimit-Remaining',
            'RateLimit-Reset',
          ]),
        );
        expectDocumentedError(answer, '/api/v1/credits', 'get');
        expect(answer.headers.get('retry-after')).toBe(String(answer.body.retryAfterSeconds));
        expect(answer.headers.get('ratelimit-remaining')).toBe('0');
        expect(answer.headers.get('ratelimit-limit')).toBe(String(PER_KEY));
      }
    });
  },
);
