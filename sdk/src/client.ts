import { contract } from '@techcensus/contract';
import { initClient } from '@ts-rest/core';
import { errorFrom } from './errors.ts';

export interface ClientOptions {
  /** Where the service runs, e.g. "https://techcensus.example" or "http://127.0.0.1:3000". */
  baseUrl: string;
  /** The account's API key, sent as `x-api-key` on every call. */
  apiKey?: string;
}

/** A typed client generated from the contract; works in Node 18+ and browsers (global fetch). */
export function createClient(opts: ClientOptions) {
  const raw = initClient(contract, {
    baseUrl: opts.baseUrl.replace(/\/+$/, ''),
    baseHeaders: opts.apiKey ? { 'x-api-key': opts.apiKey } : {},
    throwOnUnknownStatus: false,
  });

  return {
    /** The service's health; resolves for "ok" and "degraded", throws when it cannot answer. */
    async health() {
      const res = await raw.system.healthz();
      if (res.status === 200 || res.status === 503) return res.body;
      throw errorFrom(res.status, res.body, res.headers);
    },
  };
}

export type TechCensusClient = ReturnType<typeof createClient>;
