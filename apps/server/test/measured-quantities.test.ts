import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimateDwelling } from '@embodied/engine';
import {
  toEngineDwellingInput,
  type EstimateDwellingResponse,
  type MeasuredQuantitiesBody,
  type ParetoResponse,
  type ShareLink,
  type SnapshotDetail,
} from '@embodied/contracts';
import { pdfText } from './support/pdf-text';
import { signUpVerified, type SignedInUser } from './support/session';
import { createTestApp, describeEachDatabase, type TestApp } from './support/test-app';

/*
 * Measured quantities (issue 52): an estimate sent with a take-off's areas uses them, its snapshot
 * records them with the take-off they came from, and every printout of it (report, shared page,
 * PDF) says the quantities were taken off that model. A wall calculation records its take-off too.
 */

const HOUSE = {
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
} as const;

const SHA = `3f2a1b2c3d4e${'0'.repeat(52)}`;
const MEASURED: MeasuredQuantitiesBody = {
  grossWallGround: 131.4,
  grossWallFirst: 98.6,
  windowGround: 22.5,
  windowFirst: 14.25,
  roofArea: 171.8,
  internalWallArea: 96.3,
  source: { kind: 'ifc', fileName: 'house.ifc', sha256: SHA, schema: 'IFC4', elementsRead: 412, elementsSkipped: 3 },
};
const LINE = 'taken off house.ifc (IFC4, SHA-256 3f2a1b2c3d4e…, 412 elements read, 3 skipped)';

interface ErrorResponse {
  error: { code: string; issues?: Array<{ path: string; message: string }> };
}

describeEachDatabase('measured quantities (issue 52)', (kind) => {
  let app: TestApp;
  let user: SignedInUser;
  const post = (path: string, body: unknown) =>
    app.request(path, { method: 'POST', headers: user.headers, body: JSON.stringify(body) });
  const get = (path: string, who: SignedInUser | null = user) => app.request(path, who ? { headers: who.headers } : {});
  const refusedPaths = async (path: string, body: unknown) => {
    const res = await post(path, body);
    expect(res.status).toBe(400);
    return ((await res.json()) as ErrorResponse).error.issues?.map((i) => i.path) ?? [];
  };

  beforeAll(async () => {
    app = await createTestApp(kind);
    user = await signUpVerified(app);
  });
  afterAll(async () => app.close());

  describe('a dwelling estimate with measured quantities', () => {
    let saved: EstimateDwellingResponse;
    beforeAll(async () => {
      const res = await post('/api/project/optimize', { ...HOUSE, project: 'Measured', measuredQuantities: MEASURED });
      expect(res.status, await res.clone().text()).toBe(200);
      saved = (await res.json()) as EstimateDwellingResponse;
    });

    it('uses the measured areas: the engine’s figures with the block, not the model', () => {
      const engine = estimateDwelling({
        ...toEngineDwellingInput(HOUSE),
        climateZone: 6,
        measuredQuantities: MEASURED,
      });
      expect(saved.totalCO2e).toBe(engine.totalCO2e);
      expect(saved.geometry.opaqueGround).toBe(131.4 - 22.5);
      expect(saved.geometry.roofArea).toBe(171.8);
      expect(saved.elements.find((e) => e.element === 'windows')?.area).toBe(36.75);
    });

    it('its snapshot records the block and its take-off, and its report says where the quantities came from', async () => {
      const detail = (await (await get(`/api/snapshots/${saved.snapshot}`)).json()) as SnapshotDetail;
      expect(detail.inputs).toMatchObject({ measuredQuantities: MEASURED });
      expect(detail.report.inputs).toContainEqual({ group: null, label: 'Quantities', value: LINE, unit: null });
      expect(detail.report.inputs).toContainEqual({
        group: 'Measured quantities',
        label: 'Roof (along its slope)',
        value: 171.8,
        unit: 'm²',
      });
      const quantities = detail.report.notes.scope.rows.find((r) => r.aspect === 'Quantities');
      expect(quantities?.included).toMatch(/^Quantities taken off house\.ifc \(IFC4, SHA-256 3f2a1b2c3d4e…/);
      expect(quantities?.included).toContain('not the 4.5·√A perimeter model');
    });

    it('its PDF and its shared page say the quantities were taken off the model', async () => {
      const pdf = await get(`/api/snapshots/${saved.snapshot}/export.pdf`);
      expect(pdf.status).toBe(200);
      const text = pdfText(Buffer.from(await pdf.arrayBuffer())).replace(/\s+/g, ' ');
      expect(text).toContain('taken off house.ifc (IFC4, SHA-256 3f2a1b2c3d4e');
      expect(text).toContain('412 elements read, 3 skipped');
      const link = (await (
        await app.request(`/api/snapshots/${saved.snapshot}/share`, { method: 'POST', headers: user.headers })
      ).json()) as ShareLink;
      const shared = (await (await get(`/api/shared/${link.token}`, null)).json()) as SnapshotDetail;
      expect(shared.report.inputs).toContainEqual({ group: null, label: 'Quantities', value: LINE, unit: null });
    });

    it('its CSV names each measured area with its unit, and the model it was taken off', async () => {
      const csv = await (await get(`/api/snapshots/${saved.snapshot}/export.csv`)).text();
      const row = (path: string) => csv.split('\r\n').find((l) => l.includes(`,${path},`)) ?? `(no row ${path})`;
      expect(row('measuredQuantities.grossWallFirst')).toBe(
        'Input,Measured quantities › First floor gross wall area,98.6,m²,measuredQuantities.grossWallFirst,',
      );
      expect(row('measuredQuantities.roofArea')).toContain('Measured quantities › Roof area,171.8,');
      expect(row('measuredQuantities.roofArea')).toContain(',m²,');
      expect(row('measuredQuantities.source.fileName')).toBe(
        'Input,Measured quantities › Taken off › Model file,house.ifc,,measuredQuantities.source.fileName,',
      );
      expect(row('measuredQuantities.source.elementsSkipped')).toContain('Elements skipped,3,,');
    });

    it('without the block the snapshot and its scope table are as before (the model)', async () => {
      const plain = (await (await post('/api/project/optimize', HOUSE)).json()) as EstimateDwellingResponse;
      const detail = (await (await get(`/api/snapshots/${plain.snapshot}`)).json()) as SnapshotDetail;
      expect(detail.inputs).not.toHaveProperty('measuredQuantities');
      expect(detail.report.inputs.some((r) => r.label === 'Quantities')).toBe(false);
      expect(detail.report.notes.scope.rows.find((r) => r.aspect === 'Quantities')?.included).toMatch(/^Modelled/);
    });
  });

  it('a manual take-off prints "measured by hand"', async () => {
    const body = { ...HOUSE, measuredQuantities: { ...MEASURED, source: { kind: 'manual' } } };
    const saved = (await (await post('/api/project/optimize', body)).json()) as EstimateDwellingResponse;
    const detail = (await (await get(`/api/snapshots/${saved.snapshot}`)).json()) as SnapshotDetail;
    expect(detail.report.inputs).toContainEqual({
      group: null,
      label: 'Quantities',
      value: 'measured by hand',
      unit: null,
    });
  });

  it('the optimizer searches the measured house: its current design costs what the estimate says', async () => {
    const { project: _p, ...choices } = { project: '', ...HOUSE };
    const { groundFloorArea, firstFloorArea, ceilingHeight, windowArea, ...current } = choices;
    const search = async (modules?: 'A1-A3') => {
      const body = {
        groundFloorArea,
        firstFloorArea,
        ceilingHeight,
        windowArea,
        measuredQuantities: MEASURED,
        current,
      };
      const res = await post('/api/project/optimize/pareto', modules ? { ...body, modules } : body);
      expect(res.status, await res.clone().text()).toBe(200);
      return (await res.json()) as ParetoResponse;
    };
    const estimate = (await (
      await post('/api/project/optimize', { ...HOUSE, measuredQuantities: MEASURED })
    ).json()) as EstimateDwellingResponse;
    // At A1–A3 the search's current design is the estimate's total; by default (A1–A5), its upfront total.
    const a1a3 = await search('A1-A3');
    expect(a1a3.current?.totalCO2e).toBe(estimate.totalCO2e);
    expect(a1a3.current?.coldShellCost).toBe(estimate.coldShellCost);
    expect((await search()).current?.totalCO2e).toBeCloseTo(estimate.upfront!.total.a1a5, 6);
  });

  it('refuses a bad block with 400 naming each field', async () => {
    expect(
      await refusedPaths('/api/project/optimize', {
        ...HOUSE,
        measuredQuantities: { ...MEASURED, grossWallGround: -1, roofArea: 'big' },
      }),
    ).toEqual(['measuredQuantities.grossWallGround', 'measuredQuantities.roofArea']);
    expect(
      await refusedPaths('/api/project/optimize', { ...HOUSE, measuredQuantities: { ...MEASURED, windowFirst: 120 } }),
    ).toEqual(['measuredQuantities.windowFirst']);
    // The engine's rule with the floor areas: no measured walls on a storey without floor.
    expect(
      await refusedPaths('/api/project/optimize', { ...HOUSE, firstFloorArea: 0, measuredQuantities: MEASURED }),
    ).toEqual(['measuredQuantities.grossWallFirst']);
    expect(
      await refusedPaths('/api/project/optimize/pareto', {
        groundFloorArea: 150,
        firstFloorArea: 120,
        ceilingHeight: 2.55,
        windowArea: 25,
        measuredQuantities: { ...MEASURED, source: { kind: 'ifc', fileName: 'house.ifc' } },
      }),
    ).toEqual(
      expect.arrayContaining([
        'measuredQuantities.source.sha256',
        'measuredQuantities.source.schema',
        'measuredQuantities.source.elementsRead',
      ]),
    );
  });

  describe('a wall calculation filled from a take-off', () => {
    const wall = {
      project: 'Measured walls',
      targetReduction: 30,
      locations: [
        {
          description: 'North walls (house.ifc)',
          length: 18.67,
          height: 2.7,
          materialA: 'BrickVeneerVirginLocal',
          materialB: 'LightWeightTimberClad',
        },
      ],
    };

    it('records the take-off in its snapshot and says so in its report', async () => {
      const res = await post('/api/project/calculate-wall', { ...wall, takeoff: MEASURED.source });
      expect(res.status, await res.clone().text()).toBe(200);
      const { snapshot } = (await res.json()) as { snapshot: number };
      const detail = (await (await get(`/api/snapshots/${snapshot}`)).json()) as SnapshotDetail;
      expect(detail.inputs).toMatchObject({ takeoff: MEASURED.source });
      expect(detail.report.inputs).toContainEqual({ group: null, label: 'Quantities', value: LINE, unit: null });
      expect(detail.report.notes.scope.rows.find((r) => r.aspect === 'Quantities')?.included).toContain(
        'Lengths and heights taken off house.ifc (IFC4',
      );
      const pdf = await get(`/api/snapshots/${snapshot}/export.pdf`);
      expect(pdfText(Buffer.from(await pdf.arrayBuffer())).replace(/\s+/g, ' ')).toContain('taken off house.ifc');
    });

    it('without one, as before; a bad one is refused naming the field', async () => {
      const plain = (await (await post('/api/project/calculate-wall', wall)).json()) as { snapshot: number };
      const detail = (await (await get(`/api/snapshots/${plain.snapshot}`)).json()) as SnapshotDetail;
      expect(detail.inputs).not.toHaveProperty('takeoff');
      expect(
        await refusedPaths('/api/project/calculate-wall', { ...wall, takeoff: { ...MEASURED.source, sha256: 'x' } }),
      ).toEqual(['takeoff.sha256']);
    });
  });
});
