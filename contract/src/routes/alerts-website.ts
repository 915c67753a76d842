import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ApiError } from '../envelope.ts';
import { text } from '../text.ts';
import {
  AlertDeliveryPage,
  AlertList,
  Alert as AlertSchema,
  AlertTestResult,
  AlertWithSecret,
  CreateAlertBody,
  UpdateAlertBody,
} from './api/alerts.ts';

const c = initContract();

/** The account's alerts page (docs/alerts-website.md). */
export const ALERTS_PAGE_PATH = '/user/alerts';

/**
 * The Alerts page with its create form open and filled in, e.g. from the report builder: the
 * filters travel as JSON in `filters`, the suggested name in `name`.
 */
export function alertsCreatePath(filters: readonly unknown[], name?: string): string {
  const q = new URLSearchParams({ create: '1', filters: JSON.stringify(filters) });
  if (name) q.set('name', name);
  return `${ALERTS_PAGE_PATH}?${q.toString()}`;
}

/** The website's words for alerts where the API's answers say nothing. */
export const ALERT_MESSAGES = {
  secretOnce: 'Store this signing secret now: it is shown only this once.',
  deletePrompt:
    'Are you sure you want to delete this alert? Its delivery history is deleted with it and no more events are sent.',
  deleted: 'The alert has been deleted.',
  noAlerts: 'You have no alerts yet.',
  noDeliveries: 'No deliveries yet.',
  noChannel: 'Choose where to send the events: a webhook URL, e-mail, or both.',
  noEvents: 'Choose at least one event to send.',
  noFilters: 'An alert needs at least one filter. Build one in the report builder and use "Create alert".',
  badPrefill: 'The filters in the address could not be read; build them again in the report builder.',
} as const;

const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError, 429: ApiError };
const alertParam = z.object({ id: text().uuid() });

/**
 * The Alerts page's calls: the public API's alerts routes for the signed-in account, with the
 * session and the CSRF header instead of an API key. The server answers them with the same works
 * as /api/v1/alerts, so the page and the API can never disagree.
 */
export const alertsWebsiteContract = c.router({
  listAlerts: {
    method: 'GET',
    path: '/user/alerts/list',
    summary: 'The signed-in account’s alerts and its plan’s alert limits',
    responses: { 200: AlertList, ...errors },
  },
  createAlert: {
    method: 'POST',
    path: '/user/alerts/create',
    summary: 'Create an alert; the answer carries its signing secret, shown this once',
    body: CreateAlertBody,
    responses: { 201: AlertWithSecret, ...errors },
  },
  updateAlert: {
    method: 'POST',
    path: '/user/alerts/:id/update',
    pathParams: alertParam,
    summary:
      'Change an alert (only the fields sent); {"status":"paused"} pauses it, {"status":"active"} resumes it',
    body: UpdateAlertBody,
    responses: { 200: AlertSchema, ...errors },
  },
  deleteAlert: {
    method: 'POST',
    path: '/user/alerts/:id/delete',
    pathParams: alertParam,
    summary: 'Delete an alert',
    body: z.object({}).strict().optional(),
    responses: { 200: z.object({ ok: z.literal(true) }), ...errors },
  },
  testAlert: {
    method: 'POST',
    path: '/user/alerts/:id/test',
    pathParams: alertParam,
    summary: 'Send a signed alert.test event now',
    body: z.object({}).strict().optional(),
    responses: { 200: AlertTestResult, ...errors },
  },
  rotateAlertSecret: {
    method: 'POST',
    path: '/user/alerts/:id/rotate-secret',
    pathParams: alertParam,
    summary: 'A new signing secret, shown this once; the previous one signs too for a day',
    body: z.object({}).strict().optional(),
    responses: { 200: AlertWithSecret, ...errors },
  },
  alertDeliveries: {
    method: 'GET',
    path: '/user/alerts/:id/deliveries',
    pathParams: alertParam,
    query: z.object({
      limit: z.coerce.number().int().min(1).max(200).default(20),
      cursor: text().min(1).max(500).optional(),
    }),
    summary: 'Delivery attempts of an alert, newest first',
    responses: { 200: AlertDeliveryPage, ...errors },
  },
});
