import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ApiError } from '../envelope.ts';
import { multilineText, text } from '../text.ts';

const c = initContract();

export const Health = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number(),
  /** HTTP worker processes serving now (WEB_CONCURRENCY); a dead one is replaced. */
  workers: z.number().int().min(1),
  checks: z.object({
    database: z.object({ ok: z.boolean(), engine: z.enum(['pglite', 'postgres']) }),
    siteIndex: z.object({ ok: z.boolean(), engine: z.enum(['postgres', 'opensearch']) }),
    /** The landing pages' statistics are computed since the start (or the index is empty). */
    statistics: z.object({ warm: z.boolean() }),
  }),
});

/** What a browser sends when a page crashed while rendering (part 2 §7). */
export const ClientErrorReport = z.object({
  url: text().min(1).max(2048),
  errorMessage: multilineText().min(1).max(4000),
  errorStack: multilineText().max(20_000).optional(),
  errorInfo: multilineText().max(20_000).optional(),
});

export const systemContract = c.router({
  healthz: {
    method: 'GET',
    path: '/healthz',
    summary: 'Liveness and readiness of the service and its stores',
    responses: { 200: Health, 503: Health },
  },
  reportClientError: {
    method: 'POST',
    path: '/report-client-error',
    summary: 'Record a rendering crash reported by the website',
    body: ClientErrorReport,
    responses: { 200: z.object({ ok: z.literal(true) }), 400: ApiError, 429: ApiError },
  },
});
