import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ENGINE_VERSION, getDataset } from '@embodied/engine';
import type {
  CalculateFootingResponse,
  CalculateWallResponse,
  EstimateDwellingResponse,
  LcaxProject,
  ParetoResponse,
  Recalculation,
  SnapshotDetail,
} from '@embodied/contracts';
import { computeFootingOutputs } from '../src/features/footings/footing-service';
import { createSnapshot } from './support/snapshots';
import { PLACEHOLDER_DWELLING } from './support/requests';
import { signUpVerified, type SignedInUser } from './support/session';
import { createTestApp, describeEachDatabase, type TestApp } from './support/test-app';

/* Issue 51 at the API: A1–A3, A4, A5 and A1–A5 on every answer, snapshot, export and report. */

interface ErrorBody {
  error: { code: string; issues?: Array<{ path: string; message: string }> };
}

const WALL = {
  project: 'Upfront St',
  targetReduction: 30,
  locations: [
    { description: 'North', length: 10, height: 2.4, materialA: 'BrickVeneerVirginLocal', materialB: 'Block90' },
  ],
};
const FOOTING = {
  project: 'Upfront St',
  area: 200,
  depth: 700,
  complexity: 0,
  businessAsUsual: 'BlindedRaft',
  alternateFootingSystem: 'Waffle',
  lowCarbonConcrete: 'StandardConcrete',
} as const;

describeEachDatabase('upfront modules (issue 51)', (kind) => {
  let app: TestApp;
  let owner: SignedInUser;
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const res = await app.request(path, { method: 'POST', headers: owner.headers, body: JSON.stringify(body) });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as T;
  };
  const refused = async (path: string, body: unknown) => {
    const res = await app.request(path, { method: 'POST', headers: owner.headers, body: JSON.stringify(body) });
    expect(res.status).toBe(400);
    return ((await res.json()) as ErrorBody).error.issues ?? [];
  };
  const get = (path: string) => app.request(path, { headers: { cookie: owner.cookie } });
  const detail = async (n: number) => (await (await get(`/api/snapshots/${n}`)).json()) as SnapshotDetail;

  beforeAll(async () => {
    app = await createTestApp(kind);
    owner = await signUpVerified(app);
  });
  afterAll(async () => app.close());

  it('a wall answers each option by module; a local brickworks moves A4 only, and the snapshot keeps it', async () => {
    const base = await post<CalculateWallResponse>('/api/project/calculate-wall', WALL);
    const near = await post<CalculateWallResponse>('/api/project/calculate-wall', {
      ...WALL,
      upfront: { transportKm: { bricks: 40 } },
    });
    const a = base.upfront!.optionA;
    expect(a.a1a3).toBe(base.optionATotal);
    expect(a.a1a5).toBeCloseTo(a.a1a3 + a.a4 + a.a5, 9);
    expect(a.a5Site).toBe(0);
    expect(near.upfront!.optionA.a4).toBeLessThan(a.a4);
    expect(near.upfront!.optionA.a5).toBe(a.a5);
    expect(near.upfront!.optionA.a1a3).toBe(a.a1a3);
    expect(near.upfront!.optionB).toEqual(base.upfront!.optionB);
    expect(near.locations[0]!.upfrontA).toEqual(near.upfront!.optionA);
    const saved = await detail(near.snapshot);
    expect(saved.inputs).toMatchObject({ upfront: { transportKm: { bricks: 40 } } });
    expect(saved.report.inputs).toContainEqual({
      group: 'Transport (A4)',
      label: 'Bricks (clay, concrete, reclaimed)',
      value: 40,
      unit: 'km',
    });
    expect(saved.report.results.map((r) => r.key)).toContain('upfront.reduction.a1a5');
    expect(saved.report.notes.change?.sentence).toMatch(
      /^Option B emits [\d.]+ % (less|more) than option A at A1–A5\.$/,
    );
  });

  it('a waste factor moves A5 only (footing)', async () => {
    const base = await post<CalculateFootingResponse>('/api/project/calculate-footing', FOOTING);
    const more = await post<CalculateFootingResponse>('/api/project/calculate-footing', {
      ...FOOTING,
      upfront: { wastePercent: { concrete: 20 } },
    });
    expect(more.upfront!.bau.a4).toBe(base.upfront!.bau.a4);
    expect(more.upfront!.bau.a1a3).toBe(base.upfront!.bau.a1a3);
    expect(more.upfront!.bau.a5).toBeGreaterThan(base.upfront!.bau.a5);
    expect(base.upfront!.noEpdDefault.bau.a1a5).toBeGreaterThan(base.upfront!.bau.a1a5);
  });

  it('refuses a negative distance, an unknown class and a waste over 100 %, naming each field and rule', async () => {
    const issues = await refused('/api/project/calculate-wall', {
      ...WALL,
      upfront: { transportKm: { bricks: -5 }, wastePercent: { timber: 150 } },
    });
    const byPath = new Map(issues.map((i) => [i.path, i.message]));
    expect(byPath.get('upfront.transportKm.bricks')).toMatch(
      /Transport distance for bricks .* must be a number .*0.*20,000/,
    );
    expect(byPath.get('upfront.wastePercent.timber')).toMatch(/Waste factor for timber .* 100/);
    const unknown = await refused('/api/project/calculate-footing', {
      ...FOOTING,
      upfront: { transportKm: { granite: 10 } },
    });
    expect(unknown.map((i) => i.path)).toEqual(['upfront.transportKm']);
    expect(unknown[0]!.message).toContain('Unknown material class granite');
    const scope = await refused('/api/project/optimize', { ...PLACEHOLDER_DWELLING, scope: 'house' });
    expect(scope.map((i) => i.path)).toEqual(['scope']);
    expect(scope[0]!.message).toContain('cold-shell, whole-house');
  });

  it('a whole-house dwelling: its parts, site activity and scope in the answer, the snapshot and its report', async () => {
    const cold = await post<EstimateDwellingResponse>('/api/project/optimize', PLACEHOLDER_DWELLING);
    const whole = await post<EstimateDwellingResponse>('/api/project/optimize', {
      ...PLACEHOLDER_DWELLING,
      scope: 'whole-house',
    });
    expect(cold.upfront!.scope).toBe('cold-shell');
    expect(cold.upfront!.wholeHouseElements).toEqual([]);
    expect(whole.upfront!.scope).toBe('whole-house');
    expect(whole.upfront!.wholeHouseElements.map((e) => e.element)).toEqual([
      'internalWalls',
      'ceilings',
      'ceilingInsulation',
      'services',
    ]);
    // $2,400/m² ÷ 1.9745 AUD/£ × 1,400 kgCO2e per £100k = 17.017 kgCO2e/m² × 200 m².
    expect(whole.upfront!.siteActivity.a5Site).toBeCloseTo(((2400 / 1.9745) * 1400 * 200) / 100_000, 6);
    expect(whole.totalCO2e).toBe(cold.totalCO2e);
    expect(whole.upfront!.total.a1a5).toBeGreaterThan(cold.upfront!.total.a1a5);
    expect(whole.elements[0]!.upfront!.a1a3).toBe(whole.elements[0]!.kgCO2e);
    const report = (await detail(whole.snapshot)).report;
    expect(report.inputs).toContainEqual({ group: null, label: 'Scope', value: 'Whole house', unit: null });
    expect(report.notes.scope.rows[0]!.included).toMatch(/^The whole house/);
    expect(report.breakdowns.map((b) => b.caption)).toContain('Whole house: parts added to the cold shell');
    // The headline is the snapshot's own scope at A1–A5, its A1–A3 below it, then the cold shell's A1–A3.
    expect(report.results.slice(0, 5).map((r) => [r.label, r.value])).toEqual([
      ['Total CO2e, whole house, A1–A5 upfront carbon', whole.upfront!.total.a1a5],
      ['CO2e/m², whole house, A1–A5 upfront carbon', whole.upfront!.perM2.a1a5],
      ['Total CO2e, whole house, A1–A3 product stage', whole.upfront!.total.a1a3],
      ['Total CO2e, cold shell, A1–A3 product stage', whole.totalCO2e],
      ['CO2e/m², cold shell, A1–A3 product stage', whole.cO2ePerm2],
    ]);
    expect(report.results.filter((r) => r.key === 'upfront.total.a1a5')).toHaveLength(1);
    const coldReport = (await detail(cold.snapshot)).report;
    expect(coldReport.results.slice(0, 3).map((r) => r.label)).toEqual([
      'Total CO2e, cold shell, A1–A5 upfront carbon',
      'CO2e/m², cold shell, A1–A5 upfront carbon',
      'Total CO2e, cold shell, A1–A3 product stage',
    ]);
  });

  it('the optimizer searches at A1–A5 over the whole house when asked', async () => {
    const body = { ...PLACEHOLDER_DWELLING, allowed: { roofMaterial: ['Concrete Tile'] } };
    const { windowArea, groundFloorArea, firstFloorArea, ceilingHeight } = body;
    const r = await post<ParetoResponse>('/api/project/optimize/pareto', {
      windowArea,
      groundFloorArea,
      firstFloorArea,
      ceilingHeight,
      scope: 'whole-house',
      modules: 'A1-A5',
    });
    expect([r.scope, r.modules]).toEqual(['whole-house', 'A1-A5']);
    for (const d of r.front) expect(d.totalCO2e).toBe(d.upfront.a1a5);
  });

  it('LCAx carries a4 and a5; the XLSX and CSV name the modules', async () => {
    const made = await post<CalculateFootingResponse>('/api/project/calculate-footing', FOOTING);
    const lcax = (await (await get(`/api/snapshots/${made.snapshot}/export.lcax.json`)).json()) as LcaxProject;
    expect(lcax.lifeCycleModules).toEqual(['a1a3', 'a4', 'a5']);
    expect(lcax.assemblies[0]!.results).toEqual({
      gwp: { a1a3: made.upfront!.bau.a1a3, a4: made.upfront!.bau.a4, a5: made.upfront!.bau.a5 },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await (await get(`/api/snapshots/${made.snapshot}/export.xlsx`)).arrayBuffer());
    const results: string[] = [];
    book.getWorksheet('Results')!.eachRow((row) => results.push(row.getCell(1).text));
    expect(results).toContain('Business As Usual, A4 transport to site');
    expect(results).toContain('CO2 Reduction, A1–A5 upfront carbon');
    const csv = await (await get(`/api/snapshots/${made.snapshot}/export.csv`)).text();
    expect(csv).toContain('Upfront carbon by module › Business as usual › A4 transport to site');
  });

  it('an old snapshot stays as saved and says it is A1–A3 only; recalculating shows the modules', async () => {
    const { upfront: _none, ...old } = computeFootingOutputs({ ...FOOTING, project: 'Old' }, 'au-typical');
    const ownerId = (await (await get('/api/user')).json()) as { id: string };
    const saved = await createSnapshot(app.database.db, {
      ownerId: ownerId.id,
      kind: 'footing',
      project: 'Old',
      inputs: { ...FOOTING, project: 'Old' },
      outputs: old,
      datasetId: 'au-typical',
      datasetVersion: getDataset('au-typical').version,
      engineVersion: ENGINE_VERSION,
    });
    const d = await detail(saved.number);
    expect(d.outputs).not.toHaveProperty('upfront');
    expect(d.report.notes.scope.rows.find((r) => r.aspect === 'Life-cycle modules')?.included).toMatch(/^A1–A3 only/);
    expect(d.report.notes.change?.sentence).toMatch(/ at A1–A3\.$/);
    expect(d.report.results.some((r) => r.key.startsWith('upfront.'))).toBe(false);
    // Its headline is its own A1–A3 figure, labelled as saved before A4 and A5 were counted.
    expect(d.report.results.slice(0, 3).map((r) => [r.label, r.value])).toEqual([
      ['Business As Usual, A1–A3 (saved before transport and construction were counted)', old.bauValue],
      ['Alternate Footing System, A1–A3 (saved before transport and construction were counted)', old.afsValue],
      ['CO2 Reduction, A1–A3 (saved before transport and construction were counted)', old.c02Reduction],
    ]);
    const re = (await (await get(`/api/snapshots/${saved.number}/recalculate`)).json()) as Recalculation;
    const added = re.figures.filter((f) => f.key.startsWith('upfront.'));
    expect(added.length).toBeGreaterThan(0);
    for (const f of added) expect(f.old).toBeNull();
  });
});
