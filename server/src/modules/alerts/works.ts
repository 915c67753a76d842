import {
  ALERT_SECRET_OVERLAP_SECONDS,
  type AlertWithSecret,
  alertLimitsOf,
  type ReportFilter,
} from '@techcensus/contract';
import { HttpError } from '../../http/errors.ts';
import type { AlertWorks } from '../api/index.ts';
import { subscriptionStore } from '../purchase/index.ts';
import { compileReportFilters } from '../reports/index.ts';
import { deliver } from './deliver.ts';
import type { AlertsDeps } from './deps.ts';
import { emailEvent, newEvent } from './events.ts';
import { type AlertRow, alertStore, alertView } from './store.ts';
import { webhookUrlProblem } from './webhook-url.ts';

const invalid = (path: string, message: string) =>
  new HttpError(400, message, 'validation_failed', {}, { details: [{ path, message }] });
const notFound = () => new HttpError(404, 'There is no alert with this id on your account.', 'not_found');
const withSecret = (a: AlertRow): AlertWithSecret => ({ ...alertView(a), secret: a.secret });

/** The work of every alerts route of the public API (metered by modules/api, free by contract). */
export function alertWorks(deps: AlertsDeps): AlertWorks {
  const { db, siteIndex } = deps;

  /** Where an alert sends must be somewhere, and a webhook a public https address. */
  async function checkTargets(t: { webhookUrl: string | null; email: boolean; digest: boolean }) {
    if (!t.webhookUrl && !t.email)
      throw invalid('webhookUrl', 'An alert needs a webhookUrl, or email: true, or both.');
    if (t.digest && !t.email)
      throw invalid('digest', 'A daily digest is an e-mail: set email: true as well.');
    if (t.webhookUrl) {
      const problem = await webhookUrlProblem(deps.guard(), t.webhookUrl);
      if (problem) throw invalid('webhookUrl', problem);
    }
  }
  const compile = (filters: ReportFilter[]) => compileReportFilters(db, filters);

  return {
    createAlert: async ({ body, call }) => {
      const filters = await compile(body.filters);
      const targets = { webhookUrl: body.webhookUrl ?? null, email: body.email, digest: body.digest };
      await checkTargets(targets);
      const { alerts: max } = alertLimitsOf((await subscriptionStore.current(db, call.accountId))?.plan);
      const row = await db.transaction(async (tx) => {
        // Counted under the account's row lock: two parallel creations cannot both take the last place.
        const count = await alertStore.count(tx, call.accountId, true);
        if (count >= max)
          throw new HttpError(
            403,
            `Your plan allows ${max} alert${max === 1 ? '' : 's'} and you have ${count}: delete one or choose a larger plan.`,
            'plan_limit_reached',
          );
        return alertStore.insert(tx, {
          accountId: call.accountId,
          name: body.name,
          filters: body.filters,
          events: body.events,
          ...targets,
        });
      });
      try {
        await siteIndex.savedFilters.put(row.id, filters);
      } catch (err) {
        // An alert whose filter is not saved would never match: it is not kept either.
        await alertStore.remove(db, row.id, call.accountId);
        throw err;
      }
      return { answer: { status: 201, body: withSecret(row) } };
    },

    listAlerts: async ({ call }) => {
      const limits = alertLimitsOf((await subscriptionStore.current(db, call.accountId))?.plan);
      const [rows, eventsToday] = await Promise.all([
        alertStore.list(db, call.accountId),
        alertStore.eventsToday(db, call.accountId),
      ]);
      return {
        answer: { status: 200, body: { alerts: rows.map(alertView), limits: { ...limits, eventsToday } } },
      };
    },

    getAlert: async ({ params, call }) => {
      const row = await alertStore.get(db, params.id, call.accountId);
      if (!row) throw notFound();
      return { answer: { status: 200, body: alertView(row) } };
    },

    updateAlert: async ({ params, body, call }) => {
      const held = await alertStore.get(db, params.id, call.accountId);
      if (!held) throw notFound();
      const filters = body.filters ? await compile(body.filters) : null;
      const targets = {
        webhookUrl: body.webhookUrl === undefined ? held.webhookUrl : body.webhookUrl,
        email: body.email ?? held.email,
        digest: body.digest ?? held.digest,
      };
      if (body.webhookUrl !== undefined || body.email !== undefined || body.digest !== undefined)
        await checkTargets(targets);
      const row = await alertStore.update(db, params.id, call.accountId, body);
      if (!row) throw notFound();
      if (filters) await siteIndex.savedFilters.put(row.id, filters);
      return { answer: { status: 200, body: alertView(row) } };
    },

    deleteAlert: async ({ params, call }) => {
      if (!(await alertStore.remove(db, params.id, call.accountId))) throw notFound();
      // Queued deliveries find no alert and are dropped.
      await siteIndex.savedFilters.remove(params.id);
      return { answer: { status: 204, body: undefined } };
    },

    testAlert: async ({ params, call }) => {
      const row = await alertStore.get(db, params.id, call.accountId);
      if (!row) throw notFound();
      const event = newEvent('alert.test', row, {
        message: `This is a test event of your alert "${row.name}".`,
      });
      const delivery = row.webhookUrl
        ? await deliver(
            deps,
            { alertId: row.id, event, attempt: 1, firstAttemptAt: new Date().toISOString(), site: null },
            { final: true },
          )
        : null;
      if (row.email) await emailEvent(deps, row, event, null);
      return { answer: { status: 200, body: { eventId: event.id, delivery } } };
    },

    rotateAlertSecret: async ({ params, call }) => {
      const row = await alertStore.rotate(db, params.id, call.accountId, ALERT_SECRET_OVERLAP_SECONDS);
      if (!row) throw notFound();
      return { answer: { status: 200, body: withSecret(row) } };
    },

    alertDeliveries: async ({ params, query, call }) => {
      if (!(await alertStore.get(db, params.id, call.accountId))) throw notFound();
      if (query.cursor !== undefined && !/^[1-9]\d{0,17}$/.test(query.cursor))
        throw new HttpError(
          400,
          'The cursor did not come from this list; start again without one.',
          'invalid_cursor',
        );
      const page = await alertStore.deliveries(db, params.id, {
        limit: query.limit,
        before: query.cursor === undefined ? undefined : Number(query.cursor),
      });
      return {
        answer: {
          status: 200,
          body: {
            deliveries: page.rows,
            nextCursor: page.more && page.last !== null ? String(page.last) : null,
          },
        },
      };
    },
  };
}
