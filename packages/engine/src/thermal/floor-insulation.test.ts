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
  NCC_FLOOR_CASE,
  nccFloorRule,
} from './floor-insulation';
import { CLIMATE_ZONES, type ClimateZone } from './ncc-wall';

const ZONES = CLIMATE_ZONES;
/**
 * NCC 2022 Housing Provisions 13.2.6(2), read by hand (docs/research/issue-49-verification.md): an
 * enclosed subfloor, walls >600 to ≤900 mm, no reflective layer. Under the floor, zones 1–8.
 */
const FLOOR_R = [0, 0, 0, 1.5, 1.5, 2.0, 2.5, 2.5];
/** …and on the subfloor walls (zones 1–3 only: 13.2.6(2)(a), Tables 13.2.6b and 13.2.6c). */
const WALL_R = [1.5, 1.0, 0.5, 0, 0, 0, 0, 0];
const TABLE = ['13.2.6(2)(a)', ...['b', 'c', 'd', 'e', 'f', 'g', 'h'].map((t) => `Table 13.2.6${t}`)];

describe('the insulation NCC 2022 asks of a suspended floor', () => {
  it.each(ZONES)('climate zone %i', (z) => {
    const rule = nccFloorRule(z);
    expect(rule).toMatchObject({
      floorInsulationR: FLOOR_R[z - 1],
      subfloorWallR: WALL_R[z - 1],
      table: TABLE[z - 1],
      confidence: 'primary',
      sourceIds: ['NCC22_HP1326'],
    });
    expect(rule.basis).toContain(NCC_FLOOR_CASE);
  });

  it('names the case it models and the source it reads, and every layer traces to a source or a derivation', () => {
    const source = REFERENCE_SOURCES.find((s) => s.id === 'NCC22_HP1326');
    expect(source?.note).toContain('not a Total R-value');
    expect(source?.note).toContain('R2.0 in 6, R2.5 in 7–8');
    expect(NCC_FLOOR_CASE).toBe(
      'an enclosed subfloor with walls over 600 and up to 900 mm high and no reflective insulation facing down over the subfloor space',
    );
    // The benchmark of engine 1.1.0 is named as what it was, for the snapshots that used it.
    expect(REFERENCE_SOURCES.find((s) => s.id === 'AEF_RVALUE')?.note).toMatch(/not in NCC 2022/);
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
  it.each(ZONES)('timber on stumps, zone %i: glasswool batts between the joists, of the R the NCC asks', (z) => {
    const t = floorThermal('timber', 'ground', z);
    const asked = FLOOR_R[z - 1]!;
    expect(t.ownR).toBeCloseTo(OWN.timber, 10); // 0.52
    expect(t).toMatchObject({ requiredR: asked, addedR: asked, rule: 'ncc2022' });
    expect(t.subfloorWallR).toBe(WALL_R[z - 1]! > 0 ? WALL_R[z - 1] : null);
    expect(t.totalR).toBeCloseTo(OWN.timber + asked, 10);
    expect(t.material).toBe(asked > 0 ? 'glasswool' : null);
    expect(t.thicknessMm).toBeCloseTo(asked * 36, 9);
    expect(t.kgPerM2).toBeCloseTo(asked * 0.036 * 13.33, 12);
    if (asked > 0) {
      expect(floorInsulationLine(t)).toMatchObject({ factorKey: 'glasswool_kg', unit: 'kg', confidence: 'estimate' });
      expect(t.note).toContain(`asks R${asked} of insulation under it`);
    } else {
      expect(floorInsulationLine(t)).toBeNull();
      expect(t.note).toContain(
        `asks no insulation under it. The NCC asks R${WALL_R[z - 1]} on the subfloor walls instead (not counted here).`,
      );
    }
  });

  // Suspended concrete: own R0.50; EPS λ 0.041 W/mK (CSIRO), 22.5 kg/m³ (the wall page's cavity board).
  it.each(ZONES)('suspended concrete, zone %i: EPS board under the slab', (z) => {
    const t = floorThermal('suspended concrete', 'ground', z);
    const asked = FLOOR_R[z - 1]!;
    expect(t.ownR).toBeCloseTo(OWN['suspended concrete'], 10); // 0.50
    expect(t.addedR).toBe(asked);
    expect(t.material).toBe(asked > 0 ? 'eps' : null);
    expect(t.thicknessMm).toBeCloseTo(asked * 41, 9);
    expect(t.kgPerM2).toBeCloseTo(asked * 0.041 * 22.5, 12);
    expect(floorInsulationLine(t)?.factorKey).toBe(asked > 0 ? 'eps_kg' : undefined);
  });

  it('AAC panels on joists are a suspended floor too: own R0.87, batts of the zone’s value', () => {
    const t = floorThermal('AAC', 'ground', 7);
    expect(t.ownR).toBeCloseTo(OWN.AAC, 10);
    expect(t.addedR).toBe(2.5);
    expect(t.totalR).toBeCloseTo(0.87 + 2.5, 10);
  });

  it('a slab on the ground carries none (slab-edge rule not modelled), nor does any first floor', () => {
    for (const z of ZONES) {
      for (const floor of ['concrete slab', 'waffle pod', 'strip footing'] as const) {
        const t = floorThermal(floor, 'ground', z);
        expect(t).toMatchObject({ placement: 'onGround', addedR: 0, requiredR: null, rule: null, kgPerM2: 0 });
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
    expect(z8.perM2 - z2.perM2).toBeCloseTo((2.5 - 0) * 0.036 * 13.33 * glasswool, 10);
    expect(z2.costRate).toBe(COST_RATES.floors.timber);
    expect(z8.costRate.value).toBeCloseTo(COST_RATES.floors.timber.value + 2.5 * 12, 10);
    expect(z8.costRate.min).toBeCloseTo(COST_RATES.floors.timber.min + 2.5 * 8, 10);
    expect(z8.costRate.confidence).toBe('estimate');
    expect(z8.thermal.climateZone).toBe(8);
  });

  it('suspended concrete: + added R × 0.9225 kg/m² of EPS; its rate + $25 per m² per R', () => {
    const f = floorFactor('suspended concrete', 'ground', 'au-typical', null, [], 6);
    const line = f.lines.find((l) => l.factorKey === 'eps_kg');
    expect(line?.kgCO2e).toBeCloseTo(2.0 * 0.041 * 22.5 * eps, 10);
    expect(f.costRate.value).toBeCloseTo(COST_RATES.floors['suspended concrete'].value + 2.0 * 25, 10);
  });

  it('is memoised per zone: the same arguments give the same object, another zone another', () => {
    const a = floorFactor('timber', 'ground', 'au-typical', null, [], 3);
    expect(floorFactor('timber', 'ground', 'au-typical', null, [], 3)).toBe(a);
    expect(floorFactor('timber', 'ground', 'au-typical', null, [], 7)).not.toBe(a);
    // Zones with the same requirement give the same carbon (zones 4 and 5 both ask R1.5; 7 and 8 R2.5).
    expect(floorFactor('timber', 'ground', 'au-typical', null, [], 4).perM2).toBe(
      floorFactor('timber', 'ground', 'au-typical', null, [], 5).perM2,
    );
    expect(floorFactor('timber', 'ground', 'au-typical', null, [], 7).perM2).toBe(
      floorFactor('timber', 'ground', 'au-typical', null, [], 8).perM2,
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
  it('a timber-floored dwelling in zone 8 carries 180 m² × R2.5 of batts, and none in zone 1', () => {
    const glasswool = getDataset('au-typical').factors.glasswool_kg!.value;
    const z1 = estimateDwelling({ ...DWELLING, climateZone: 1 });
    const z8 = estimateDwelling({ ...DWELLING, climateZone: 8 });
    expect(z8.totalCO2e - z1.totalCO2e).toBeCloseTo(180 * 2.5 * 0.036 * 13.33 * glasswool, 6);
    expect(z8.coldShellCost - z1.coldShellCost).toBeCloseTo(180 * 2.5 * 12, 6);
    expect(z8.climateZone).toBe(8);
    expect(z8.floorThermal.ground).toMatchObject({ requiredR: 2.5, addedR: 2.5, totalR: 3.02 });
    expect(z1.floorThermal.ground).toMatchObject({ requiredR: 0, addedR: 0, subfloorWallR: 1.5, totalR: 0.52 });
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
    expect(batts(z7)?.quantity).toBeCloseTo(2.5 * 0.036 * 13.33 * 200 * 1.1, 9);
    expect(batts(z2)).toBeUndefined(); // zone 2: the NCC asks subfloor wall insulation only
    expect(z7.afs.floorThermal).toMatchObject({ placement: 'suspended', totalR: 3.02, ownR: 0.52 });
    expect(z7.climateZone).toBe(7);
  });

  it('the optimizer’s designs carry the zone’s insulation: a timber ground floor costs more carbon in zone 8', () => {
    const geometry = { groundFloorArea: 150, firstFloorArea: 0, ceilingHeight: 2.7, windowPercent: 20 };
    const { groundFloorArea: _g, firstFloorArea: _f, ceilingHeight: _c, windowPercent: _w, ...current } = DWELLING;
    const at = (climateZone: ClimateZone) => optimizeDwelling({ ...geometry, current, climateZone });
    const [z2, z8] = [at(2), at(8)];
    expect(z8.current!.totalCO2e - z2.current!.totalCO2e).toBeCloseTo(
      150 * 2.5 * 0.036 * 13.33 * getDataset('au-typical').factors.glasswool_kg!.value,
      6,
    );
    expect(z8.current!.coldShellCost - z2.current!.coldShellCost).toBeCloseTo(150 * 2.5 * 12, 6);
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
