import { describe, expect, it } from 'vitest';
import { COST_RATES, withFloorInsulation } from '../costs/cost-rates';
import { getDataset } from '../datasets/get-dataset';
import { estimateDwelling } from '../dwellings/estimate-dwelling';
import { floorFactor } from '../dwellings/floor-factor';
import { calculateFooting } from '../footings/calculate-footing';
import { optimizeDwelling } from '../optimizer/optimize-dwelling';
import { EngineInputError } from '../validation/engine-input-error';
import { REFERENCE_SOURCES } from './reference-sources';
import {
  CLIMATE_ZONE_RULE,
  FLOOR_DEFAULT_CLIMATE_ZONE,
  FLOOR_THERMAL_LAYERS,
  floorInsulationLine,
  floorThermal,
  nccFloorBenchmark,
} from './floor-insulation';
import { CLIMATE_ZONES, type ClimateZone } from './ncc-wall';

const ZONES = CLIMATE_ZONES;
/** The secondary tables' underfloor Total R for a suspended floor, zones 1–8 (issue #49, review 2026-11). */
const REQUIRED = [1.5, 1.0, 2.25, 1.0, 2.25, 2.25, 2.75, 3.25];

describe('the NCC Total R a suspended floor needs', () => {
  it.each(ZONES)('climate zone %i', (z) => {
    const b = nccFloorBenchmark(z);
    expect(b.requiredR).toBe(REQUIRED[z - 1]);
    expect(b.confidence).toBe('secondary');
    expect(b.sourceIds).toEqual(['AEF_RVALUE', 'NCC22_HP1326']);
  });

  it('says the values are a benchmark from a secondary table, not NCC 2022’s rule, and every layer traces to a source or a derivation', () => {
    // NCC 2022 13.2.6 was read (docs/research/issue-49-verification.md): it asks a labelled insulation
    // R-value by subfloor, wall height and zone, and the eight Total R values are not in it.
    const source = REFERENCE_SOURCES.find((s) => s.id === 'NCC22_HP1326');
    expect(source?.note).toContain('not a Total R-value');
    expect(source?.note).toContain('are not in it');
    expect(nccFloorBenchmark(6).confidence).toBe('secondary');
    expect(nccFloorBenchmark(6).basis).toMatch(/^A modelling benchmark, not the NCC’s rule/);
    expect(REFERENCE_SOURCES.find((s) => s.id === 'AEF_RVALUE')?.note).toMatch(/verify/);
    const ids = new Set(REFERENCE_SOURCES.map((s) => s.id));
    for (const l of Object.values(FLOOR_THERMAL_LAYERS)) {
      for (const id of l.sourceIds) expect(ids.has(id)).toBe(true);
      expect(l.basis.length).toBeGreaterThan(10);
    }
  });

  it('defaults to zone 6 (Melbourne), as the wall page does', () => expect(FLOOR_DEFAULT_CLIMATE_ZONE).toBe(6));
});

// Own R by hand: indoor film (heat down) 0.17 + deck + one still-air subfloor layer 0.16 + underside film 0.04.
const OWN = {
  timber: 0.17 + 0.15 + 0.16 + 0.04,
  'suspended concrete': 0.17 + 0.13 + 0.16 + 0.04,
  AAC: 0.17 + 0.5 + 0.16 + 0.04,
};

describe('the insulation a suspended ground floor carries, per zone (worked by hand)', () => {
  // Timber: own R0.52; glasswool λ 0.036 W/mK (R2.5 batt, 90 mm), 13.33 kg/m³ (1.2 kg/m² ÷ 0.090 m).
  const TIMBER_ADDED = [0.98, 0.48, 1.73, 0.48, 1.73, 1.73, 2.23, 2.73];
  it.each(ZONES)('timber on stumps, zone %i: glasswool batts between the joists', (z) => {
    const t = floorThermal('timber', 'ground', z);
    expect(t.ownR).toBeCloseTo(OWN.timber, 10); // 0.52
    expect(t.addedR).toBeCloseTo(TIMBER_ADDED[z - 1]!, 10);
    expect(t.totalR).toBeCloseTo(REQUIRED[z - 1]!, 10);
    expect(t.material).toBe('glasswool');
    expect(t.thicknessMm).toBeCloseTo(TIMBER_ADDED[z - 1]! * 36, 9);
    expect(t.kgPerM2).toBeCloseTo(TIMBER_ADDED[z - 1]! * 0.036 * 13.33, 12);
    expect(floorInsulationLine(t)).toMatchObject({ factorKey: 'glasswool_kg', unit: 'kg', confidence: 'estimate' });
  });

  // Suspended concrete: own R0.50; EPS λ 0.041 W/mK (CSIRO), 22.5 kg/m³ (the wall page's cavity board).
  const SLAB_ADDED = [1.0, 0.5, 1.75, 0.5, 1.75, 1.75, 2.25, 2.75];
  it.each(ZONES)('suspended concrete, zone %i: EPS board under the slab', (z) => {
    const t = floorThermal('suspended concrete', 'ground', z);
    expect(t.ownR).toBeCloseTo(OWN['suspended concrete'], 10); // 0.50
    expect(t.addedR).toBeCloseTo(SLAB_ADDED[z - 1]!, 10);
    expect(t.material).toBe('eps');
    expect(t.thicknessMm).toBeCloseTo(SLAB_ADDED[z - 1]! * 41, 9);
    expect(t.kgPerM2).toBeCloseTo(SLAB_ADDED[z - 1]! * 0.041 * 22.5, 12);
    expect(floorInsulationLine(t)?.factorKey).toBe('eps_kg');
  });

  it('AAC panels on joists are a suspended floor too: own R0.87, batts to the zone’s value', () => {
    const t = floorThermal('AAC', 'ground', 7);
    expect(t.ownR).toBeCloseTo(OWN.AAC, 10);
    expect(t.addedR).toBeCloseTo(2.75 - 0.87, 10); // 1.88
  });

  it('a slab on the ground carries none (slab-edge rule not modelled), nor does any first floor', () => {
    for (const z of ZONES) {
      for (const floor of ['concrete slab', 'waffle pod', 'strip footing'] as const) {
        const t = floorThermal(floor, 'ground', z);
        expect(t).toMatchObject({ placement: 'onGround', addedR: 0, requiredR: null, kgPerM2: 0 });
        expect(floorInsulationLine(t)).toBeNull();
        expect(t.note).toMatch(/slab-edge/);
      }
      for (const floor of ['timberFirstFloor', 'suspended concrete', 'AAC'] as const) {
        const t = floorThermal(floor, 'first', z);
        expect(t).toMatchObject({ placement: 'betweenStoreys', addedR: 0, kgPerM2: 0 });
        expect(t.note).toMatch(/between storeys/);
      }
    }
  });
});

describe('the floor factor carries the insulation’s carbon and cost', () => {
  const glasswool = getDataset('au-typical').factors.glasswool_kg!.value;
  const eps = getDataset('au-typical').factors.eps_kg!.value;

  it('timber: + added R × 0.47988 kg/m² of glasswool; its rate + $12 per m² per R', () => {
    const z2 = floorFactor('timber', 'ground', 'au-typical', null, [], 2);
    const z8 = floorFactor('timber', 'ground', 'au-typical', null, [], 8);
    expect(z8.perM2 - z2.perM2).toBeCloseTo((2.73 - 0.48) * 0.036 * 13.33 * glasswool, 10);
    expect(z8.costRate.value).toBeCloseTo(COST_RATES.floors.timber.value + 2.73 * 12, 10);
    expect(z8.costRate.min).toBeCloseTo(COST_RATES.floors.timber.min + 2.73 * 8, 10);
    expect(z8.costRate.confidence).toBe('estimate');
    expect(z8.thermal.climateZone).toBe(8);
  });

  it('suspended concrete: + added R × 0.9225 kg/m² of EPS; its rate + $25 per m² per R', () => {
    const f = floorFactor('suspended concrete', 'ground', 'au-typical', null, [], 6);
    const line = f.lines.find((l) => l.factorKey === 'eps_kg');
    expect(line?.kgCO2e).toBeCloseTo(1.75 * 0.041 * 22.5 * eps, 10);
    expect(f.costRate.value).toBeCloseTo(COST_RATES.floors['suspended concrete'].value + 1.75 * 25, 10);
  });

  it('is memoised per zone: the same arguments give the same object, another zone another', () => {
    const a = floorFactor('timber', 'ground', 'au-typical', null, [], 3);
    expect(floorFactor('timber', 'ground', 'au-typical', null, [], 3)).toBe(a);
    expect(floorFactor('timber', 'ground', 'au-typical', null, [], 7)).not.toBe(a);
    // Zones with the same requirement give the same carbon (zones 2 and 4 both ask R1.0).
    expect(floorFactor('timber', 'ground', 'au-typical', null, [], 2).perM2).toBe(
      floorFactor('timber', 'ground', 'au-typical', null, [], 4).perM2,
    );
  });

  it('leaves a slab on the ground exactly as it was, in every zone', () => {
    for (const z of ZONES) {
      const f = floorFactor('concrete slab', 'ground', 'au-typical', null, [], z);
      expect(f.perM2).toBe(floorFactor('concrete slab', 'ground', 'au-typical', null, [], 6).perM2);
      expect(f.costRate).toBe(COST_RATES.floors['concrete slab']);
    }
    expect(withFloorInsulation(COST_RATES.floors.timber, 0, null)).toBe(COST_RATES.floors.timber);
  });
});

const DWELLING = {
  groundFloorArea: 180,
  firstFloorArea: 0,
  ceilingHeight: 2.7,
  windowPercent: 20,
  glazing: 'Double Glazed',
  windowFrameType: 'Timber',
  groundFloorWallMaterial: 'clad weatherboard',
  firstFloorWallMaterial: 'clad weatherboard',
  groundFloorStructure: 'timber',
  firstFloorStructure: 'timber',
  roofMaterial: 'Metal',
  brickSupplier: 'Recycled Brick',
  concreteSupplier: 'Boral Normal GP',
} as const;

describe('the dwelling estimate, the slab page and the optimizer see it', () => {
  it('a timber-floored dwelling in zone 8 carries 180 m² × (2.73 − 0.98) R more batts than in zone 1', () => {
    const glasswool = getDataset('au-typical').factors.glasswool_kg!.value;
    const z1 = estimateDwelling({ ...DWELLING, climateZone: 1 });
    const z8 = estimateDwelling({ ...DWELLING, climateZone: 8 });
    expect(z8.totalCO2e - z1.totalCO2e).toBeCloseTo(180 * (2.73 - 0.98) * 0.036 * 13.33 * glasswool, 6);
    expect(z8.coldShellCost - z1.coldShellCost).toBeCloseTo(180 * (2.73 - 0.98) * 12, 6);
    expect(z8.climateZone).toBe(8);
    expect(z8.floorThermal.ground).toMatchObject({ requiredR: 3.25, addedR: 2.73, totalR: 3.25 });
    expect(z8.floorThermal.first.placement).toBe('betweenStoreys');
    expect(estimateDwelling(DWELLING).climateZone).toBe(6);
  });

  it('the slab page adds the batts to both stump systems, × complexity, and not to a slab', () => {
    const input = {
      area: 200,
      depth: 700,
      complexity: 10,
      businessAsUsual: 'BlindedRaft',
      alternateFootingSystem: 'Stumps',
      lowCarbonConcrete: 'StandardConcrete',
    } as const;
    const z2 = calculateFooting({ ...input, climateZone: 2 });
    const z7 = calculateFooting({ ...input, climateZone: 7 });
    expect(z7.bau.kgCO2e).toBe(z2.bau.kgCO2e);
    expect(z7.bau.floorThermal.placement).toBe('onGround');
    const batts = (r: typeof z2) =>
      r.afs.breakdown.find((e) => e.element === 'timberFloor')?.lines.find((l) => l.factorKey === 'glasswool_kg');
    expect(batts(z7)?.quantity).toBeCloseTo((2.75 - 0.52) * 0.036 * 13.33 * 200 * 1.1, 9);
    expect(batts(z2)?.quantity).toBeCloseTo((1.0 - 0.52) * 0.036 * 13.33 * 200 * 1.1, 9);
    expect(z7.afs.floorThermal).toMatchObject({ placement: 'suspended', totalR: 2.75, ownR: 0.52 });
    expect(z7.climateZone).toBe(7);
  });

  it('the optimizer’s designs carry the zone’s insulation: a timber ground floor costs more carbon in zone 8', () => {
    const geometry = { groundFloorArea: 150, firstFloorArea: 0, ceilingHeight: 2.7, windowPercent: 20 };
    const { groundFloorArea: _g, firstFloorArea: _f, ceilingHeight: _c, windowPercent: _w, ...current } = DWELLING;
    const at = (climateZone: ClimateZone) => optimizeDwelling({ ...geometry, current, climateZone });
    const [z2, z8] = [at(2), at(8)];
    expect(z8.current!.totalCO2e - z2.current!.totalCO2e).toBeCloseTo(
      150 * (2.73 - 0.48) * 0.036 * 13.33 * getDataset('au-typical').factors.glasswool_kg!.value,
      6,
    );
    expect(z8.current!.coldShellCost - z2.current!.coldShellCost).toBeCloseTo(150 * (2.73 - 0.48) * 12, 6);
    // The lowest-carbon design equals estimateDwelling's, bit for bit, in the same zone.
    const e = estimateDwelling({ ...geometry, ...z8.lowestCarbon.choices, climateZone: 8 });
    expect([z8.lowestCarbon.totalCO2e, z8.lowestCarbon.coldShellCost]).toEqual([e.totalCO2e, e.coldShellCost]);
    expect(z8.climateZone).toBe(8);
  });
});

describe('a bad climate zone is refused by name', () => {
  it.each([0, 9, 2.5, 'x', '6'])('%j', (bad) => {
    const issues = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        expect(e).toBeInstanceOf(EngineInputError);
        return (e as EngineInputError).issues;
      }
      throw new Error('not refused');
    };
    const expected = [
      { path: 'climateZone', message: `${CLIMATE_ZONE_RULE} (got ${typeof bad === 'string' ? `'${bad}'` : bad})` },
    ];
    expect(issues(() => estimateDwelling({ ...DWELLING, climateZone: bad as never }))).toEqual(expected);
    expect(
      issues(() =>
        optimizeDwelling({
          groundFloorArea: 100,
          firstFloorArea: 0,
          ceilingHeight: 2.7,
          windowPercent: 20,
          climateZone: bad as never,
        }),
      ),
    ).toEqual(expected);
    expect(
      issues(() =>
        calculateFooting({
          area: 100,
          depth: 700,
          complexity: 0,
          businessAsUsual: 'Stumps',
          alternateFootingSystem: 'Waffle',
          lowCarbonConcrete: 'StandardConcrete',
          climateZone: bad as never,
        }),
      ),
    ).toEqual(expected);
  });
});
