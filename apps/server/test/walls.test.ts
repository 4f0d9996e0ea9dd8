import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ENGINE_VERSION, WALL_TYPE_KEYS, getDataset, wallTypeFactor } from '@embodied/engine';
import type { CalculateWallLocationResponse, CalculateWallResponse, ErrorBody } from '@embodied/contracts';
import { snapshot } from '../src/db/schema';
import { signUpVerified, type SignedInUser } from './support/session';
import { createTestApp, describeEachDatabase, type TestApp } from './support/test-app';

const LOCATION_PATH = '/api/project/calculate-wall-location';
const WALL_PATH = '/api/project/calculate-wall';

/** Worked example 3 (data/worked-examples.md): four locations, the fourth without a height. */
const EXAMPLE_3_LOCATIONS = [
  {
    description: 'North',
    length: 12,
    height: 2.7,
    materialA: 'BrickVeneerVirginLocal',
    materialB: 'LightWeightTimberClad',
  },
  {
    description: 'East',
    length: 8,
    height: 2.7,
    materialA: 'DoubleBrickVirginLocal',
    materialB: 'DoubleBrickVirginRecycled',
  },
  { description: 'South', length: 5, height: 2.4, materialA: 'Block190CoreCF', materialB: 'Block190HC' },
  { description: 'West', length: 6, height: null, materialA: 'Block90', materialB: 'LightWeightFCClad' },
] as const;

/** Edition 2026.11 (issue 49): Block190CoreCF's 1.5 m³ core fill at ICM's standard N20 mix (321) instead of NMEFD's EPD average (201). */
const CORE_FILL_CHANGE = 1.5 * (321 - 201);

/** Values to ±0.01, as the worked examples give them. */
function close(actual: number, expected: number) {
  expect(Math.abs(actual - expected), `${actual} ≈ ${expected}`).toBeLessThanOrEqual(0.01);
}

describeEachDatabase('wall calculator API', (kind) => {
  let app: TestApp;
  let user: SignedInUser;

  beforeAll(async () => {
    app = await createTestApp(kind);
    user = await signUpVerified(app);
  });
  afterAll(async () => app.close());

  const post = (path: string, body: unknown, headers: Record<string, string> = user.headers) =>
    app.request(path, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });

  async function snapshotsOf(project: string) {
    return app.database.db.select().from(snapshot).where(eq(snapshot.project, project));
  }

  it('refuses both calls without a session (401)', async () => {
    for (const path of [LOCATION_PATH, WALL_PATH]) {
      const res = await post(path, { project: 'x' }, { 'content-type': 'application/json' });
      expect(res.status).toBe(401);
      expect(((await res.json()) as ErrorBody).error.code).toBe('unauthenticated');
    }
  });

  it('computes one location as worked example 2, and stores nothing', async () => {
    const before = (await app.database.db.select({ n: snapshot.number }).from(snapshot)).length;
    const res = await post(LOCATION_PATH, EXAMPLE_3_LOCATIONS[0]);
    expect(res.status).toBe(200);
    const body = (await res.json()) as CalculateWallLocationResponse;
    close(body.area, 32.4);
    close(body.optionA, 1389.13);
    close(body.optionB, 432.39);
    close(body.reduction, 956.74);
    expect(body.dataset).toEqual({
      id: 'au-typical',
      version: getDataset('au-typical').version,
      label: getDataset('au-typical').label,
    });
    // The breakdown adds up to the option, and every line cites its source.
    close(
      body.breakdownA.reduce((s, e) => s + e.kgCO2e, 0),
      body.optionA,
    );
    expect(body.breakdownA.flatMap((e) => e.lines).every((l) => l.citation.length > 0)).toBe(true);
    expect(body.rangeA.min).toBeLessThan(body.optionA);
    expect(body.rangeA.max).toBeGreaterThan(body.optionA);
    const after = (await app.database.db.select({ n: snapshot.number }).from(snapshot)).length;
    expect(after).toBe(before);
  });

  it('computes the other locations of worked example 3 and the edge cases of example 4', async () => {
    const cases = [
      { input: EXAMPLE_3_LOCATIONS[1], optionA: 1619.88, optionB: 672.35 },
      // Worked example 3 on edition 2025.1 gave 921.53; edition 2026.11 prices the 1.5 m³ of core
      // fill (12 m² × 0.125 m³/m²) as a standard N20 mix: + 1.5 × (321 − 201) kgCO2e (issue 49).
      { input: EXAMPLE_3_LOCATIONS[2], optionA: 921.53 + CORE_FILL_CHANGE, optionB: 524.03 },
      {
        input: { length: 10, height: 2.4, materialA: 'LightWeightTimberClad', materialB: 'BrickVeneerVirginLocal' },
        optionA: 320.29,
        optionB: 1028.99,
      },
    ];
    for (const c of cases) {
      const res = await post(LOCATION_PATH, c.input);
      expect(res.status).toBe(200);
      const body = (await res.json()) as CalculateWallLocationResponse;
      close(body.optionA, c.optionA);
      close(body.optionB, c.optionB);
      close(body.reduction, c.optionA - c.optionB);
    }
  });

  it('accepts height as clean decimal text, as the seed sent it', async () => {
    const res = await post(LOCATION_PATH, { ...EXAMPLE_3_LOCATIONS[0], length: '12', height: ' 2.7 ' });
    expect(res.status).toBe(200);
    close(((await res.json()) as CalculateWallLocationResponse).optionA, 1389.13);
  });

  it('uses the dataset the request names', async () => {
    const res = await post(LOCATION_PATH, { ...EXAMPLE_3_LOCATIONS[0], datasetId: 'au-conservative' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as CalculateWallLocationResponse;
    expect(body.dataset.id).toBe('au-conservative');
    close(body.optionA, 32.4 * wallTypeFactor('BrickVeneerVirginLocal', 'au-conservative').perM2);
    expect(body.rangeA).toEqual({ min: body.optionA, max: body.optionA });
  });

  it('refuses a 0 m wall, naming the field, on a location and on the whole wall (issue 47)', async () => {
    const location = { description: 'North', length: 0, height: 2.7, materialA: 'Block90', materialB: 'Block90' };
    for (const [path, body, field] of [
      [LOCATION_PATH, location, 'length'],
      [LOCATION_PATH, { ...location, length: 12, height: 0 }, 'height'],
      [WALL_PATH, { project: 'Zero', targetReduction: 30, locations: [location] }, 'locations.0.length'],
    ] as const) {
      const res = await post(path, body);
      expect(res.status).toBe(400);
      const { error } = (await res.json()) as ErrorBody;
      expect(error.issues?.map((i) => i.path)).toEqual([field]);
      expect(error.issues?.[0]?.message).toMatch(/must be greater than 0 and at most .* \(got 0\)\./);
    }
  });

  it('names every bad field of a location at once (400)', async () => {
    const res = await post(LOCATION_PATH, {
      length: -1,
      height: '2.7 m',
      materialA: 'Brick',
      extra: true,
      datasetId: 'epic',
    });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as ErrorBody;
    expect(error.code).toBe('invalid_request');
    const byPath = new Map(error.issues?.map((i) => [i.path, i.message]));
    expect(byPath.get('length')).toBe('Length must be greater than 0 and at most 1,000 m (got -1).');
    expect(byPath.get('height')).toBe(
      "Height must be a number greater than 0 and at most 100 m, e.g. 2.7 (got '2.7 m').",
    );
    expect(byPath.get('materialA')).toBe(
      `Unknown wall type 'Brick' for option A (expected one of: ${WALL_TYPE_KEYS.join(', ')}).`,
    );
    expect(byPath.get('materialB')).toBe('Choose the option B wall type.');
    expect(byPath.get('datasetId')).toBe(
      "Unknown dataset 'epic' (expected one of: au-typical, au-conservative, au-hybrid).",
    );
    expect(byPath.get('(body)')).toMatch(/^Unknown field extra in the wall location/);
    expect(error.issues).toHaveLength(6);
  });

  it('refuses a location without length or height, absurd sizes, wrong types and a body that is not JSON (400)', async () => {
    const missing = await post(LOCATION_PATH, { materialA: 'Block90', materialB: 'Block90' });
    expect(missing.status).toBe(400);
    const missingIssues = ((await missing.json()) as ErrorBody).error.issues?.map((i) => i.path);
    expect(missingIssues).toEqual(['length', 'height']);

    const absurd = await post(LOCATION_PATH, {
      length: 1e6,
      height: 101,
      materialA: 'Block90',
      materialB: 'Block90',
      description: 42,
    });
    const absurdIssues = ((await absurd.json()) as ErrorBody).error.issues;
    expect(absurdIssues).toEqual([
      { path: 'description', message: 'Description must be text.' },
      { path: 'length', message: 'Length must be greater than 0 and at most 1,000 m (got 1000000).' },
      { path: 'height', message: 'Height must be greater than 0 and at most 100 m (got 101).' },
    ]);

    const notJson = await post(LOCATION_PATH, '{"length": 12,');
    expect(notJson.status).toBe(400);
    expect(((await notJson.json()) as ErrorBody).error.code).toBe('invalid_request');
  });

  it('computes the whole wall as worked example 3 and saves exactly one snapshot with its inputs and outputs', async () => {
    const project = `Example 3 ${randomUUID()}`;
    // The seed's client also sent its own figures; they are ignored.
    const request = {
      project,
      targetReduction: 30,
      actualReduction: 123456,
      percentage: 99,
      locations: EXAMPLE_3_LOCATIONS.map((l, i) => ({ ...l, wallNumber: i + 7, optionA: 1, optionB: 2 })),
    };
    const res = await post(WALL_PATH, request);
    expect(res.status).toBe(200);
    const body = (await res.json()) as CalculateWallResponse;
    close(body.area, 66);
    const totalA = 3930.55 + CORE_FILL_CHANGE; // worked example 3 + the core-fill change above
    close(body.optionATotal, totalA);
    close(body.optionBTotal, 1628.78);
    close(body.intensityA, totalA / 66);
    close(body.intensityB, 24.68);
    close(body.actualReduction, totalA - 1628.78);
    close(body.percentageReduction, ((totalA / 66 - 1628.78 / 66) / (totalA / 66 - 30)) * 100);
    expect(body.locations.map((l) => [l.wallNumber, l.included])).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [4, false],
    ]);
    close(body.locations[1]!.optionA, 1619.88);
    expect(body.locations[3]).toMatchObject({ optionA: 0, optionB: 0, area: 0, breakdownA: [], breakdownB: [] });
    close(
      body.locations[0]!.breakdownB.reduce((s, e) => s + e.kgCO2e, 0),
      432.39,
    );
    expect(body.dataset.id).toBe('au-typical');

    const rows = await snapshotsOf(project);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.number).toBe(body.snapshot);
    expect(row.kind).toBe('wall');
    expect(row.datasetId).toBe('au-typical');
    expect(row.datasetVersion).toBe(getDataset('au-typical').version);
    expect(row.engineVersion).toBe(ENGINE_VERSION);
    expect(row.createdAt.toISOString()).toBe(body.createdAt);
    expect(row.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.inputs).toEqual({
      project,
      targetReduction: 30,
      locations: EXAMPLE_3_LOCATIONS.map(({ description, length, height, materialA, materialB }) => ({
        description,
        length,
        height,
        materialA,
        materialB,
      })),
      datasetId: 'au-typical',
    });
    const { snapshot: _number, createdAt: _at, ...outputs } = body;
    expect(row.outputs).toEqual(outputs);
  });

  it('numbers each whole-wall Calculate with a new snapshot', async () => {
    const project = `Twice ${randomUUID()}`;
    const request = { project, targetReduction: 30, locations: [EXAMPLE_3_LOCATIONS[0]] };
    const first = (await (await post(WALL_PATH, request)).json()) as CalculateWallResponse;
    const second = (await (await post(WALL_PATH, request)).json()) as CalculateWallResponse;
    expect(second.snapshot).toBeGreaterThan(first.snapshot);
    expect((await snapshotsOf(project)).map((r) => r.number).sort((a, b) => a - b)).toEqual([
      first.snapshot,
      second.snapshot,
    ]);
  });

  it('handles the edge cases of worked example 4', async () => {
    const noArea = (await (
      await post(WALL_PATH, {
        project: 'Edge a',
        targetReduction: 30,
        locations: [
          { description: 'Gable', length: 5, height: '', materialA: 'Block90', materialB: 'Block90' },
          { materialA: 'Block90', materialB: 'Block140HC' },
        ],
      })
    ).json()) as CalculateWallResponse;
    expect(noArea).toMatchObject({
      area: 1,
      optionATotal: 0,
      optionBTotal: 0,
      intensityA: 0,
      intensityB: 0,
      actualReduction: 0,
      percentageReduction: 100,
    });

    const aMeetsTarget = (await (
      await post(WALL_PATH, {
        project: 'Edge b',
        targetReduction: 30,
        locations: [
          { length: 10, height: 2.4, materialA: 'LightWeightTimberClad', materialB: 'BrickVeneerVirginLocal' },
        ],
      })
    ).json()) as CalculateWallResponse;
    expect(aMeetsTarget.percentageReduction).toBe(100);
    close(aMeetsTarget.actualReduction, -708.7);

    const bWorse = (await (
      await post(WALL_PATH, {
        project: 'Edge c',
        targetReduction: 30,
        locations: [{ length: 10, height: 2.4, materialA: 'BrickVeneerVirginLocal', materialB: 'Block190CoreCF' }],
      })
    ).json()) as CalculateWallResponse;
    // Worked example 4c (−263.47 on edition 2025.1), with Block190CoreCF's core fill at the standard
    // N20 mix: 24 m² × 0.125 m³/m² × (321 − 201) more on B.
    const intensityA = 1028.99 / 24;
    const intensityB = 76.794 + 0.125 * (321 - 201); // Block190CoreCF per m² (brief 7a) + core fill change
    close(bWorse.percentageReduction, ((intensityA - intensityB) / (intensityA - 30)) * 100);
  });

  it('names every bad field of a wall at once (400), and saves nothing', async () => {
    const project = `Bad ${randomUUID()}`;
    const res = await post(WALL_PATH, {
      project: '',
      targetReduction: '30 kg',
      percentage: 'lots',
      surprise: 1,
      locations: [
        { description: 'ok', length: 12, height: 2.7, materialA: 'Block90', materialB: 'Block90' },
        { length: -3, height: 2.7, materialA: 'Straw', materialB: 'Block90', colour: 'red' },
      ],
    });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as ErrorBody;
    expect(error.message).toMatch(/^The request has 7 problems to fix: /);
    expect(error.issues).toHaveLength(7);
    const paths = new Set(error.issues?.map((i) => i.path));
    for (const p of [
      'project',
      'targetReduction',
      'percentage',
      'locations.1.length',
      'locations.1.materialA',
      'locations.1',
      '(body)',
    ])
      expect(paths, p).toContain(p);
    expect(error.issues?.find((i) => i.path === 'locations.1')?.message).toMatch(
      /^Unknown field colour in a wall location/,
    );
    expect(error.issues?.find((i) => i.path === 'project')?.message).toBe('Project name is required.');
    expect(await snapshotsOf(project)).toHaveLength(0);
    expect(await snapshotsOf('')).toHaveLength(0);
  });

  it('refuses too many locations and a missing body (400)', async () => {
    const many = Array.from({ length: 101 }, () => ({
      length: 1,
      height: 1,
      materialA: 'Block90',
      materialB: 'Block90',
    }));
    const res = await post(WALL_PATH, { project: 'Many', targetReduction: 30, locations: many });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.issues).toEqual([
      { path: 'locations', message: 'At most 100 wall locations per request (got 101).' },
    ]);

    const empty = await post(WALL_PATH, {});
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as ErrorBody).error.issues?.map((i) => i.path)).toEqual([
      'project',
      'targetReduction',
      'locations',
    ]);
  });

  it('describes both calls in the OpenAPI document', async () => {
    const doc = (await (await app.request('/api/openapi.json')).json()) as {
      paths: Record<string, { post?: { description?: string } }>;
    };
    expect(doc.paths[LOCATION_PATH]?.post).toBeDefined();
    expect(doc.paths[WALL_PATH]?.post?.description).toMatch(/ignored/);
  });
});
