import type { Request, Response } from 'express';
import { isLoopbackHost } from '../config/index.ts';
import type { Db } from '../store/db.ts';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * /dev/outbox: the last 50 kept messages, newest first, so codes can be read while developing.
 * Mounted only when no SMTP server is configured and DEV_OUTBOX allows it (config.ts: never on an
 * address other hosts can reach); the app's Host check keeps other sites' pages out (DNS
 * rebinding). A peer that is not this machine is refused here as well, in case the binding ever
 * changes.
 */
export function outboxPage(db: Db) {
  return async (req: Request, res: Response) => {
    if (!isLoopbackHost(req.socket.remoteAddress ?? '')) {
      res.status(404).type('text/plain').send('Not found.\n');
      return;
    }
    const { rows } = await db.query<{ to_address: string; subject: string; body: string; created_at: Date }>(
      'SELECT to_address, subject, body, created_at FROM mail_outbox ORDER BY id DESC LIMIT 50',
    );
    const items = rows
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p>To ${escapeHtml(m.to_address)} — ${escapeHtml(new Date(m.created_at).toISOString())}</p><pre>${escapeHtml(m.body)}</pre></article>`,
      )
      .join('\n');
    res
      .type('html')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev outbox</title></head><body><h1>Dev outbox</h1><p>Mail kept because SMTP_URL is not set.</p>${items || '<p>No messages.</p>'}</body></html>`,
      );
  };
}
