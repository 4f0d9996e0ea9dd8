import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculateFooting, ENGINE_VERSION, FOOTING_SYSTEM_KEYS, getDataset } from '@embodied/engine';
import type { CalculateFootingResponse } from '@embodied/contracts';
import { profile, snapshot, user } from '../src/db/schema';
import { snapshotContentHash } from '../src/db/stored-content';
import { xsrfTokenFor } from '../src/http/xsrf';
import { signUpVerified, type SignedInUser } from './support/session';
import { createTestApp, describeEachDatabase, type TestApp } from './support/test-app';

const PATH = '/api/project/calculate-footing';

/** Worked examples 5–9 (shared/data/worked-examples.md, au-typical, edition 2025.1), as the seed's three figures. */
const WORKED_EXAMPLES = [
  {
    name: '5: BlindedRaft vs Waffle, standard concrete',
    input: {
      area: 200,
      depth: 700,
      complexity: 0,
      businessAsUsual: 'BlindedRaft',
      alternateFootingSystem: 'Waffle',
      lowCarbonConcrete: 'StandardConcrete',
    },
    expected: { bauValue: 9681, afsValue: 10294, c02Reduction: -613 },
  },
  {
    name: '6: the same with 30 % fly ash on the alternate',
    input: {
      area: 200,
      depth: 700,
      complexity: 0,
      businessAsUsual: 'BlindedRaft',
      alternateFootingSystem: 'Waffle',
      lowCarbonConcrete: 'FlyAshSubstitution30',
    },
    expected: { bauValue: 9681, afsValue: 8384, c02Reduction: 1297 },
  },
  {
    name: '7: deepest founding depth, 3000 mm',
    input: {
      area: 200,
      depth: 3000,
      complexity: 0,
      businessAsUsual: 'BlindedRaft',
      alternateFootingSystem: 'PieredRaft',
      lowCarbonConcrete: 'StandardConcrete',
    },
    expected: { bauValue: 21685, afsValue: 11572, c02Reduction: 10113 },
  },
  {
    name: '8: maximum complexity, 25 %',
    input: {
      area: 150,
      depth: 900,
      complexity: 25,
      businessAsUsual: 'BlindedRaftStumps',
      alternateFootingSystem: 'Stumps',
      lowCarbonConcrete: 'StandardConcrete',
    },
    // The brief's 7328 / 4238 / 3090 predate the timber floor's underfloor batts (issue #49): both
    // stump systems gain R2.0 (NCC 2022 Table 13.2.6f) × 0.036 W/mK × 13.33 kg/m³ × 150 m² × 1.25 =
    // 179.96 kg of glasswool × 3.63 = 653.25 kgCO2e in the default zone 6 (7328.48 + 653.25, 4238.35 + 653.25).
    expected: { bauValue: 7982, afsValue: 4892, c02Reduction: 3090 },
  },
] as const;

const VALID = { project: 'Banksia St', ...WORKED_EXAMPLES[0].input };

interface ErrorResponse {
  error: { code: string; message: string; issues?: Array<{ path: string; message: string }> };
}

describeEachDatabase('POST /api/project/calculate-footing', (kind) => {
  let app: TestApp;
  let signedIn: SignedInUser;
  const post = (body: unknown, headers: Record<string, string> = signedIn.headers) =>
    app.request(PATH, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
  const calculate = async (body: unknown) => {
    const res = await post(body);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as CalculateFootingResponse;
  };
  const refused = async (body: unknown) => {
    const res = await post(body);
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

  describe('answers the worked examples (au-typical, ±1 kg)', () => {
    for (const example of WORKED_EXAMPLES) {
      it(example.name, async () => {
        const r = await calculate({ project: `Example ${example.name}`, ...example.input, datasetId: 'au-typical' });
        // The engine's own tests pin the worked examples on edition 2025.1 and the corrections of
        // 2026.11 (issue 49); the API answers exactly what the engine computes on the current edition.
        const engine = calculateFooting(example.input, 'au-typical');
        expect([r.bauValue, r.afsValue, r.c02Reduction]).toEqual([
          engine.bauValue,
          engine.afsValue,
          engine.co2Reduction,
        ]);
        expect([r.noEpdDefaultBauValue, r.noEpdDefaultAfsValue]).toEqual([
          engine.noEpdDefault.bauValue,
          engine.noEpdDefault.afsValue,
        ]);
        expect(r.noEpdDefaultBauValue).toBeGreaterThan(r.bauValue);
        // Edition 2025.1's figure (the brief's worked example) was lower: NMEFD's EPD average as BAU.
        expect(r.bauValue).toBeGreaterThan(example.expected.bauValue);
        // The seed's reduction is the difference of the two rounded values (brief 7c).
        expect(r.c02Reduction).toBe(r.bauValue - r.afsValue);
        expect(r.bau.system).toBe(example.input.businessAsUsual);
        expect(r.afs.system).toBe(example.input.alternateFootingSystem);
        expect(Number.isInteger(r.snapshot)).toBe(true);
      });
    }
  });

  it('returns both breakdowns, whose elements add up to each total, with the au-typical range', async () => {
    const r = await calculate(VALID);
    expect(r.dataset).toEqual({
      id: 'au-typical',
      version: getDataset('au-typical').version,
      label: getDataset('au-typical').label,
    });
    expect(r.hasRange).toBe(true);
    expect(r.bau.breakdown.map((e) => e.element)).toEqual(['slab', 'strip', 'blinding']);
    expect(r.afs.breakdown.map((e) => e.element)).toEqual(['waffle']);
    for (const system of [r.bau, r.afs]) {
      const sum = system.breakdown.reduce((s, e) => s + e.kgCO2e, 0);
      expect(sum).toBeCloseTo(system.kgCO2e, 6);
      for (const line of system.breakdown.flatMap((e) => e.lines)) expect(line.citation.length).toBeGreaterThan(0);
    }
    // The range the engine gives (standard-mix concrete carries none: ICM has no range).
    const engine = calculateFooting(VALID, 'au-typical');
    expect([r.bau.min, r.bau.max]).toEqual([engine.bau.min, engine.bau.max]);
    expect(r.afs.min).toBeLessThan(r.afs.kgCO2e); // the waffle's EPS and NMEFD-ranged lines
    expect(r.afs.max).toBeGreaterThan(r.afs.kgCO2e);
    expect(r.afs.counts).toEqual({ piers: 42 });
  });

  it('uses the dataset the request names (au-conservative BlindedRaft 19,039 / Waffle with fly ash 15,492), without a range', async () => {
    const r = await calculate({ ...VALID, lowCarbonConcrete: 'FlyAshSubstitution30', datasetId: 'au-conservative' });
    expect(r.dataset.id).toBe('au-conservative');
    expect(r.hasRange).toBe(false);
    expect(Math.abs(r.bauValue - 19039)).toBeLessThanOrEqual(1);
    expect(Math.abs(r.afsValue - 15492)).toBeLessThanOrEqual(1);
    expect(r.bau.min).toBe(r.bau.kgCO2e);
  });

  it("falls back to the user's own default dataset when the request names none", async () => {
    const [me] = await app.database.db.select({ id: user.id }).from(user).where(eq(user.email, signedIn.email));
    await app.database.db
      .insert(profile)
      .values({ userId: me!.id, defaultDataset: 'au-hybrid' })
      .onConflictDoUpdate({ target: profile.userId, set: { defaultDataset: 'au-hybrid' } });
    try {
      const r = await calculate(VALID);
      expect(r.dataset.id).toBe('au-hybrid');
      const engine = calculateFooting(VALID, 'au-hybrid');
      expect([r.bauValue, r.afsValue]).toEqual([engine.bauValue, engine.afsValue]);
    } finally {
      await app.database.db.update(profile).set({ defaultDataset: null }).where(eq(profile.userId, me!.id));
    }
  });

  describe('the climate zone (issue #49): the underfloor batts of a stump system’s timber floor', () => {
    const STUMPS = { ...VALID, businessAsUsual: 'Stumps', alternateFootingSystem: 'BlindedRaft' };
    const battsOf = (r: CalculateFootingResponse) =>
      r.bau.breakdown.find((e) => e.element === 'timberFloor')!.lines.find((l) => l.factorKey === 'glasswool_kg');
    const rowInputs = async (n: number) => {
      const [me] = await app.database.db.select({ id: user.id }).from(user).where(eq(user.email, signedIn.email));
      const [row] = await app.database.db
        .select({ inputs: snapshot.inputs })
        .from(snapshot)
        .where(and(eq(snapshot.number, n), eq(snapshot.ownerId, me!.id)));
      return row!.inputs as { climateZone?: number };
    };
    const setProfileZone = async (climateZone: number | null) => {
      const res = await app.request('/api/user', {
        method: 'PUT',
        headers: signedIn.headers,
        body: JSON.stringify({ climateZone }),
      });
      expect(res.status).toBe(200);
    };

    it('uses the zone the request names, and the answer and the snapshot record it', async () => {
      const r = await calculate({ ...STUMPS, climateZone: 8 });
      expect(r.climateZone).toBe(8);
      // R2.5 asked by NCC 2022 in zone 8 (Table 13.2.6h) × 0.036 W/mK × 13.33 kg/m³ per m² × 200 m² of floor.
      expect(battsOf(r)?.quantity).toBeCloseTo(2.5 * 0.036 * 13.33 * 200, 9);
      expect(r.bau.floorThermal).toMatchObject({ placement: 'suspended', requiredR: 2.5, ownR: 0.52, totalR: 3.02 });
      expect(r.afs.floorThermal?.placement).toBe('onGround');
      expect((await rowInputs(r.snapshot)).climateZone).toBe(8);
    });

    it('takes the profile’s zone when the request names none, else the product default, zone 6', async () => {
      const none = await calculate(STUMPS);
      expect(none.climateZone).toBe(6);
      expect(battsOf(none)?.quantity).toBeCloseTo(2.0 * 0.036 * 13.33 * 200, 9); // zone 6: R2.0 (Table 13.2.6f)
      expect((await rowInputs(none.snapshot)).climateZone).toBe(6);
      await setProfileZone(4);
      try {
        const mine = await calculate(STUMPS);
        expect(mine.climateZone).toBe(4);
        expect(battsOf(mine)?.quantity).toBeCloseTo(1.5 * 0.036 * 13.33 * 200, 9); // zone 4: R1.5 (Table 13.2.6d)
        expect((await rowInputs(mine.snapshot)).climateZone).toBe(4);
        // The request's zone wins over the profile's.
        expect((await calculate({ ...STUMPS, climateZone: 7 })).climateZone).toBe(7);
      } finally {
        await setProfileZone(null);
      }
    });

    it.each([0, 9, 2.5, 'x', null])('refuses climateZone %j with 400 naming the field and the rule', async (bad) => {
      const res = await post({ ...STUMPS, climateZone: bad });
      expect(res.status).toBe(400);
      const body = (await res.json()) as ErrorResponse;
      expect(body.error.issues?.map((i) => i.path)).toEqual(['climateZone']);
      expect(body.error.issues?.[0]?.message).toMatch(
        /^climateZone must be a whole number from 1 to 8, an NCC climate zone/,
      );
    });
  });

  it('writes one immutable snapshot row per Calculate, holding exactly the inputs and outputs', async () => {
    const body = {
      ...VALID,
      project: '  Snapshot row test  ',
      complexity: 10,
      lowCarbonConcrete: 'FlyAshSubstitution30',
      datasetId: 'au-typical',
    };
    const first = await calculate(body);
    const second = await calculate(body);
    expect(second.snapshot).toBeGreaterThan(first.snapshot);

    const [me] = await app.database.db.select({ id: user.id }).from(user).where(eq(user.email, signedIn.email));
    // Numbers count within a workspace: this user's snapshot of that number.
    const [row] = await app.database.db
      .select()
      .from(snapshot)
      .where(and(eq(snapshot.number, first.snapshot), eq(snapshot.ownerId, me!.id)));
    expect(row).toBeDefined();
    expect(row!.ownerId).toBe(me!.id);
    expect(row!.kind).toBe('footing');
    expect(row!.project).toBe('Snapshot row test');
    // The request, with the climate zone it was calculated in (none named, no profile zone: 6).
    expect(row!.inputs).toEqual({ ...body, project: 'Snapshot row test', climateZone: 6 });
    const { snapshot: number, createdAt, ...outputs } = first;
    expect(row!.outputs).toEqual(outputs);
    expect(row!.datasetId).toBe('au-typical');
    expect(row!.datasetVersion).toBe(getDataset('au-typical').version);
    expect(row!.engineVersion).toBe(ENGINE_VERSION);
    expect(row!.createdAt.toISOString()).toBe(createdAt);
    expect(row!.contentHash).toBe(
      snapshotContentHash({
        serial: row!.serial,
        number,
        hashVersion: 2,
        kind: 'footing',
        project: row!.project,
        inputs: row!.inputs,
        outputs: row!.outputs,
        datasetId: row!.datasetId,
        datasetVersion: row!.datasetVersion,
        engineVersion: row!.engineVersion,
        createdAt,
      }),
    );
    const rows = await app.database.db
      .select({ n: snapshot.number })
      .from(snapshot)
      .where(eq(snapshot.project, 'Snapshot row test'));
    expect(rows).toHaveLength(2);
  });

  describe('refuses a bad request with 400, naming every bad field', () => {
    const pathsOf = (e: ErrorResponse['error']) => (e.issues ?? []).map((i) => i.path);
    const messageFor = (e: ErrorResponse['error'], path: string) =>
      e.issues?.find((i) => i.path === path)?.message ?? '';

    it('an unknown footing system, naming the allowed ones', async () => {
      const e = await refused({ ...VALID, businessAsUsual: 'ConcreteRaft' });
      expect(pathsOf(e)).toEqual(['businessAsUsual']);
      expect(messageFor(e, 'businessAsUsual')).toContain("'ConcreteRaft'");
      for (const key of FOOTING_SYSTEM_KEYS) expect(messageFor(e, 'businessAsUsual')).toContain(key);
      const alt = await refused({ ...VALID, alternateFootingSystem: 'Piles' });
      expect(pathsOf(alt)).toEqual(['alternateFootingSystem']);
    });

    it('an unknown low-carbon concrete option', async () => {
      const e = await refused({ ...VALID, lowCarbonConcrete: 'Geopolymer' });
      expect(pathsOf(e)).toEqual(['lowCarbonConcrete']);
      expect(messageFor(e, 'lowCarbonConcrete')).toContain('StandardConcrete, FlyAshSubstitution30');
    });

    for (const complexity of [3, -5, 30, 2.5]) {
      it(`complexity ${complexity} (not one of 0, 5, …, 25)`, async () => {
        const e = await refused({ ...VALID, complexity });
        expect(pathsOf(e)).toEqual(['complexity']);
        expect(messageFor(e, 'complexity')).toContain('0, 5, 10, 15, 20, 25');
      });
    }

    it('a 0 m² slab: refused with a message naming the field, and no snapshot saved (issue 47)', async () => {
      const before = (await app.database.db.select({ n: snapshot.number }).from(snapshot)).length;
      const e = await refused({ ...VALID, area: 0 });
      expect(e.issues).toEqual([
        { path: 'area', message: 'Slab Area must be greater than 0 and at most 100,000 m² (got 0).' },
      ]);
      expect((await app.database.db.select({ n: snapshot.number }).from(snapshot)).length).toBe(before);
    });

    it('a negative or absurd area, saying the bound and unit', async () => {
      for (const area of [0, -1, 100_001, 1e12]) {
        const e = await refused({ ...VALID, area });
        expect(pathsOf(e)).toEqual(['area']);
        expect(messageFor(e, 'area')).toBe(`Slab Area must be greater than 0 and at most 100,000 m² (got ${area}).`);
      }
    });

    it('a negative or absurd depth, saying the bound and unit', async () => {
      for (const depth of [-700, 3001]) {
        const e = await refused({ ...VALID, depth });
        expect(pathsOf(e)).toEqual(['depth']);
        expect(messageFor(e, 'depth')).toBe(`Founding Depth must be between 0 and 3,000 mm (got ${depth}).`);
      }
    });

    it('a blank project name', async () => {
      const e = await refused({ ...VALID, project: '   ' });
      expect(e.issues).toEqual([{ path: 'project', message: 'Project name is required.' }]);
    });

    it('an unknown dataset', async () => {
      const e = await refused({ ...VALID, datasetId: 'epic' });
      expect(pathsOf(e)).toEqual(['datasetId']);
    });

    it('an unknown field, by name', async () => {
      const e = await refused({ ...VALID, wallType: 'Block90' });
      expect(e.issues).toHaveLength(1);
      expect(e.issues![0]!.message).toContain('Unknown field wallType');
    });

    it('every missing field at once', async () => {
      const e = await refused({});
      expect(pathsOf(e).sort()).toEqual([
        'alternateFootingSystem',
        'area',
        'businessAsUsual',
        'complexity',
        'depth',
        'lowCarbonConcrete',
        'project',
      ]);
      expect(messageFor(e, 'area')).toBe('Slab Area is required.');
      expect(e.message).toContain('7 problems');
    });

    it('every wrong-typed field at once', async () => {
      const e = await refused({
        project: 42,
        area: '200',
        depth: true,
        complexity: '5',
        businessAsUsual: 1,
        alternateFootingSystem: ['Waffle'],
        lowCarbonConcrete: null,
      });
      expect(pathsOf(e).sort()).toEqual([
        'alternateFootingSystem',
        'area',
        'businessAsUsual',
        'complexity',
        'depth',
        'lowCarbonConcrete',
        'project',
      ]);
      expect(messageFor(e, 'area')).toBe('Slab Area must be a number greater than 0 and at most 100,000 m².');
      expect(messageFor(e, 'project')).toBe('Project name must be text.');
    });

    it('a body that is not a JSON object', async () => {
      const list = await refused([VALID]);
      expect(list.issues?.[0]?.message).toContain('must be a JSON object');
      const broken = await post('{"project": ');
      expect(broken.status).toBe(400);
      expect(((await broken.json()) as ErrorResponse).error.code).toBe('invalid_request');
    });

    it('and saves no snapshot for a refused request', async () => {
      const before = await app.database.db.select({ n: snapshot.number }).from(snapshot);
      await refused({ ...VALID, area: -1 });
      const after = await app.database.db.select({ n: snapshot.number }).from(snapshot);
      expect(after).toHaveLength(before.length);
    });
  });

  it('answers 401 to a visitor who is not signed in, and saves nothing', async () => {
    const before = await app.database.db.select({ n: snapshot.number }).from(snapshot);
    const res = await post(VALID, { 'content-type': 'application/json', origin: app.config.publicUrl });
    expect(res.status).toBe(401);
    expect(((await res.json()) as ErrorResponse).error.code).toBe('unauthenticated');
    const after = await app.database.db.select({ n: snapshot.number }).from(snapshot);
    expect(after).toHaveLength(before.length);
  });

  it('answers 401 to a stale session cookie', async () => {
    const res = await post(VALID, {
      ...signedIn.headers,
      cookie: 'better-auth.session_token=forged.value',
      'x-xsrf-token': xsrfTokenFor(app.config.authSecret, 'forged.value'),
    });
    expect(res.status).toBe(401);
  });
});
