import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

export interface MailSink {
  readonly port: number;
  readonly url: string;
  /** Every mail received so far, oldest first. */
  readonly mails: readonly ReceivedMail[];
  /** The first link of the first mail to `email` whose subject matches, waiting up to 10 s (mail goes in the background). */
  link(email: string, subject: RegExp): Promise<string>;
  close(): Promise<void>;
}

/** A real SMTP receiver (smtp-server) on 127.0.0.1: the app sends to it as to any mail server. */
export async function startMailSink(port = 0): Promise<MailSink> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to.flatMap((t) => t.value) : (mail.to?.value ?? []);
          mails.push({
            to: to.map((t) => t.address?.toLowerCase() ?? ''),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
          });
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const bound = (server.server.address() as AddressInfo).port;
  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    mails,
    async link(email, subject) {
      for (let i = 0; i < 200; i++) {
        const mail = mails.find((m) => m.to.includes(email.toLowerCase()) && subject.test(m.subject));
        const link = mail && /https?:\/\/\S+/.exec(mail.text)?.[0];
        if (link) return link;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`no mail "${String(subject)}" for ${email}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
