import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AVATAR_MAX_BYTES,
  AVATAR_MESSAGES,
  DELETE_CONFIRM_MESSAGE,
  avatarTooManyPixelsMessage,
  type User,
  type UserExport,
} from '@embodied/contracts';
import { saveAvatar } from '../src/db/queries/avatars';
import { profile, shareLink, user as userTable, verification } from '../src/db/schema';
import { createSnapshot } from './support/snapshots';
import {
  EXIF_MAKE,
  HTML,
  JPEG_HEAD,
  JPEG_MAGIC_THEN_SVG,
  PNG_1PX,
  PNG_SIGNATURE_THEN_HTML,
  PNG_THEN_HTML,
  SVG,
  TEXT,
  WEBP_HEAD,
  animatedWebp,
  jpegWithExif,
  pngBomb,
  pngClaiming,
  pngOfSize,
  realImage,
} from './support/images';
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

/** The avatar the user is served now: status, type and bytes. */
async function servedAvatar(app: TestApp, u: SignedInUser) {
  const res = await app.request('/api/user/avatar', { headers: { cookie: u.cookie } });
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}

/** What sharp reads in a stored avatar: a 256 × 256 WebP without EXIF, ICC or XMP. */
async function expectCleanWebp(bytes: Buffer) {
  const meta = await sharp(bytes).metadata();
  expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
    format: 'webp',
    width: 256,
    height: 256,
  });
  expect(meta.exif).toBeUndefined();
  expect(meta.icc).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
}

/** The 400 an avatar refusal answers: the rule as the message, and as the issue of the field "avatar". */
async function expectAvatarRefused(res: Response, message: string) {
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({
    error: { code: 'invalid_request', message, issues: [{ path: 'avatar', message }] },
  });
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
        climateZone: null,
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

    it('keeps a climate zone per user (issue #49): none until chosen, 1–8, back to none; 400 naming the rule', async () => {
      const fresh = await signUpVerified(app);
      const put = (body: unknown) =>
        app.request('/api/user', { method: 'PUT', headers: fresh.headers, body: JSON.stringify(body) });
      expect((await put({ climateZone: 7 })).status).toBe(200);
      const mine = await app.request('/api/user', { headers: { cookie: fresh.cookie } });
      expect(((await mine.json()) as User).climateZone).toBe(7);
      for (const bad of [0, 9, 2.5, 'x']) {
        const res = await put({ climateZone: bad });
        expect(res.status).toBe(400);
        const issues = ((await res.json()) as ErrorJson).error.issues ?? [];
        expect(issues.map((i) => i.path)).toEqual(['climateZone']);
        expect(issues[0]?.message).toMatch(/^climateZone must be a whole number from 1 to 8, an NCC climate zone/);
      }
      expect(((await (await put({ climateZone: null })).json()) as User).climateZone).toBeNull();
    });

    it('keeps a time zone per user: Australia/Melbourne until changed, any zone Intl knows, nothing else', async () => {
      const fresh = await signUpVerified(app);
      const put = (body: unknown) =>
        app.request('/api/user', { method: 'PUT', headers: fresh.headers, body: JSON.stringify(body) });
      const mine = await app.request('/api/user', { headers: { cookie: fresh.cookie } });
      expect(((await mine.json()) as User).timeZone).toBe('Australia/Melbourne');
      const perth = await put({ timeZone: 'Australia/Perth' });
      expect(perth.status).toBe(200);
      expect(((await perth.json()) as User).timeZone).toBe('Australia/Perth');
      const again = await app.request('/api/user', { headers: { cookie: fresh.cookie } });
      expect(((await again.json()) as User).timeZone).toBe('Australia/Perth');
      expect(((await (await put({ timeZone: 'UTC' })).json()) as User).timeZone).toBe('UTC');
      for (const bad of ['Mars/Olympus_Mons', 'australia/perth', '', 'Australia/Perth; drop table', 7, null]) {
        const res = await put({ timeZone: bad });
        expect(res.status, String(bad)).toBe(400);
        const body = (await res.json()) as ErrorJson;
        expect(body.error.issues).toEqual([
          {
            path: 'timeZone',
            message: 'Time zone must be an IANA time zone such as Australia/Melbourne or Australia/Perth.',
          },
        ]);
      }
      expect(
        ((await (await app.request('/api/user', { headers: { cookie: fresh.cookie } })).json()) as User).timeZone,
      ).toBe('UTC');
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
        'Unknown field "email": only displayName, organisation, locale, currency, timeZone, defaultDataset, climateZone can be changed.',
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

    it('accepts a PNG and serves it back re-encoded, as a 256 × 256 WebP', async () => {
      const res = await uploadAvatar(app, me, PNG_1PX, 'me.png', 'image/png');
      expect(res.status).toBe(200);
      const body = (await res.json()) as User;
      expect(body.hasAvatar).toBe(true);
      expect(body.avatarUrl).toMatch(/^\/api\/user\/avatar\?v=\d+$/);
      const image = await app.request(body.avatarUrl!, { headers: { cookie: me.cookie } });
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
      await expectCleanWebp(Buffer.from(await image.arrayBuffer()));
      const cached = await app.request('/api/user/avatar', {
        headers: { cookie: me.cookie, 'if-none-match': image.headers.get('etag')! },
      });
      expect(cached.status).toBe(304);
    });

    it('goes by the content, not the name or declared type', async () => {
      const jpeg = await uploadAvatar(app, me, await realImage('jpeg'), 'notes.txt', 'text/plain');
      expect(jpeg.status).toBe(200);
      const fromJpeg = await servedAvatar(app, me);
      expect(fromJpeg.type).toBe('image/webp');
      await expectCleanWebp(fromJpeg.bytes);
      const webp = await uploadAvatar(app, me, await realImage('webp'), 'photo.png', 'image/png');
      expect(webp.status).toBe(200);
      const fromWebp = await servedAvatar(app, me);
      expect(fromWebp.type).toBe('image/webp');
      await expectCleanWebp(fromWebp.bytes);
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

    it('refuses the first bytes of a JPEG or WebP with nothing behind them', async () => {
      await expectAvatarRefused(
        await uploadAvatar(app, me, JPEG_HEAD, 'me.jpg', 'image/jpeg'),
        AVATAR_MESSAGES.unreadable,
      );
      await expectAvatarRefused(
        await uploadAvatar(app, me, WEBP_HEAD, 'me.webp', 'image/webp'),
        AVATAR_MESSAGES.unreadable,
      );
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

  // Issue #11: each of these was accepted and served back byte for byte while only the first bytes were checked.
  describe('the avatar is decoded, and only a re-encoded image is kept', () => {
    const html = HTML.toString('latin1');

    it('refuses a PNG signature followed by HTML, and keeps nothing', async () => {
      const u = await signUpVerified(app);
      await expectAvatarRefused(
        await uploadAvatar(app, u, PNG_SIGNATURE_THEN_HTML, 'me.png', 'image/png'),
        AVATAR_MESSAGES.unreadable,
      );
      expect((await servedAvatar(app, u)).status).toBe(404);
    });

    it('accepts a valid PNG with HTML after its end, but serves a clean 256 × 256 WebP without the HTML', async () => {
      const u = await signUpVerified(app);
      expect(PNG_THEN_HTML.toString('latin1')).toContain(html);
      expect((await uploadAvatar(app, u, PNG_THEN_HTML, 'me.png', 'image/png')).status).toBe(200);
      const served = await servedAvatar(app, u);
      expect(served.type).toBe('image/webp');
      await expectCleanWebp(served.bytes);
      expect(served.bytes.toString('latin1')).not.toContain('<script');
      expect(served.bytes.includes(HTML)).toBe(false);
    });

    it('refuses JPEG magic followed by <svg><script>, and keeps nothing', async () => {
      const u = await signUpVerified(app);
      await expectAvatarRefused(
        await uploadAvatar(app, u, JPEG_MAGIC_THEN_SVG, 'me.jpg', 'image/jpeg'),
        AVATAR_MESSAGES.unreadable,
      );
      expect((await servedAvatar(app, u)).status).toBe(404);
    });

    it('refuses a 20000 × 20000 decompression bomb (a valid PNG well under 2 MB), naming the 40 megapixel rule', async () => {
      const bomb = pngBomb(20000, 20000);
      expect(bomb.length).toBeLessThan(AVATAR_MAX_BYTES);
      expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ width: 20000, height: 20000 });
      const u = await signUpVerified(app);
      await expectAvatarRefused(
        await uploadAvatar(app, u, bomb, 'bomb.png', 'image/png'),
        avatarTooManyPixelsMessage(20000, 20000),
      );
      expect((await servedAvatar(app, u)).status).toBe(404);
    });

    it('refuses by the header, before decoding: a claimed 20000 × 20000 with no real rows gets the size rule', async () => {
      // Decoding this file would fail (its pixel data is ten bytes), as the same file at 100 × 100 shows.
      await expectAvatarRefused(
        await uploadAvatar(app, me, pngClaiming(100, 100), 'small.png', 'image/png'),
        AVATAR_MESSAGES.unreadable,
      );
      await expectAvatarRefused(
        await uploadAvatar(app, me, pngClaiming(20000, 20000), 'claims.png', 'image/png'),
        avatarTooManyPixelsMessage(20000, 20000),
      );
    });

    it('refuses a PNG whose header claims 2^31 × 2^31 pixels', async () => {
      const huge = pngClaiming(2 ** 31, 2 ** 31);
      expect(huge.readUInt32BE(16)).toBe(2 ** 31); // IHDR width, with a correct CRC (pngChunk)
      const u = await signUpVerified(app);
      await expectAvatarRefused(
        await uploadAvatar(app, u, huge, 'huge.png', 'image/png'),
        avatarTooManyPixelsMessage(2 ** 31, 2 ** 31),
      );
      expect((await servedAvatar(app, u)).status).toBe(404);
    });

    it('answers a malformed multipart body with a 400 about the upload, not about JSON', async () => {
      const boundary = '----embodied-test-boundary';
      const brokenBodies: { contentType: string; body: string }[] = [
        // The body's boundary is not the one the header announces, and the part never ends.
        {
          contentType: `multipart/form-data; boundary=${boundary}`,
          body: '------some-other-boundary\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n\r\nxx',
        },
        // No boundary at all.
        { contentType: 'multipart/form-data', body: 'not a multipart body' },
      ];
      for (const { contentType, body } of brokenBodies) {
        const res = await app.request('/api/user/avatar', {
          method: 'PUT',
          headers: { ...authHeaders(me), 'content-type': contentType },
          body,
        });
        await expectAvatarRefused(res, AVATAR_MESSAGES.malformedUpload);
      }
      expect(AVATAR_MESSAGES.malformedUpload).toMatch(/multipart/);
      expect(AVATAR_MESSAGES.malformedUpload).not.toMatch(/JSON/);
    });

    it('answers a JSON body with 415, in the error shape', async () => {
      const res = await app.request('/api/user/avatar', {
        method: 'PUT',
        headers: me.headers,
        body: JSON.stringify({ avatar: PNG_1PX.toString('base64') }),
      });
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({
        error: { code: 'unsupported_media_type', message: AVATAR_MESSAGES.notMultipart },
      });
    });

    it('stores a photo with EXIF and GPS as an upright 256 × 256 WebP with no metadata', async () => {
      const photo = await jpegWithExif();
      const input = await sharp(photo).metadata();
      expect(input).toMatchObject({ format: 'jpeg', width: 400, height: 200, orientation: 6 });
      expect(input.exif?.includes(EXIF_MAKE)).toBe(true);
      const u = await signUpVerified(app);
      expect((await uploadAvatar(app, u, photo, 'holiday.jpg', 'image/jpeg')).status).toBe(200);
      const served = await servedAvatar(app, u);
      expect(served.type).toBe('image/webp');
      await expectCleanWebp(served.bytes);
      expect((await sharp(served.bytes).metadata()).orientation).toBeUndefined();
      expect(served.bytes.includes(EXIF_MAKE)).toBe(false);
      // Turned upright by its orientation before the EXIF went: the red left half is now on top.
      const { data, info } = await sharp(served.bytes).raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => [
        ...data.subarray((y * 256 + x) * info.channels, (y * 256 + x) * info.channels + 3),
      ];
      const [topR, , topB] = pixel(128, 10);
      const [bottomR, , bottomB] = pixel(128, 245);
      expect(topR).toBeGreaterThan(200);
      expect(topB).toBeLessThan(60);
      expect(bottomB).toBeGreaterThan(200);
      expect(bottomR).toBeLessThan(60);
    });

    it('keeps the first frame of an animated WebP, as a still image', async () => {
      const animation = await animatedWebp();
      expect((await sharp(animation).metadata()).pages).toBe(2);
      const u = await signUpVerified(app);
      expect((await uploadAvatar(app, u, animation, 'wave.webp', 'image/webp')).status).toBe(200);
      const served = await servedAvatar(app, u);
      await expectCleanWebp(served.bytes);
      expect((await sharp(served.bytes).metadata()).pages).toBeUndefined();
      const { data } = await sharp(served.bytes).raw().toBuffer({ resolveWithObject: true });
      expect(data[0]).toBeGreaterThan(200); // red: the first frame
      expect(data[2]).toBeLessThan(60);
    });

    it('still serves an avatar stored before re-encoding, in its own type and bytes', async () => {
      const u = await signUpVerified(app);
      await saveAvatar(app.database.db, await userId(u.email), 'image/png', PNG_1PX);
      const served = await servedAvatar(app, u);
      expect(served).toEqual({ status: 200, type: 'image/png', bytes: PNG_1PX });
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
      const stored = await servedAvatar(app, u);
      expect(data.avatar).toMatchObject({
        contentType: 'image/webp',
        bytes: stored.bytes.length,
        dataUrl: `data:image/webp;base64,${stored.bytes.toString('base64')}`,
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
        await db.insert(shareLink).values({ token: `share-${id}`, snapshotSerial: snap.serial, ownerId: id });
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
          'organisation_member.user_id',
        ]),
      );
      // Snapshots name their creator without a foreign key (an organisation's snapshot outlives its
      // creator's account): the personal ones are checked as well.
      columns.push('snapshot.owner_id');
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
