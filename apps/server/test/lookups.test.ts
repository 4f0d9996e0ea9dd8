import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DATASET_IDS, getLookups, LOOKUP_LIST_NAMES, type DatasetId } from '@embodied/engine';
import { lookupListSchema, lookupsSchema } from '@embodied/contracts';
import { profile, user } from '../src/db/schema';
import { PASSWORD, signUpVerified, type SignedInUser } from './support/session';
import { createTestApp, describeEachDatabase, type TestApp } from './support/test-app';

/** Per m² of wall, from docs/methodology.md "The 13 wall types" (engine values, 2 dp). */
const BRICK_VENEER: Record<DatasetId, number> = { 'au-typical': 42.87, 'au-conservative': 83.76, 'au-hybrid': 65.45 };

describeEachDatabase('lookups API', (kind) => {
  let app: TestApp;
  let session: SignedInUser;
  const get = (path: string, headers: Record<string, string> = { cookie: session.cookie }) =>
    app.request(path, { headers });

  beforeAll(async () => {
    app = await createTestApp(kind);
    session = await signUpVerified(app);
  });
  afterAll(async () => app.close());

  it.each(DATASET_IDS)('answers every list on %s with the engine’s own numbers', async (datasetId) => {
    const expected = JSON.parse(JSON.stringify(getLookups(datasetId))) as ReturnType<typeof getLookups>;
    const all = await get(`/api/lookups?dataset=${datasetId}`);
    expect(all.status).toBe(200);
    const body = lookupsSchema.parse(await all.json());
    expect(body).toEqual(expected);
    expect(body.dataset.id).toBe(datasetId);

    for (const list of LOOKUP_LIST_NAMES) {
      const res = await get(`/api/lookups/${list}?dataset=${datasetId}`);
      expect(res.status, list).toBe(200);
      const one = lookupListSchema.parse(await res.json());
      expect(one).toEqual({ dataset: expected.dataset, list, options: expected[list] });
      expect(one.options.length, list).toBeGreaterThan(0);
    }
  });

  it.each(DATASET_IDS)('gives brick veneer its per-m² carbon, unit, source and cost on %s', async (datasetId) => {
    const res = await get(`/api/lookups/wallTypes?dataset=${datasetId}`);
    const { options } = lookupListSchema.parse(await res.json());
    const option = options.find((o) => o.key === 'BrickVeneerVirginLocal');
    expect(option?.label).toBe('Brick veneer (virgin, Local)');
    expect(option?.carbon).toBeCloseTo(BRICK_VENEER[datasetId], 2);
    expect(option?.unit).toMatch(/kgCO2e\/m² of wall/);
    expect(option?.source).toMatch(/^Estimate \(the product’s stated build-up; see the Methodology page\) from: /);
    expect(option?.confidence).toBe('estimate');
    expect(option?.costAud).toBeGreaterThan(0);
    // Its Total R-value: 0.04 + 0.14 + 0.16 + 2.5 + 0.06 + 0.12 (the methodology's thermal section).
    expect(option?.rValue).toBe(3.02);
  });

  it('uses the user’s own dataset when none is named, and the server’s when the user has none', async () => {
    const plain = lookupsSchema.parse(await (await get('/api/lookups')).json());
    expect(plain.dataset.id).toBe(app.config.defaultDataset);

    const [row] = await app.database.db.select({ id: user.id }).from(user).where(eq(user.email, session.email));
    await app.database.db
      .insert(profile)
      .values({ userId: row!.id, defaultDataset: 'au-hybrid' })
      .onConflictDoUpdate({ target: profile.userId, set: { defaultDataset: 'au-hybrid' } });

    const own = lookupListSchema.parse(await (await get('/api/lookups/wallTypes')).json());
    expect(own.dataset.id).toBe('au-hybrid');
    expect(own.options.find((o) => o.key === 'BrickVeneerVirginLocal')?.carbon).toBeCloseTo(65.45, 2);
    // A named dataset wins over the user's.
    const named = lookupsSchema.parse(await (await get('/api/lookups?dataset=au-conservative')).json());
    expect(named.dataset.id).toBe('au-conservative');
  });

  it.each(['/api/lookups?dataset=epic', '/api/lookups/glazing?dataset=AU-TYPICAL', '/api/lookups/wallTypes?dataset='])(
    'refuses an unknown dataset with 400 naming the parameter and the allowed ids: %s',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(400);
      const body = (await res.json()) as {
        error: { code: string; message: string; issues: { path: string; message: string }[] };
      };
      expect(body.error.code).toBe('invalid_request');
      expect(body.error.message).toContain('dataset');
      expect(body.error.issues).toEqual([
        { path: 'dataset', message: 'Dataset must be one of au-typical, au-conservative, au-hybrid.' },
      ]);
    },
  );

  it('answers an unknown list with a JSON 404 that names the lists', async () => {
    const res = await get('/api/lookups/doors?dataset=au-typical');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('not_found');
    expect(body.error.message).toBe(`There is no lookup list "doors". The lists are: ${LOOKUP_LIST_NAMES.join(', ')}.`);
  });

  it.each(['/api/lookups', ...LOOKUP_LIST_NAMES.map((l) => `/api/lookups/${l}`), '/api/lookups/doors'])(
    'answers %s with 401 without a session',
    async (path) => {
      const res = await app.request(path);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: { code: 'unauthenticated', message: 'Please sign in to continue.' } });
    },
  );

  it('accepts the bearer token that sign-in returns, instead of the cookie', async () => {
    const signIn = await app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.config.publicUrl },
      body: JSON.stringify({ email: session.email, password: PASSWORD }),
    });
    const token = signIn.headers.get('set-auth-token');
    expect(token).toBeTruthy();
    const res = await app.request('/api/lookups/roofMaterials?dataset=au-typical', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(lookupListSchema.parse(await res.json()).options.map((o) => o.key)).toEqual(
      getLookups('au-typical').roofMaterials.map((o) => o.key),
    );
    const wrong = await app.request('/api/lookups/roofMaterials', {
      headers: { authorization: 'Bearer not-a-session' },
    });
    expect(wrong.status).toBe(401);
  });

  it('declares every list path, with the dataset parameter, in the OpenAPI document', async () => {
    const doc = (await (await app.request('/api/openapi.json')).json()) as {
      paths: Record<string, { get?: { parameters?: { name: string; in: string }[] } }>;
    };
    for (const path of ['/api/lookups', ...LOOKUP_LIST_NAMES.map((l) => `/api/lookups/${l}`)]) {
      expect(doc.paths[path]?.get?.parameters, path).toEqual([
        expect.objectContaining({ name: 'dataset', in: 'query' }),
      ]);
    }
  });
});
