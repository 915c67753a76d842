import { contract } from '@techcensus/contract';
import { initServer } from '@ts-rest/express';
import { toHttpError } from '../../http/errors.ts';
import type { OwnershipService } from './service.ts';

/** A client's mistake as the call's answer; faults stay faults and reach the error boundary. */
function clientError(err: unknown) {
  const http = toHttpError(err);
  if (http.status >= 500) throw err;
  return http;
}

/** `errors[].msg` answers of the two public forms: 429 stays 429, other mistakes are 400. */
function formFailure(err: unknown) {
  const http = clientError(err);
  const status = http.status === 429 ? (429 as const) : (400 as const);
  return { status, body: { success: false, errors: [{ msg: http.message }] } };
}

/** `err` answers of the verified-domain calls, with the status the mistake deserves. */
function verifiedFailure(err: unknown) {
  const http = clientError(err);
  const status = ([401, 404, 429] as const).find((s) => s === http.status) ?? (400 as const);
  return { status, body: { err: http.message, code: http.code } };
}

/** The ownership group of the contract, wired to the service. */
export function ownershipRouter(service: OwnershipService) {
  const s = initServer();
  return s.router(contract.ownership, {
    addVerifiedDomain: async ({ req, body }) => {
      try {
        return {
          status: 200,
          body: { results: { success_msg: await service.addVerifiedDomain(req, body) } },
        };
      } catch (err) {
        return verifiedFailure(err);
      }
    },
    removeVerifiedDomain: async ({ req, query }) => {
      try {
        const message = await service.removeVerifiedDomain(req, query.domain);
        return { status: 200, body: { results: { success_msg: message } } };
      } catch (err) {
        return verifiedFailure(err);
      }
    },
    requestRemoval: async ({ req, body }) => {
      try {
        return { status: 200, body: { success: true, success_msg: await service.requestRemoval(req, body) } };
      } catch (err) {
        return formFailure(err);
      }
    },
    suggestTechnology: async ({ req, body }) => {
      try {
        await service.suggestTechnology(req, body);
        return { status: 200, body: { success: true } };
      } catch (err) {
        return formFailure(err);
      }
    },
  });
}
