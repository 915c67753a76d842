import { RECURRING_PERIODS, ReportFilters } from '@techcensus/contract';
import { z } from 'zod';
import type { Queryable } from '../../store/db.ts';

export const ORDER_KINDS = ['report', 'credits', 'subscription', 'renewal'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];
export type OrderStatus =
  | 'open'
  | 'processing'
  | 'paid'
  | 'failed'
  | 'expired'
  | 'refunded'
  | 'partially_refunded'
  | 'review';
export type PaymentProvider = 'stripe' | 'test';

/** What fulfilment needs, by kind; parsed again when read, so a bad row fails loudly. */
export const ReportOrderDetails = z.object({
  filters: ReportFilters,
  size: z.number().int().min(1),
  criteria: z.string(),
  url: z.string(),
});
export const CreditsOrderDetails = z.object({ package: z.string(), credits: z.number().int().min(1) });
export const PlanOrderDetails = z.object({ plan: z.string(), period: z.enum(RECURRING_PERIODS) });

export interface OrderRow {
  id: string;
  accountId: number;
  kind: OrderKind;
  name: string;
  amountCents: number;
  currency: string;
  status: OrderStatus;
  provider: PaymentProvider;
  details: Record<string, unknown>;
  checkoutSessionId: string | null;
  paymentIntentId: string | null;
  invoiceId: string | null;
  subscriptionRef: string | null;
  receiptUrl: string | null;
  reportId: string | null;
  createdAt: Date;
  paidAt: Date | null;
  refundedAt: Date | null;
}

const COLUMNS = `id, account_id, kind, name, amount_cents, currency, status, provider, details,
  checkout_session_id, payment_intent_id, invoice_id, subscription_ref, receipt_url, report_id,
  created_at, paid_at, refunded_at`;

const date = (v: unknown) => (v == null ? null : new Date(v as string | Date));

function toOrder(r: Record<string, unknown>): OrderRow {
  return {
    id: String(r.id),
    accountId: Number(r.account_id),
    kind: r.kind as OrderKind,
    name: String(r.name),
    amountCents: Number(r.amount_cents),
    currency: String(r.currency),
    status: r.status as OrderStatus,
    provider: r.provider as PaymentProvider,
    details: (typeof r.details === 'string' ? JSON.parse(r.details) : r.details) as Record<string, unknown>,
    checkoutSessionId: (r.checkout_session_id as string | null) ?? null,
    paymentIntentId: (r.payment_intent_id as string | null) ?? null,
    invoiceId: (r.invoice_id as string | null) ?? null,
    subscriptionRef: (r.subscription_ref as string | null) ?? null,
    receiptUrl: (r.receipt_url as string | null) ?? null,
    reportId: (r.report_id as string | null) ?? null,
    createdAt: new Date(r.created_at as string | Date),
    paidAt: date(r.paid_at),
    refundedAt: date(r.refunded_at),
  };
}

export interface NewOrder {
  id: string;
  accountId: number;
  kind: OrderKind;
  name: string;
  amountCents: number;
  currency: string;
  provider: PaymentProvider;
  details: Record<string, unknown>;
  status?: OrderStatus;
  invoiceId?: string;
  subscriptionRef?: string;
  receiptUrl?: string | null;
  paidAt?: Date;
}

export const orderStore = {
  /** Inserts an order; with an `invoiceId` already recorded, returns null instead. */
  async insert(db: Queryable, o: NewOrder): Promise<OrderRow | null> {
    const { rows } = await db.query(
      `INSERT INTO orders (id, account_id, kind, name, amount_cents, currency, provider, details, status,
                           invoice_id, subscription_ref, receipt_url, paid_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       ON CONFLICT (invoice_id) DO NOTHING
       RETURNING ${COLUMNS}`,
      [
        o.id,
        o.accountId,
        o.kind,
        o.name,
        o.amountCents,
        o.currency,
        o.provider,
        JSON.stringify(o.details),
        o.status ?? 'open',
        o.invoiceId ?? null,
        o.subscriptionRef ?? null,
        o.receiptUrl ?? null,
        o.paidAt ?? null,
      ],
    );
    return rows[0] ? toOrder(rows[0]) : null;
  },

  async byId(db: Queryable, id: string): Promise<OrderRow | null> {
    const { rows } = await db.query(`SELECT ${COLUMNS} FROM orders WHERE id = $1`, [id]);
    return rows[0] ? toOrder(rows[0]) : null;
  },

  /** The order, locked until the transaction ends: events about one order are handled one at a time. */
  async lock(tx: Queryable, id: string): Promise<OrderRow | null> {
    const { rows } = await tx.query(`SELECT ${COLUMNS} FROM orders WHERE id = $1 FOR UPDATE`, [id]);
    return rows[0] ? toOrder(rows[0]) : null;
  },

  async byPaymentIntent(db: Queryable, paymentIntentId: string): Promise<OrderRow | null> {
    const { rows } = await db.query(
      `SELECT ${COLUMNS} FROM orders WHERE payment_intent_id = $1 ORDER BY created_at LIMIT 1`,
      [paymentIntentId],
    );
    return rows[0] ? toOrder(rows[0]) : null;
  },

  async byInvoice(db: Queryable, invoiceId: string): Promise<OrderRow | null> {
    const { rows } = await db.query(`SELECT ${COLUMNS} FROM orders WHERE invoice_id = $1`, [invoiceId]);
    return rows[0] ? toOrder(rows[0]) : null;
  },

  async setCheckoutSession(db: Queryable, id: string, sessionId: string): Promise<void> {
    await db.query('UPDATE orders SET checkout_session_id = $2 WHERE id = $1', [id, sessionId]);
  },

  /**
   * Moves an order to `status` when it is in one of `from`, setting the other columns given;
   * null when it was not (already moved by an earlier delivery of the same news).
   */
  async transition(
    tx: Queryable,
    id: string,
    from: OrderStatus[],
    status: OrderStatus,
    set: Partial<
      Pick<
        OrderRow,
        'paymentIntentId' | 'invoiceId' | 'subscriptionRef' | 'receiptUrl' | 'paidAt' | 'refundedAt'
      >
    > = {},
  ): Promise<OrderRow | null> {
    const { rows } = await tx.query(
      `UPDATE orders SET status = $3,
         payment_intent_id = COALESCE($4, payment_intent_id),
         invoice_id = COALESCE($5, invoice_id),
         subscription_ref = COALESCE($6, subscription_ref),
         receipt_url = COALESCE($7, receipt_url),
         paid_at = COALESCE($8, paid_at),
         refunded_at = COALESCE($9, refunded_at)
       WHERE id = $1 AND status = ANY($2)
       RETURNING ${COLUMNS}`,
      [
        id,
        from,
        status,
        set.paymentIntentId ?? null,
        set.invoiceId ?? null,
        set.subscriptionRef ?? null,
        set.receiptUrl ?? null,
        set.paidAt ?? null,
        set.refundedAt ?? null,
      ],
    );
    return rows[0] ? toOrder(rows[0]) : null;
  },

  /** Fills columns that were empty, whatever the status (a receipt arriving after the payment). */
  async fill(
    tx: Queryable,
    id: string,
    set: Partial<Pick<OrderRow, 'invoiceId' | 'receiptUrl' | 'reportId' | 'paymentIntentId'>>,
  ): Promise<void> {
    await tx.query(
      `UPDATE orders SET invoice_id = COALESCE(invoice_id, $2), receipt_url = COALESCE(receipt_url, $3),
         report_id = COALESCE(report_id, $4), payment_intent_id = COALESCE(payment_intent_id, $5)
       WHERE id = $1`,
      [id, set.invoiceId ?? null, set.receiptUrl ?? null, set.reportId ?? null, set.paymentIntentId ?? null],
    );
  },

  /** An account's orders, newest first. */
  async ofAccount(db: Queryable, accountId: number, limit = 100): Promise<OrderRow[]> {
    const { rows } = await db.query(
      `SELECT ${COLUMNS} FROM orders WHERE account_id = $1 ORDER BY created_at DESC, id LIMIT $2`,
      [accountId, limit],
    );
    return rows.map(toOrder);
  },
};
