import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE_VERSION, estimateDwelling, optimizeDwelling } from '@embodied/engine';
import {
  SEED_CHOICE_FIELDS,
  toEngineDwellingInput,
  toEngineOptimizeInput,
  toSeedOptimizeResult,
  type EstimateDwellingResponse,
  type ParetoRequest,
  type ParetoResponse,
  type SeedDwellingChoices,
} from '@embodied/contracts';
import { snapshot } from '../src/db/schema';
import { signUpVerified, type SignedInUser } from './support/session';
import { createTestApp, describeEachDatabase, type TestApp } from './support/test-app';

const OPTIMIZE = '/api/project/optimize';
const PARETO = '/api/project/optimize/pareto';

/** Worked examples 10–12 (shared/data/worked-examples.md, au-typical): inputs and the six figures, unrounded to 2 dp. */
const WORKED_EXAMPLES = [
  {
    name: '10: single storey',
    input: {
      groundFloorArea: 200,
      firstFloorArea: 0,
      ceilingHeight: 2.7,
      windowArea: 20,
      doubleGlazed: 'Single Glazed',
      windowFrameType: 'Aluminium',
      groundFloorWallArea: 'brick veneer',
      firstFloorWallArea: 'brick veneer',
      groundFloorStructure: 'concrete slab',
      firstFloorStructure: 'timber',
      roofMaterial: 'Concrete Tile',
      brickSupplier: 'Brickworks (Carbon Neutral)',
      concreteSupplier: 'Boral Normal GP',
    },
    expected: {
      totalCO2e: 25127.95,
      cO2ePerm2: 125.64,
      coldShellCost: 100715.58,
      coldShellCostPerm2: 503.58,
      wallFootPrintTotal: 23.45,
      wallFootPrintCost: 31.39,
    },
    parts: { walls: 5893.58, windows: 4911.54, roof: 2830.88, floors: 11491.95 },
  },
  {
    name: '11: two storeys, recycled brick, timber windows',
    input: {
      groundFloorArea: 150,
      firstFloorArea: 120,
      ceilingHeight: 2.55,
      windowArea: 25,
      doubleGlazed: 'Double Glazed',
      windowFrameType: 'Timber',
      groundFloorWallArea: 'brick veneer',
      firstFloorWallArea: 'clad weatherboard',
      groundFloorStructure: 'waffle pod',
      firstFloorStructure: 'timber',
      roofMaterial: 'Metal',
      brickSupplier: 'Recycled Brick',
      concreteSupplier: 'Holcim ECOPAct VE251EKC',
    },
    expected: {
      totalCO2e: 17892.49,
      cO2ePerm2: 66.27,
      coldShellCost: 157350.39,
      coldShellCostPerm2: 582.78,
      wallFootPrintTotal: 19.37,
      wallFootPrintCost: 29.19,
    },
    parts: { walls: 3465.43, windows: 2231.91, roof: 3366.62, floors: 8828.54 },
  },
  {
    name: '12: ground-bearing structure on the first floor, no windows',
    input: {
      groundFloorArea: 120,
      firstFloorArea: 80,
      ceilingHeight: 2.4,
      windowArea: 0,
      doubleGlazed: 'Double Glazed',
      windowFrameType: 'Aluminium',
      groundFloorWallArea: 'concrete block',
      firstFloorWallArea: 'clad metal',
      groundFloorStructure: 'strip footing',
      firstFloorStructure: 'concrete slab',
      roofMaterial: 'Clay Tile',
      brickSupplier: 'Adbri VIC (mid)',
      concreteSupplier: 'Boral Envisia',
    },
    expected: {
      totalCO2e: 26681.55,
      cO2ePerm2: 133.41,
      coldShellCost: 122245.77,
      coldShellCostPerm2: 611.23,
      wallFootPrintTotal: 42.51,
      wallFootPrintCost: 43.51,
    },
    parts: { walls: 11342.33, windows: 0, roof: 2574.76, floors: 12764.46 },
  },
] as const;

/** The spec's placeholder house (section 9) with everyday choices. */
const HOUSE = WORKED_EXAMPLES[0].input;
const GEOMETRY = { groundFloorArea: 100, firstFloorArea: 700, ceilingHeight: 2.7, windowArea: 35 };
const CURRENT: SeedDwellingChoices = {
  groundFloorWallArea: 'brick veneer',
  firstFloorWallArea: 'brick veneer',
  groundFloorStructure: 'concrete slab',
  firstFloorStructure: 'timber',
  roofMaterial: 'Concrete Tile',
  windowFrameType: 'Aluminium',
  doubleGlazed: 'Double Glazed',
  brickSupplier: 'Adbri VIC (mid)',
  concreteSupplier: 'Boral Normal GP',
};

interface ErrorResponse {
  error: { code: string; message: string; issues?: Array<{ path: string; message: string }> };
}

const close = (actual: number, expected: number, tolerance = 0.011) =>
  expect(Math.abs(actual - expected), `${actual} vs ${expected}`).toBeLessThanOrEqual(tolerance);

describeEachDatabase('the optimizer API', (kind) => {
  let app: TestApp;
  let signedIn: SignedInUser;
  const post = (path: string, body: unknown, headers: Record<string, string> = signedIn.headers) =>
    app.request(path, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
  const ok = async <T>(path: string, body: unknown) => {
    const res = await post(path, body);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as T;
  };
  const refused = async (path: string, body: unknown) => {
    const res = await post(path, body);
    expect(res.status).toBe(400);
    const json = (await res.json()) as ErrorResponse;
    expect(json.error.code).toBe('invalid_request');
    return json.error;
  };

  beforeAll(async () => {
    app = await createTestApp(kind);
    signedIn = await signUpVerified(app);
  });
  afterAll(async () => app.close());

  describe('POST /api/project/optimize answers the worked examples (au-typical)', () => {
    for (const example of WORKED_EXAMPLES) {
      it(example.name, async () => {
        const r = await ok<EstimateDwellingResponse>(OPTIMIZE, { ...example.input, datasetId: 'au-typical' });
        // The engine's tests pin the worked examples on edition 2025.1 and the corrections of edition
        // 2026.11 (issue 49); the API answers exactly what the engine computes on the current edition.
        const { brickworksNetOfOffsets, ...fields } = example.input as typeof HOUSE & {
          brickworksNetOfOffsets?: boolean;
        };
        const engine = estimateDwelling(
          { ...toEngineDwellingInput(fields), brickworksNetOfOffsets: brickworksNetOfOffsets ?? false },
          'au-typical',
        );
        for (const key of Object.keys(example.expected) as Array<keyof typeof example.expected>)
          expect(r[key], key).toBe(engine[key]);
        expect([r.noEpdDefaultTotalCO2e, r.biogenicStorage]).toEqual([
          engine.noEpdDefault.totalCO2e,
          engine.biogenicStorage,
        ]);
        expect(r.noEpdDefaultTotalCO2e).toBeGreaterThan(r.totalCO2e);
        // Walls and roof are as the worked example has them; floors and windows carry the corrections.
        const sum = (...ids: string[]) =>
          r.elements.filter((e) => ids.includes(e.element)).reduce((s, e) => s + e.kgCO2e, 0);
        close(sum('roof'), example.parts.roof);
        expect(sum('floorGround', 'floorFirst')).toBeGreaterThan(example.parts.floors);
        expect(r.dataset).toMatchObject({ id: 'au-typical', hasRange: true });
        expect(
          r.elements.every(
            (e) => e.min <= e.kgCO2e && e.kgCO2e <= e.max && e.lines.every((l) => l.citation.length > 0),
          ),
        ).toBe(true);
      });
    }
  });

  it('saves a dwelling snapshot whose inputs are the request and whose outputs are the result', async () => {
    const body = { project: 'Wattle Rd', ...HOUSE, datasetId: 'au-typical' };
    const r = await ok<EstimateDwellingResponse>(OPTIMIZE, body);
    expect(r.snapshot).toBeGreaterThan(0);
    expect(r.project).toBe('Wattle Rd');
    expect(r.engineVersion).toBe(ENGINE_VERSION);
    const [row] = await app.database.db.select().from(snapshot).where(eq(snapshot.number, r.snapshot));
    expect(row).toMatchObject({
      kind: 'dwelling',
      project: 'Wattle Rd',
      datasetId: 'au-typical',
      engineVersion: ENGINE_VERSION,
    });
    // The request, with the climate zone it was calculated in (none named, no profile zone: 6).
    expect(row!.inputs).toEqual({ ...body, climateZone: 6 });
    expect((row!.outputs as { totalCO2e: number }).totalCO2e).toBe(r.totalCO2e);
    expect(new Date(r.createdAt).toISOString()).toBe(r.createdAt);
  });

  it('names an unnamed project, and uses the dataset asked for', async () => {
    const r = await ok<EstimateDwellingResponse>(OPTIMIZE, {
      ...HOUSE,
      project: '  ',
      datasetId: 'au-conservative',
      brickworksNetOfOffsets: true,
    });
    expect(r.project).toBe('Untitled dwelling');
    expect(r.dataset).toMatchObject({ id: 'au-conservative', hasRange: false });
    const expected = estimateDwelling(
      { ...toEngineDwellingInput(HOUSE), brickworksNetOfOffsets: true },
      'au-conservative',
    );
    expect(r.totalCO2e).toBe(expected.totalCO2e);
    const next = await ok<EstimateDwellingResponse>(OPTIMIZE, HOUSE);
    expect(next.snapshot).toBeGreaterThan(r.snapshot);
  });

  it('refuses every bad field of an estimate at once, naming each with its rule', async () => {
    const e = await refused(OPTIMIZE, {
      ...HOUSE,
      groundFloorArea: -5,
      firstFloorArea: '70',
      ceilingHeight: 0,
      windowArea: 120,
      groundFloorWallArea: 'straw bale',
      doubleGlazed: true,
      concreteSupplier: undefined,
      datasetId: 'au-everywhere',
      colour: 'green',
    });
    const byPath = Object.fromEntries((e.issues ?? []).map((i) => [i.path, i.message]));
    expect(byPath.groundFloorArea).toBe('Ground floor area must be a number greater than 0 and at most 10,000 m².');
    expect(byPath.firstFloorArea).toBe('First floor area must be a number between 0 and 10,000 m².');
    expect(byPath.ceilingHeight).toBe('Ceiling height must be a number greater than 0 and at most 10 m.');
    expect(byPath.windowArea).toBe('Window % area must be a number between 0 and 100 %.');
    expect(byPath.groundFloorWallArea).toMatch(/^Ground floor wall material must be one of: brick veneer, clad AAC/);
    expect(byPath.doubleGlazed).toBe('Glazing must be one of: Double Glazed, Single Glazed.');
    expect(byPath.concreteSupplier).toMatch(/^Concrete supplier must be one of/);
    expect(byPath.datasetId).toMatch(/^Dataset must be one of/);
    expect(byPath['(body)']).toBe('Unknown field(s): colour.');
    expect(e.message).toContain('groundFloorArea');
  });

  it('sizes a timber ground floor’s batts for the climate zone (issue #49): named, else the profile’s, else 6', async () => {
    const timber = { ...HOUSE, groundFloorStructure: 'timber', datasetId: 'au-typical' };
    const at = (climateZone?: number) => ok<EstimateDwellingResponse>(OPTIMIZE, { ...timber, climateZone });
    const [z1, z8, none] = [await at(1), await at(8), await at()];
    expect([z1.climateZone, z8.climateZone, none.climateZone]).toEqual([1, 8, 6]);
    // NCC 2022 13.2.6: zone 8 asks R2.5 under the floor (Table 13.2.6h); zone 1 none, R1.5 on the subfloor walls.
    expect(z8.floorThermal?.ground).toMatchObject({
      requiredR: 2.5,
      ownR: 0.52,
      addedR: 2.5,
      totalR: 3.02,
      rule: 'ncc2022',
    });
    expect(z1.floorThermal?.ground).toMatchObject({ requiredR: 0, addedR: 0, subfloorWallR: 1.5, rule: 'ncc2022' });
    expect(z8.floorThermal?.first.placement).toBe('betweenStoreys');
    // R2.5 of batts over the ground floor: 0.036 W/mK × 13.33 kg/m³ × 3.63 kgCO2e/kg; $12 per m² per R.
    const area = HOUSE.groundFloorArea;
    close(z8.totalCO2e - z1.totalCO2e, area * 2.5 * 0.036 * 13.33 * 3.63, 1e-6);
    close(z8.coldShellCost - z1.coldShellCost, area * 2.5 * 12, 1e-6);
    const put = (climateZone: number | null) =>
      app.request('/api/user', { method: 'PUT', headers: signedIn.headers, body: JSON.stringify({ climateZone }) });
    expect((await put(8)).status).toBe(200);
    try {
      expect((await at()).totalCO2e).toBe(z8.totalCO2e);
      const front = await ok<{ climateZone: number }>(PARETO, { ...GEOMETRY });
      expect(front.climateZone).toBe(8);
      expect((await ok<{ climateZone: number }>(PARETO, { ...GEOMETRY, climateZone: 3 })).climateZone).toBe(3);
    } finally {
      await put(null);
    }
    for (const bad of [0, 9, 2.5, 'x']) {
      for (const path of [OPTIMIZE, PARETO]) {
        const e = await refused(path, { ...(path === OPTIMIZE ? timber : GEOMETRY), climateZone: bad });
        expect(e.issues?.map((i) => i.path)).toEqual(['climateZone']);
        expect(e.issues?.[0]?.message).toMatch(/^climateZone must be a whole number from 1 to 8, an NCC climate zone/);
      }
    }
  });

  it('refuses a body that is not JSON', async () => {
    const e = await refused(OPTIMIZE, '{"groundFloorArea": ');
    expect(e.message).toMatch(/not valid JSON/);
  });

  it('answers 401 to a visitor who is not signed in, for both calls', async () => {
    for (const path of [OPTIMIZE, PARETO]) {
      const res = await post(path, { ...HOUSE }, { 'content-type': 'application/json', origin: app.config.publicUrl });
      expect(res.status).toBe(401);
      expect(((await res.json()) as ErrorResponse).error.code).toBe('unauthenticated');
    }
  });

  describe('POST /api/project/optimize/pareto', () => {
    it('gives exactly the engine’s answer at A1–A3 when asked (the browser runs the same engine)', async () => {
      const body = {
        ...GEOMETRY,
        current: CURRENT,
        carbonTarget: 45_000,
        budget: 320_000,
        modules: 'A1-A3' as const,
        datasetId: 'au-typical' as const,
      };
      const r = await ok<ParetoResponse>(PARETO, body);
      const { datasetId: _d, ...engine } = toSeedOptimizeResult(
        optimizeDwelling(
          toEngineOptimizeInput({
            ...GEOMETRY,
            current: CURRENT,
            carbonTarget: 45_000,
            budget: 320_000,
            modules: 'A1-A3',
          }),
          'au-typical',
        ),
      );
      expect(r.modules).toBe('A1-A3');
      for (const d of r.front) expect(d.totalCO2e).toBe(d.upfront.a1a3);
      expect({ ...r, dataset: undefined, engineVersion: undefined }).toEqual({
        ...JSON.parse(JSON.stringify(engine)),
        dataset: undefined,
        engineVersion: undefined,
      });
      expect(r.combinations).toBe(1_555_200);
      expect(r.dataset.id).toBe('au-typical');
      expect(r.front.length).toBeGreaterThan(10);
      expect(r.cheapestUnderTarget!.totalCO2e).toBeLessThanOrEqual(45_000);
      expect(r.lowestCarbonWithinBudget!.coldShellCost).toBeLessThanOrEqual(320_000);
      expect(r.current!.onFront).toBe(false);
      expect(r.suggestions[0]!.summary).toMatch(/^Switch .+: −[\d.,]+ (t|kg) CO2e at A1–A3, /);
    });

    it('counts A1–A5 when the request names no modules, as the optimizer page searches', async () => {
      const body = { ...GEOMETRY, current: CURRENT, carbonTarget: 60_000, datasetId: 'au-typical' as const };
      const r = await ok<ParetoResponse>(PARETO, body);
      expect([r.scope, r.modules]).toEqual(['cold-shell', 'A1-A5']);
      const { datasetId: _d, ...engine } = toSeedOptimizeResult(
        optimizeDwelling(
          toEngineOptimizeInput({ ...GEOMETRY, current: CURRENT, carbonTarget: 60_000, modules: 'A1-A5' }),
          'au-typical',
        ),
      );
      expect({ ...r, dataset: undefined, engineVersion: undefined }).toEqual({
        ...JSON.parse(JSON.stringify(engine)),
        dataset: undefined,
        engineVersion: undefined,
      });
      for (const d of r.front) {
        expect(d.totalCO2e).toBe(d.upfront.a1a5);
        expect(d.upfront.a1a5).toBeGreaterThan(d.upfront.a1a3);
      }
      expect(r.suggestions[0]!.summary).toMatch(/^Switch .+: −[\d.,]+ (t|kg) CO2e at A1–A5, /);
      expect(r.current!.totalCO2e).toBeGreaterThan(
        (await ok<ParetoResponse>(PARETO, { ...body, modules: 'A1-A3' })).current!.totalCO2e,
      );
    });

    it('searches only walls of a minimum Total R-value, and names a minimum no wall reaches', async () => {
      const r = await ok<ParetoResponse>(PARETO, { ...GEOMETRY, minimumWallR: 2.9, datasetId: 'au-typical' });
      // R ≥ 2.9: brick veneer (3.02), clad AAC (3.38) and reverse brick veneer (2.96), on each storey.
      expect(r.combinations).toBe((1_555_200 / 144) * 9);
      const warm = ['brick veneer', 'clad AAC', 'reverse brick veneer'];
      for (const d of r.front) {
        expect(warm).toContain(d.choices.groundFloorWallArea);
        expect(warm).toContain(d.choices.firstFloorWallArea);
      }
      const none = await refused(PARETO, { ...GEOMETRY, minimumWallR: 3.5 });
      expect(none.issues).toEqual([
        {
          path: 'minimumWallR',
          message: expect.stringMatching(/reaches R3\.5 \(the warmest the engine models is R3\.38\)/) as string,
        },
      ]);
      const bad = await refused(PARETO, { ...GEOMETRY, minimumWallR: 'warm' });
      expect(bad.issues?.map((i) => i.path)).toEqual(['minimumWallR']);
      const high = await refused(PARETO, { ...GEOMETRY, minimumWallR: 11 });
      expect(high.issues?.map((i) => i.path)).toEqual(['minimumWallR']);
    });

    it('equals brute force on a reduced space (every allowed design priced by the estimate)', async () => {
      const allowed: Required<NonNullable<ParetoRequest['allowed']>> = {
        groundFloorWallArea: ['brick veneer', 'clad weatherboard', 'masonry single brick'],
        firstFloorWallArea: ['clad metal', 'reverse brick veneer'],
        groundFloorStructure: ['concrete slab', 'timber'],
        firstFloorStructure: ['timber', 'suspended concrete'],
        roofMaterial: ['Metal', 'Clay Tile'],
        windowFrameType: ['Aluminium', 'Timber'],
        doubleGlazed: ['Double Glazed'],
        brickSupplier: ['Recycled Brick', 'Adbri VIC (high)'],
        concreteSupplier: ['Boral Envisia', 'Boral Normal GP'],
      };
      // Brute force on the estimate's totalCO2e, which is A1–A3.
      const r = await ok<ParetoResponse>(PARETO, { ...GEOMETRY, allowed, modules: 'A1-A3', datasetId: 'au-typical' });
      const designs: { c: number; k: number }[] = [];
      const walk = (i: number, acc: Partial<SeedDwellingChoices>): void => {
        if (i === SEED_CHOICE_FIELDS.length) {
          const e = estimateDwelling(
            toEngineDwellingInput({ ...GEOMETRY, ...(acc as SeedDwellingChoices) }),
            'au-typical',
          );
          designs.push({ c: e.totalCO2e, k: e.coldShellCost });
          return;
        }
        const f = SEED_CHOICE_FIELDS[i]!;
        for (const o of allowed[f]) walk(i + 1, { ...acc, [f]: o });
      };
      walk(0, {});
      expect(r.combinations).toBe(designs.length);
      const front = designs
        .filter((p) => !designs.some((q) => q.c <= p.c && q.k <= p.k && (q.c < p.c || q.k < p.k)))
        .sort((a, b) => a.c - b.c || a.k - b.k)
        .filter((p, i, all) => i === 0 || p.c !== all[i - 1]!.c || p.k !== all[i - 1]!.k);
      expect(r.front.map((d) => [d.totalCO2e, d.coldShellCost])).toEqual(front.map((p) => [p.c, p.k]));
      for (const d of r.front) {
        const e = estimateDwelling(toEngineDwellingInput({ ...GEOMETRY, ...d.choices }), 'au-typical');
        expect([e.totalCO2e, e.coldShellCost]).toEqual([d.totalCO2e, d.coldShellCost]);
        for (const f of SEED_CHOICE_FIELDS) expect(allowed[f]).toContain(d.choices[f]);
      }
    });

    it('refuses every bad field, naming each with its rule', async () => {
      const e = await refused(PARETO, {
        ...GEOMETRY,
        ceilingHeight: 11,
        carbonTarget: -1,
        budget: 'lots',
        current: { ...CURRENT, roofMaterial: 'Thatch', extra: 1 },
        allowed: { roofMaterial: [], windowFrameType: ['Timber', 'Timber'], colour: ['red'] },
      });
      const paths = (e.issues ?? []).map((i) => i.path);
      for (const p of [
        'ceilingHeight',
        'carbonTarget',
        'budget',
        'current.roofMaterial',
        'current',
        'allowed.roofMaterial',
        'allowed.windowFrameType',
        'allowed',
      ]) {
        expect(paths, p).toContain(p);
      }
      const byPath = Object.fromEntries((e.issues ?? []).map((i) => [i.path, i.message]));
      expect(byPath.carbonTarget).toBe('Carbon target must be a number between 0 and 1,000,000,000 kgCO2e.');
      expect(byPath['allowed.roofMaterial']).toBe('allowed.roofMaterial must list at least one option.');
      expect(byPath['allowed.windowFrameType']).toBe('allowed.windowFrameType lists an option twice.');
    });

    it('saves no snapshot', async () => {
      const count = async () => (await app.database.db.select({ n: snapshot.number }).from(snapshot)).length;
      const before = await count();
      await ok<ParetoResponse>(PARETO, GEOMETRY);
      expect(await count()).toBe(before);
    });
  });
});
