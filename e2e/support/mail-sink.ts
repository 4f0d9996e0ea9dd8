import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

/** A real SMTP receiver: every message it accepts is parsed and written as JSON for tests to read. */
export async function startMailSink(port: number, dir: string): Promise<{ close(): Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  let counter = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to.flatMap((t) => t.value) : (mail.to?.value ?? []);
          const record = {
            to: to.map((t) => t.address?.toLowerCase()),
            from: mail.from?.text,
            subject: mail.subject,
            text: mail.text,
            html: mail.html || '',
          };
          // Write then rename, so a reader never sees half a message.
          const name = `${Date.now()}-${++counter}.json`;
          writeFileSync(path.join(dir, `.${name}.part`), JSON.stringify(record));
          renameSync(path.join(dir, `.${name}.part`), path.join(dir, name));
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
