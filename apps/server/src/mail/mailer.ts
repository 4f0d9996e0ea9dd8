import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the message is about (verification, reset, invitation); logged by the outbox in development only. */
  link?: string;
}

export interface OutboxEntry extends MailMessage {
  id: string;
  from: string;
  sentAt: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Messages in the development outbox, newest first (empty when mail goes to SMTP). */
  outbox(): OutboxEntry[];
  readonly kind: 'smtp' | 'outbox';
}

/**
 * SMTP when SMTP_URL is set; otherwise a development outbox of JSON files under the data folder,
 * listed at /dev/mailbox, so a newcomer can verify an account with no mail server.
 */
export function createMailer(opts: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  logger: Logger;
  /**
   * Whether the outbox logs each message's link, so a developer can follow it from the terminal.
   * A link is a credential (a reset, an invitation): only with NODE_ENV=development (server.ts).
   */
  logLinks?: boolean;
}): Mailer {
  const { smtpUrl } = opts;
  if (smtpUrl) {
    // nodemailer loads with the first message, not at start-up (a server that sends no mail never holds it).
    let transport: Promise<Transporter> | undefined;
    const smtp = () => (transport ??= import('nodemailer').then((m) => m.default.createTransport(smtpUrl)));
    return {
      kind: 'smtp',
      async send(message) {
        await (
          await smtp()
        ).sendMail({
          from: opts.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
        opts.logger.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
      outbox: () => [],
    };
  }
  mkdirSync(opts.outboxDir, { recursive: true });
  let counter = 0;
  return {
    kind: 'outbox',
    send(message) {
      const sentAt = new Date();
      const id = `${sentAt.getTime()}-${process.pid}-${++counter}`;
      const entry: OutboxEntry = { ...message, id, from: opts.from, sentAt: sentAt.toISOString() };
      writeFileSync(path.join(opts.outboxDir, `${id}.json`), JSON.stringify(entry, null, 2));
      opts.logger.info(
        { to: message.to, subject: message.subject, ...(opts.logLinks ? { link: message.link } : {}) },
        'mail written to the development outbox (open /dev/mailbox)',
      );
      return Promise.resolve();
    },
    outbox() {
      return readdirSync(opts.outboxDir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => JSON.parse(readFileSync(path.join(opts.outboxDir, f), 'utf8')) as OutboxEntry)
        .sort((a, b) => b.sentAt.localeCompare(a.sentAt) || b.id.localeCompare(a.id));
    },
  };
}
