import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AVATAR_MAX_BYTES,
  AVATAR_MESSAGES,
  DELETE_CONFIRM_MESSAGE,
  type User,
  type UserExport,
} from '@embodied/contracts';
import { profile, shareLink, user as userTable, verification } from '../src/db/schema';
import { createSnapshot } from './support/snapshots';
import { JPEG_HEAD, PNG_1PX, SVG, TEXT, WEBP_HEAD, pngOfSize } from './support/images';
import { signUpVerified, type SignedInUser } from './support/session';
import { createTestApp, describeEachDatabase, type TestApp } from './support/test-app';

interface ErrorJson {
  error: { code: string; message: string; issues?: { path: string; message: string }[] };
}

/** Cookie + anti-forgery headers without the JSON content type (for multipart and bodiless calls). */
const authHeaders = (u: SignedInUser) => ({ cookie: u.cookie, 'x-xsrf-token': u.xsrf });

function uploadAvatar(app: TestApp, u: SignedInUser, bytes: Buffer, name: string, type: string) {
  const form = new FormData();
  form.set('avatar', new File([new Uint8Array(bytes)], name, { type }));
  return app.request('/api/user/avatar', { method: 'PUT', headers: authHeaders(u), body: form });
}

describeEachDatabase('the user API', (kind) => {
  let app: TestApp;
  let me: SignedInUser;
  beforeAll(async () => {
    // A generous sign-up limit: this file creates several users from one address (auth.test.ts checks the limit).
    app = await createTestApp(kind, { AUTH_RATE_LIMIT_MAX: '100' });
    me = await signUpVerified(app);
  });
  afterAll(async () => app.close());

  const userId = async (email: string) =>
    (await app.database.db.select({ id: userTable.id }).from(userTable).where(eq(userTable.email, email)))[0]!.id;
  const profileRows = async (id: string) => app.database.db.select().from(profile).where(eq(profile.userId, id));

  describe('the product user record', () => {
    it('is created on the first verified sign-in, before the web app asks for it', async () => {
      const u = await signUpVerified(app);
      expect(await profileRows(await userId(u.email))).toHaveLength(1);
    });

    it('GET /api/user answers the record with its defaults', async () => {
      const res = await app.request('/api/user', { headers: { cookie: me.cookie } });
      expect(res.status).toBe(200);
      const body = (await res.json()) as User;
      expect(body).toMatchObject({
        email: me.email,
        emailVerified: true,
        displayName: '',
        organisation: '',
        locale: 'en-AU',
        currency: 'AUD',
        defaultDataset: null,
        effectiveDataset: app.config.defaultDataset,
        hasAvatar: false,
        avatarUrl: null,
        hasPassword: true,
      });
    });

    it('GET /api/user creates the profile row when it is missing', async () => {
      const u = await signUpVerified(app);
      const id = await userId(u.email);
      await app.database.db.delete(profile).where(eq(profile.userId, id));
      const res = await app.request('/api/user', { headers: { cookie: u.cookie } });
      expect(res.status).toBe(200);
      expect(await profileRows(id)).toHaveLength(1);
    });

    it('POST /api/user is idempotent: 201 when it creates the record, 200 after, and one row', async () => {
      const u = await signUpVerified(app);
      const id = await userId(u.email);
      await app.database.db.delete(profile).where(eq(profile.userId, id));
      const first = await app.request('/api/user', { method: 'POST', headers: u.headers, body: '{}' });
      expect(first.status).toBe(201);
      const second = await app.request('/api/user', { method: 'POST', headers: u.headers, body: '{}' });
      expect(second.status).toBe(200);
      const bodiless = await app.request('/api/user', { method: 'POST', headers: authHeaders(u) });
      expect(bodiless.status).toBe(200);
      expect(((await second.json()) as User).email).toBe(u.email);
      expect(await profileRows(id)).toHaveLength(1);
    });

    it('POST /api/user refuses a body with fields in it', async () => {
      const res = await app.request('/api/user', {
        method: 'POST',
        headers: me.headers,
        body: JSON.stringify({ admin: true }),
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorJson).error.issues?.[0]?.message).toMatch(/admin/);
    });
  });

  describe('PUT /api/user', () => {
    it('changes the fields it is given and keeps the others', async () => {
      const res = await app.request('/api/user', {
        method: 'PUT',
        headers: me.headers,
        body: JSON.stringify({
          displayName: '  Ada Builder ',
          organisation: 'Green Homes',
          locale: 'en-NZ',
          defaultDataset: 'au-conservative',
        }),
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        displayName: 'Ada Builder',
        organisation: 'Green Homes',
        locale: 'en-NZ',
        currency: 'AUD',
        defaultDataset: 'au-conservative',
        effectiveDataset: 'au-conservative',
      });
      const again = await app.request('/api/user', {
        method: 'PUT',
        headers: me.headers,
        body: JSON.stringify({ organisation: 'Greener Homes' }),
      });
      expect(await again.json()).toMatchObject({ displayName: 'Ada Builder', organisation: 'Greener Homes' });
      const back = await app.request('/api/user', {
        method: 'PUT',
        headers: me.headers,
        body: JSON.stringify({ defaultDataset: null }),
      });
      expect(await back.json()).toMatchObject({ defaultDataset: null, effectiveDataset: app.config.defaultDataset });
    });

    it('answers 400 naming every bad field and its rule', async () => {
      const res = await app.request('/api/user', {
        method: 'PUT',
        headers: me.headers,
        body: JSON.stringify({
          displayName: 'x'.repeat(101),
          organisation: 7,
          locale: 'fr-FR',
          currency: 'USD',
          defaultDataset: 'nope',
        }),
      });
      expect(res.status).toBe(400);
      const body = (await res.json()) as ErrorJson;
      expect(body.error.code).toBe('invalid_request');
      const byPath = Object.fromEntries((body.error.issues ?? []).map((i) => [i.path, i.message]));
      expect(byPath.displayName).toBe('Display name must be at most 100 characters.');
      expect(byPath.organisation).toBeDefined();
      expect(byPath.locale).toBe('Locale must be one of en-AU, en-NZ, en-GB, en-US.');
      expect(byPath.currency).toBe('Currency must be one of AUD.');
      expect(byPath.defaultDataset).toMatch(/^Dataset must be one of /);
      expect(body.error.message).toMatch(/displayName/);
    });

    it('refuses unknown fields by name', async () => {
      const res = await app.request('/api/user', {
        method: 'PUT',
        headers: me.headers,
        body: JSON.stringify({ displayName: 'A', email: 'other@example.com' }),
      });
      expect(res.status).toBe(400);
      const body = (await res.json()) as ErrorJson;
      expect(body.error.issues?.[0]?.message).toBe(
        'Unknown field "email": only displayName, organisation, locale, currency, defaultDataset can be changed.',
      );
    });

    it('answers 400 for a body that is not JSON', async () => {
      const res = await app.request('/api/user', { method: 'PUT', headers: me.headers, body: '{nope' });
      expect(res.status).toBe(400);
    });
  });

  describe('the avatar', () => {
    it('is 404 before there is one', async () => {
      const res = await app.request('/api/user/avatar', { headers: { cookie: me.cookie } });
      expect(res.status).toBe(404);
      expect(((await res.json()) as ErrorJson).error.message).toBe('You have no avatar yet.');
    });

    it('accepts a PNG and serves the same bytes back with its type', async () => {
      const res = await uploadAvatar(app, me, PNG_1PX, 'me.png', 'image/png');
      expect(res.status).toBe(200);
      const body = (await res.json()) as User;
      expect(body.hasAvatar).toBe(true);
      expect(body.avatarUrl).toMatch(/^\/api\/user\/avatar\?v=\d+$/);
      const image = await app.request(body.avatarUrl!, { headers: { cookie: me.cookie } });
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await image.arrayBuffer()).equals(PNG_1PX)).toBe(true);
      const cached = await app.request('/api/user/avatar', {
        headers: { cookie: me.cookie, 'if-none-match': image.headers.get('etag')! },
      });
      expect(cached.status).toBe(304);
    });

    it('goes by the content, not the name or declared type', async () => {
      const jpeg = await uploadAvatar(app, me, JPEG_HEAD, 'notes.txt', 'text/plain');
      expect(jpeg.status).toBe(200);
      expect(
        (await app.request('/api/user/avatar', { headers: { cookie: me.cookie } })).headers.get('content-type'),
      ).toBe('image/jpeg');
      const webp = await uploadAvatar(app, me, WEBP_HEAD, 'photo.png', 'image/png');
      expect(webp.status).toBe(200);
      expect(
        (await app.request('/api/user/avatar', { headers: { cookie: me.cookie } })).headers.get('content-type'),
      ).toBe('image/webp');
      const text = await uploadAvatar(app, me, TEXT, 'photo.png', 'image/png');
      expect(text.status).toBe(400);
      expect(await text.json()).toEqual({
        error: {
          code: 'invalid_request',
          message: AVATAR_MESSAGES.notImage,
          issues: [{ path: 'avatar', message: AVATAR_MESSAGES.notImage }],
        },
      });
    });

    it('refuses an SVG, saying why', async () => {
      const res = await uploadAvatar(app, me, SVG, 'me.svg', 'image/svg+xml');
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorJson).error.message).toBe(AVATAR_MESSAGES.svg);
    });

    it('refuses a file just over 2 MB and one far over it', async () => {
      const justOver = await uploadAvatar(app, me, pngOfSize(AVATAR_MAX_BYTES + 1), 'big.png', 'image/png');
      expect(justOver.status).toBe(400);
      expect(((await justOver.json()) as ErrorJson).error.message).toBe(AVATAR_MESSAGES.tooLarge);
      const farOver = await uploadAvatar(app, me, pngOfSize(6 * 1024 * 1024), 'huge.png', 'image/png');
      expect(farOver.status).toBe(400);
      expect(((await farOver.json()) as ErrorJson).error.message).toBe(AVATAR_MESSAGES.tooLarge);
    });

    it('accepts exactly 2 MB, past the 256 KB limit of other API calls', async () => {
      const res = await uploadAvatar(app, me, pngOfSize(AVATAR_MAX_BYTES), 'max.png', 'image/png');
      expect(res.status).toBe(200);
    });

    it('answers 400 when no file is sent', async () => {
      const form = new FormData();
      form.set('avatar', 'not a file');
      const res = await app.request('/api/user/avatar', { method: 'PUT', headers: authHeaders(me), body: form });
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorJson).error.issues).toEqual([
        { path: 'avatar', message: AVATAR_MESSAGES.missing },
      ]);
    });

    it('can be removed', async () => {
      await uploadAvatar(app, me, PNG_1PX, 'me.png', 'image/png');
      const res = await app.request('/api/user/avatar', { method: 'DELETE', headers: authHeaders(me) });
      expect(res.status).toBe(200);
      expect(((await res.json()) as User).hasAvatar).toBe(false);
      expect((await app.request('/api/user/avatar', { headers: { cookie: me.cookie } })).status).toBe(404);
      expect((await app.request('/api/user/avatar', { method: 'DELETE', headers: authHeaders(me) })).status).toBe(404);
    });

    it("is the user's own: another user does not see it", async () => {
      await uploadAvatar(app, me, PNG_1PX, 'me.png', 'image/png');
      const other = await signUpVerified(app);
      expect((await app.request('/api/user/avatar', { headers: { cookie: other.cookie } })).status).toBe(404);
    });
  });

  describe('download my data', () => {
    it('exports the account, profile, avatar and snapshots as a JSON attachment, with no secrets', async () => {
      const u = await signUpVerified(app);
      const id = await userId(u.email);
      await app.request('/api/user', {
        method: 'PUT',
        headers: u.headers,
        body: JSON.stringify({ organisation: 'Export Pty Ltd' }),
      });
      await uploadAvatar(app, u, PNG_1PX, 'me.png', 'image/png');
      const snap = await createSnapshot(app.database.db, {
        ownerId: id,
        kind: 'footing',
        project: 'Export test',
        inputs: { area: 100 },
        outputs: { c02Reduction: 5 },
        datasetId: 'au-typical',
        datasetVersion: '2025.1',
        engineVersion: 'test',
      });
      const res = await app.request('/api/user/export', { headers: { cookie: u.cookie } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(
        /^attachment; filename="embodied-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      const text = await res.text();
      const data = JSON.parse(text) as UserExport;
      expect(data.account).toMatchObject({ id, email: u.email, emailVerified: true });
      expect(data.account.signInMethods.map((m) => m.provider)).toEqual(['credential']);
      expect(data.profile.organisation).toBe('Export Pty Ltd');
      expect(data.avatar).toMatchObject({
        contentType: 'image/png',
        bytes: PNG_1PX.length,
        dataUrl: `data:image/png;base64,${PNG_1PX.toString('base64')}`,
      });
      expect(data.snapshots).toEqual([
        expect.objectContaining({
          number: snap.number,
          project: 'Export test',
          contentHash: snap.contentHash,
          inputs: { area: 100 },
        }),
      ]);
      expect(data.sessions.length).toBeGreaterThan(0);
      const token = decodeURIComponent(/better-auth\.session_token=([^;.]+)/.exec(u.cookie)![1]!);
      expect(text).not.toContain(token);
      expect(text).not.toMatch(/password|scrypt/i);
    });
  });

  describe('DELETE /api/user', () => {
    it('needs the account e-mail typed as confirmation', async () => {
      const u = await signUpVerified(app);
      for (const body of [{ confirm: 'someone-else@example.com' }, { confirm: '' }, {}]) {
        const res = await app.request('/api/user', {
          method: 'DELETE',
          headers: u.headers,
          body: JSON.stringify(body),
        });
        expect(res.status).toBe(400);
        expect(((await res.json()) as ErrorJson).error.issues).toEqual([
          { path: 'confirm', message: DELETE_CONFIRM_MESSAGE },
        ]);
      }
      expect((await app.request('/api/user', { headers: { cookie: u.cookie } })).status).toBe(200);
    });

    it("removes every row that is the user's, in every table, clears the cookies, and leaves other users alone", async () => {
      const db = app.database.db;
      const victim = await signUpVerified(app);
      const bystander = await signUpVerified(app);
      const victimId = await userId(victim.email);
      const bystanderId = await userId(bystander.email);
      // Give both users something in every table: profile (already), avatar, snapshots, share links, a pending reset.
      for (const [u, id] of [
        [victim, victimId],
        [bystander, bystanderId],
      ] as const) {
        await uploadAvatar(app, u, PNG_1PX, 'me.png', 'image/png');
        const snap = await createSnapshot(db, {
          ownerId: id,
          kind: 'wall',
          project: 'P',
          inputs: {},
          outputs: {},
          datasetId: 'au-typical',
          datasetVersion: '1',
          engineVersion: 't',
        });
        await db.insert(shareLink).values({ token: `share-${id}`, snapshotNumber: snap.number, ownerId: id });
        await app.request('/api/auth/request-password-reset', {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: app.config.publicUrl },
          body: JSON.stringify({ email: u.email, redirectTo: '/reset-password' }),
        });
      }
      expect((await db.select().from(verification).where(eq(verification.value, victimId))).length).toBe(1);

      // Every column in the database that references a user, found from the catalogue so that a table added later is covered too.
      const refs = await db.execute<{ table_name: string; column_name: string }>(sql`
        select kcu.table_name, kcu.column_name
        from information_schema.referential_constraints rc
        join information_schema.key_column_usage kcu on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
        join information_schema.constraint_column_usage ccu on ccu.constraint_name = rc.unique_constraint_name and ccu.constraint_schema = rc.unique_constraint_schema
        where ccu.table_name = 'user' and ccu.column_name = 'id'`);
      const columns = refs.rows.map((r) => `${r.table_name}.${r.column_name}`).sort();
      expect(columns).toEqual(
        expect.arrayContaining([
          'account.user_id',
          'avatar.user_id',
          'profile.user_id',
          'session.user_id',
          'share_link.owner_id',
          'snapshot.owner_id',
        ]),
      );
      const countsFor = async (id: string) => {
        const counts: Record<string, number> = {};
        for (const col of [...columns, 'user.id', 'verification.value']) {
          const [table, column] = col.split('.') as [string, string];
          const r = await db.execute<{ n: string | number }>(
            sql`select count(*) as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${id}`,
          );
          counts[col] = Number(r.rows[0]!.n);
        }
        return counts;
      };
      const before = await countsFor(victimId);
      for (const col of [
        'user.id',
        'account.user_id',
        'session.user_id',
        'profile.user_id',
        'avatar.user_id',
        'snapshot.owner_id',
        'share_link.owner_id',
        'verification.value',
      ]) {
        expect(before[col], col).toBeGreaterThan(0);
      }
      const bystanderBefore = await countsFor(bystanderId);

      const res = await app.request('/api/user', {
        method: 'DELETE',
        headers: victim.headers,
        body: JSON.stringify({ confirm: victim.email.toUpperCase() }),
      });
      expect(res.status).toBe(204);
      const cleared = res.headers.getSetCookie().filter((c) => c.startsWith('better-auth.session_token='));
      expect(cleared).toHaveLength(1);
      expect(cleared[0]).toMatch(/Max-Age=0/i);

      const after = await countsFor(victimId);
      expect(
        Object.values(after).every((n) => n === 0),
        JSON.stringify(after),
      ).toBe(true);
      expect(await countsFor(bystanderId)).toEqual(bystanderBefore);

      expect((await app.request('/api/user', { headers: { cookie: victim.cookie } })).status).toBe(401);
      const signIn = await app.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: app.config.publicUrl },
        body: JSON.stringify({ email: victim.email, password: 'Carbon#2026ok' }),
      });
      expect(signIn.status).toBe(401);
    });
  });
});
