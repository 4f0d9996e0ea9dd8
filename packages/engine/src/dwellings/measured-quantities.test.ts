import { describe, expect, it } from 'vitest';
import { EngineInputError } from '../validation/engine-input-error';
import { reportNotes } from '../report/report-notes';
import { getDataset } from '../datasets/get-dataset';
import { WHOLE_HOUSE_GEOMETRY } from '../upfront/whole-house';
import type { DwellingInput } from './dwelling-types';
import { estimateDwelling } from './estimate-dwelling';
import {
  measuredQuantitiesWords,
  takeoffWords,
  wallTakeoffWords,
  type MeasuredQuantities,
} from './measured-quantities';
import { roofFactor } from './roof-factor';
import { wallMaterialFactor } from './wall-material-factor';
import { windowFactor } from './window-factor';

const HOUSE: DwellingInput = {
  groundFloorArea: 150,
  firstFloorArea: 120,
  ceilingHeight: 2.55,
  windowPercent: 25,
  glazing: 'Double Glazed',
  windowFrameType: 'Timber',
  groundFloorWallMaterial: 'brick veneer',
  firstFloorWallMaterial: 'clad weatherboard',
  groundFloorStructure: 'waffle pod',
  firstFloorStructure: 'timber',
  roofMaterial: 'Metal',
  brickSupplier: 'Recycled Brick',
  concreteSupplier: 'Holcim ECOPAct VE251EKC',
};

const SHA = '3f2a1b2c3d4e'.padEnd(64, '0');
const MEASURED: MeasuredQuantities = {
  grossWallGround: 131.4,
  grossWallFirst: 98.6,
  windowGround: 22.5,
  windowFirst: 14.25,
  roofArea: 171.8,
  internalWallArea: 96.3,
  source: { kind: 'ifc', fileName: 'house.ifc', sha256: SHA, schema: 'IFC4', elementsRead: 412, elementsSkipped: 3 },
};

function issuesOf(f: () => unknown): { path: string; message: string }[] {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(EngineInputError);
    return (e as EngineInputError).issues;
  }
  throw new Error('expected an EngineInputError');
}

describe('estimateDwelling with measured quantities (issue 52)', () => {
  const r = estimateDwelling({ ...HOUSE, measuredQuantities: MEASURED });
  const el = (id: string) => r.elements.find((e) => e.element === id)!;

  it('the geometry is the measured one, not 4.5·√A', () => {
    expect(r.geometry.grossWallGround).toBe(131.4);
    expect(r.geometry.opaqueGround).toBe(131.4 - 22.5);
    expect(r.geometry.opaqueFirst).toBe(98.6 - 14.25);
    expect(r.geometry.windowGround + r.geometry.windowFirst).toBe(36.75);
    expect(r.geometry.roofArea).toBe(171.8);
    expect(r.geometry.perimeterGround).toBeCloseTo(131.4 / 2.55, 12);
    const modelled = estimateDwelling(HOUSE).geometry;
    expect(modelled.grossWallGround).toBeCloseTo(4.5 * Math.sqrt(150) * 2.55, 9);
    expect(modelled.grossWallGround).not.toBeCloseTo(131.4, 0);
  });

  it('each element is its measured area × its per-m² factor, by hand', () => {
    const wallG = wallMaterialFactor('brick veneer', 'au-typical', 'Recycled Brick', 'Holcim ECOPAct VE251EKC');
    const wallF = wallMaterialFactor('clad weatherboard', 'au-typical', 'Recycled Brick', 'Holcim ECOPAct VE251EKC');
    expect(el('wallsGround').area).toBe(108.9);
    expect(el('wallsGround').kgCO2e).toBeCloseTo(wallG.perM2 * 108.9, 9);
    expect(el('wallsFirst').kgCO2e).toBeCloseTo(wallF.perM2 * (98.6 - 14.25), 9);
    expect(el('windows').kgCO2e).toBeCloseTo(windowFactor('Timber', 'Double Glazed').perM2 * 36.75, 9);
    expect(el('roof').kgCO2e).toBeCloseTo(roofFactor('Metal').perM2 * 171.8, 9);
  });

  it('the whole house counts the measured internal walls; without one, the model', () => {
    const whole = estimateDwelling({ ...HOUSE, scope: 'whole-house', measuredQuantities: MEASURED });
    const internal = whole.upfront.wholeHouseElements.find((e) => e.element === 'internalWalls')!;
    expect(internal.area).toBe(96.3);
    const unmeasured = estimateDwelling({
      ...HOUSE,
      scope: 'whole-house',
      measuredQuantities: { ...MEASURED, internalWallArea: null },
    });
    const modelled = unmeasured.upfront.wholeHouseElements.find((e) => e.element === 'internalWalls')!;
    expect(modelled.area).toBeCloseTo(WHOLE_HOUSE_GEOMETRY.internalWallLengthPerFloorArea.value * 270 * 2.55, 9);
    expect(internal.kgCO2e).toBeCloseTo((modelled.kgCO2e / modelled.area) * 96.3, 6);
  });

  it('A4 and A5 follow the measured areas (doubling every measured area and floor doubles A1–A5)', () => {
    const twice = estimateDwelling({
      ...HOUSE,
      groundFloorArea: 300,
      firstFloorArea: 240,
      measuredQuantities: {
        ...MEASURED,
        grossWallGround: 262.8,
        grossWallFirst: 197.2,
        windowGround: 45,
        windowFirst: 28.5,
        roofArea: 343.6,
      },
    });
    expect(twice.upfront.total.a4).toBeCloseTo(2 * r.upfront.total.a4, 6);
    expect(twice.upfront.total.a1a5).toBeCloseTo(2 * r.upfront.total.a1a5, 6);
  });

  it('null is no block: the modelled geometry', () => {
    expect(estimateDwelling({ ...HOUSE, measuredQuantities: null }).totalCO2e).toBe(estimateDwelling(HOUSE).totalCO2e);
  });
});

describe('measured quantities: every bad field is named', () => {
  const bad = (m: unknown, extra: Partial<DwellingInput> = {}) =>
    issuesOf(() => estimateDwelling({ ...HOUSE, ...extra, measuredQuantities: m as MeasuredQuantities }));

  it('negative, non-finite and missing areas', () => {
    const issues = bad({
      ...MEASURED,
      grossWallGround: -1,
      roofArea: Number.POSITIVE_INFINITY,
      windowFirst: undefined,
    });
    expect(issues.map((i) => i.path)).toEqual([
      'measuredQuantities.grossWallGround',
      'measuredQuantities.windowFirst',
      'measuredQuantities.roofArea',
    ]);
    expect(issues[0]!.message).toMatch(
      /measured external wall area of the ground floor must be between 0 and 20,000 m²/,
    );
  });

  it('a storey with more window than wall, and measured walls on a storey without floor area', () => {
    const issues = bad({ ...MEASURED, windowGround: 140 }, { firstFloorArea: 0 });
    expect(issues.map((i) => i.path)).toEqual(['measuredQuantities.windowGround', 'measuredQuantities.grossWallFirst']);
    expect(issues[0]!.message).toMatch(
      /window area of the ground floor \(140 m²\) is larger than its external wall area/,
    );
    expect(issues[1]!.message).toMatch(/first floor is 98.6 m² but the first floor area is 0/);
  });

  it('a source that is missing, unknown or incomplete, and an unknown field', () => {
    expect(bad({ ...MEASURED, source: undefined }).map((i) => i.path)).toEqual(['measuredQuantities.source']);
    expect(bad({ ...MEASURED, source: { kind: 'dxf' } })[0]!.message).toMatch(/Unknown take-off kind 'dxf'/);
    expect(
      bad({ ...MEASURED, source: { kind: 'ifc', fileName: '', sha256: 'abc', schema: 'IFC4', elementsRead: 1.5 } }).map(
        (i) => i.path,
      ),
    ).toEqual([
      'measuredQuantities.source.fileName',
      'measuredQuantities.source.sha256',
      'measuredQuantities.source.elementsRead',
      'measuredQuantities.source.elementsSkipped',
    ]);
    expect(bad({ ...MEASURED, perimeter: 3 }).map((i) => i.path)).toEqual(['measuredQuantities.perimeter']);
    expect(bad('walls').map((i) => i.path)).toEqual(['measuredQuantities']);
  });

  it('a manual take-off needs no file', () => {
    expect(() =>
      estimateDwelling({ ...HOUSE, measuredQuantities: { ...MEASURED, source: { kind: 'manual' } } }),
    ).not.toThrow();
  });
});

describe('measured quantities in words', () => {
  it('names the model, its schema, hash and counts, or the hand', () => {
    expect(takeoffWords(MEASURED.source)).toBe(
      'taken off house.ifc (IFC4, SHA-256 3f2a1b2c3d4e…, 412 elements read, 3 skipped)',
    );
    expect(takeoffWords({ kind: 'manual' })).toBe('measured by hand');
    expect(wallTakeoffWords(MEASURED.source)).toContain('taken off house.ifc (IFC4');
  });

  it('the scope table’s Quantities row says so in place of the model', () => {
    const input = { dataset: getDataset('au-typical'), version: '1', products: [], day: '2026-11-29' };
    const quantities = measuredQuantitiesWords(MEASURED);
    const row = (q?: string) =>
      reportNotes('dwelling', input, { upfront: true, quantities: q }).scope.rows.find(
        (x) => x.aspect === 'Quantities',
      )!;
    expect(row(quantities).included).toMatch(/^Quantities taken off house\.ifc \(IFC4, SHA-256 3f2a1b2c3d4e…/);
    expect(row(quantities).included).toContain('not the 4.5·√A perimeter model');
    expect(row().included).toMatch(/^Modelled from the floor areas/);
  });
});
