import nodemailer from 'nodemailer';
import type { Logger } from '../log.ts';
import type { Db } from '../store/db.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /** The account the message is about, so deleting the account deletes its kept copies. */
  accountId?: number;
}

export interface Mailer {
  /** 'smtp' sends; 'outbox' keeps messages in the database (no SMTP_URL configured). */
  readonly kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
}

/** nodemailer over SMTP_URL, or the dev outbox when there is none. */
export function createMailer(opts: { smtpUrl?: string; from: string; db: Db; log: Logger }): Mailer {
  if (!opts.smtpUrl) {
    return {
      kind: 'outbox',
      async send(mail) {
        await opts.db.query(
          'INSERT INTO mail_outbox (account_id, to_address, subject, body) VALUES ($1, $2, $3, $4)',
          [mail.accountId ?? null, mail.to, mail.subject, mail.text],
        );
        opts.log.info({ to: mail.to, subject: mail.subject }, 'mail kept in the outbox (no SMTP_URL)');
      },
    };
  }
  const transport = nodemailer.createTransport(opts.smtpUrl);
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({
        from: opts.from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
      });
    },
  };
}
