/**
 * Credentials never reach the log (issue #47): each flow that puts a credential in a path — a
 * password reset, an invitation, a share link — runs against the real app in production mode, and
 * the lines it logged are then searched for the credential. The development outbox logs its links
 * only in development.
 */
import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_FOOTING } from '@embodied/contracts';
import { createMailer } from '../src/mail/mailer';
import { loggedPath } from '../src/http/log-redaction';
import { resetPassword, signUpVerified, type SignedInUser } from './support/session';
import { createTestApp, describeEachDatabase, type TestApp } from './support/test-app';

describeEachDatabase('the request log in production', (kind) => {
  let app: TestApp;
  const log: string[] = [];
  let owner: SignedInUser;
  const send = (u: SignedInUser, method: string, p: string, body?: unknown) =>
    app.request(p, { method, headers: u.headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const newestMail = async (email: string, subject: string) => {
    for (let i = 0; i < 100; i++) {
      const mail = app.mailer.outbox().find((m) => m.to === email && m.subject.includes(subject));
      if (mail) return mail;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no "${subject}" mail for ${email}`);
  };
  /** The log written since `from`, with a check that it holds requests at all. */
  const logSince = (from: number) => {
    const text = log.slice(from).join('');
    expect(text).toContain('"msg":"request"');
    return text;
  };

  beforeAll(async () => {
    app = await createTestApp(
      kind,
      { NODE_ENV: 'production', PUBLIC_URL: 'https://embodied.example.com', AUTH_RATE_LIMIT_MAX: '200' },
      { log },
    );
    owner = await signUpVerified(app);
  });
  afterAll(() => app?.close());

  it('holds no password-reset token: not the mailed link, not the reset', async () => {
    const from = log.length;
    const { linkToken, token, reset } = await resetPassword(app, owner.email, 'Fresh#Start9');
    expect(token).not.toBe('');
    expect(reset.status).toBe(200);
    const text = logSince(from);
    expect(text).not.toContain(linkToken);
    expect(text).not.toContain(token);
    expect(text).toContain('"path":"/api/auth/reset-password/[token]"');
    // The outbox, in production, logs who was mailed what, but not the link.
    expect(text).toContain('mail written to the development outbox');
    expect(text).not.toContain('"link"');
  });

  it('holds no invitation token: not the preview, not the page, not the mail', async () => {
    const from = log.length;
    const me = await signUpVerified(app);
    const org = (await (await send(me, 'POST', '/api/organisations', { name: 'Log Test Co' })).json()) as {
      id: string;
    };
    const email = `invited-${Math.random().toString(36).slice(2, 8)}@example.com`;
    expect((await send(me, 'POST', `/api/organisations/${org.id}/invitations`, { email, role: 'editor' })).status).toBe(
      201,
    );
    const link = new URL((await newestMail(email, 'invited you')).link!);
    const token = link.pathname.split('/').pop()!;
    expect(link.pathname).toBe(`/invitations/${token}`);
    expect((await app.request(`/api/invitations/${token}`)).status).toBe(200);
    await app.request(`/invitations/${token}`);
    const text = logSince(from);
    expect(text).not.toContain(token);
    expect(text).toContain('"path":"/api/invitations/[token]"');
    expect(text).toContain('"path":"/invitations/[token]"');
  });

  it('holds no share-link token: not the API, the PDF, the page, nor the revocation', async () => {
    const from = log.length;
    const sharer = await signUpVerified(app);
    const { snapshot } = (await (
      await send(sharer, 'POST', '/api/project/calculate-footing', { ...EXAMPLE_FOOTING, project: 'Shared' })
    ).json()) as { snapshot: number };
    const share = await send(sharer, 'POST', `/api/snapshots/${snapshot}/share`);
    expect(share.status).toBe(201);
    const { token } = (await share.json()) as { token: string };
    expect((await app.request(`/api/shared/${token}`)).status).toBe(200);
    expect((await app.request(`/api/shared/${token}/export.pdf`)).status).toBe(200);
    await app.request(`/shared/${token}`);
    expect((await send(sharer, 'DELETE', `/api/snapshots/${snapshot}/share/${token}`)).status).toBe(200);
    const text = logSince(from);
    expect(text).not.toContain(token);
    for (const p of [
      '/api/shared/[token]',
      '/api/shared/[token]/export.pdf',
      '/shared/[token]',
      `/api/snapshots/${snapshot}/share/[token]`,
    ])
      expect(text).toContain(`"path":"${p}"`);
  });
});

describe('the log redaction list', () => {
  it('replaces only the credential segment, whatever its case, and leaves other paths alone', () => {
    expect(loggedPath('/api/auth/reset-password/abc123')).toBe('/api/auth/reset-password/[token]');
    expect(loggedPath('/API/Shared/abc/export.pdf')).toBe('/API/Shared/[token]/export.pdf');
    expect(loggedPath('/api/snapshots/12/share/abc')).toBe('/api/snapshots/12/share/[token]');
    expect(loggedPath('/api/snapshots/12/shares')).toBe('/api/snapshots/12/shares');
    expect(loggedPath('/api/organisations/9/invitations/41')).toBe('/api/organisations/9/invitations/41');
    expect(loggedPath('/slab')).toBe('/slab');
  });
});

describe('the development outbox', () => {
  it('logs the link it wrote in development only', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'embodied-outbox-log-'));
    try {
      for (const logLinks of [true, false]) {
        const lines: string[] = [];
        const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
        const mailer = createMailer({ smtpUrl: undefined, from: 'a@b.c', outboxDir: dir, logger, logLinks });
        const link = 'https://embodied.example.com/invitations/secret-token-123';
        await mailer.send({ to: 'x@example.com', subject: 'Invitation', text: link, html: link, link });
        expect(lines.join('').includes('secret-token-123')).toBe(logLinks);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
