import { COST_RATES } from '../costs/cost-rates';
import type { ClimateZone } from '../thermal/ncc-wall';
import { FLOOR_DEFAULT_CLIMATE_ZONE } from '../thermal/floor-insulation';
import type { DatasetId } from '../datasets/dataset-ids';
import { dwellingGeometryOf, type DwellingGeometry } from '../dwellings/dwelling-geometry';
import { floorFactor, type Storey } from '../dwellings/floor-factor';
import { roofFactor } from '../dwellings/roof-factor';
import { wallMaterialFactor } from '../dwellings/wall-material-factor';
import { windowFactor } from '../dwellings/window-factor';
import type * as K from '../keys';
import { orderedOptions, type AllowedOptions, type DwellingChoices, type DwellingGeometryInput } from './choice-fields';
import type { Slot } from './pareto-sum';
import type { CustomProduct } from '../custom-products/custom-products';
import {
  upfrontBasis,
  sumModules,
  type UpfrontBasis,
  type UpfrontModules,
  type UpfrontOptions,
} from '../upfront/upfront-modules';
import {
  DEFAULT_DWELLING_SCOPE,
  DEFAULT_OBJECTIVE_MODULES,
  elementModules,
  objectiveOf,
  siteActivity,
  wholeHouseElements,
  type DwellingScope,
  type ObjectiveModules,
} from '../upfront/dwelling-upfront';
import type { UnitCarbon } from '../breakdown/unit-carbon';
import type { MaterialClass } from '../upfront/material-classes';

/** One element's contribution: kgCO2e and AUD ex GST, as estimateDwelling computes them. */
export interface Contribution {
  readonly carbon: number;
  readonly cost: number;
}

/** The options searched for each field, in tie-break order, and the fixed geometry. */
export interface DesignSpace {
  readonly datasetId: DatasetId;
  /** The user's custom products (EPDs) every design is computed with. */
  readonly products: readonly CustomProduct[];
  readonly net: boolean;
  /** The climate zone every suspended ground floor's insulation is sized for (held fixed). */
  readonly climateZone: ClimateZone;
  readonly geometry: DwellingGeometry;
  readonly groundFloorArea: number;
  readonly firstFloorArea: number;
  /** Total window area (both storeys), m². */
  readonly windowArea: number;
  readonly options: { readonly [F in keyof DwellingChoices]: readonly DwellingChoices[F][] };
  /** What the carbon objective counts: the scope (issue 51)… */
  readonly scope: DwellingScope;
  /** …and its modules: A1–A3 (default) or A1–A5. */
  readonly modules: ObjectiveModules;
  /** The transport and waste every design's A4 and A5 use. */
  readonly basis: UpfrontBasis;
  /**
   * The parts every design shares, after the six elements: the whole-house elements and site
   * activity (whole house only), as modules in estimateDwelling's order.
   */
  readonly shared: readonly UpfrontModules[];
}

/** What the optimizer's carbon objective counts, and the transport and waste it uses (issue 51). */
export interface ObjectiveInput {
  readonly scope?: DwellingScope | null;
  readonly modules?: ObjectiveModules | null;
  readonly upfront?: UpfrontOptions | null;
}

export function buildDesignSpace(
  input: DwellingGeometryInput,
  datasetId: DatasetId,
  net: boolean,
  current?: DwellingChoices | null,
  allowed?: AllowedOptions | null,
  products: readonly CustomProduct[] = [],
  climateZone: ClimateZone | null = FLOOR_DEFAULT_CLIMATE_ZONE,
  objective: ObjectiveInput = {},
): DesignSpace {
  const geometry = dwellingGeometryOf(input);
  const o = <F extends keyof DwellingChoices>(f: F) => orderedOptions(f, current?.[f], allowed?.[f]);
  const scope = objective.scope ?? DEFAULT_DWELLING_SCOPE;
  const basis = upfrontBasis(datasetId, objective.upfront);
  const shared =
    scope === 'whole-house'
      ? [
          ...wholeHouseElements(
            input.groundFloorArea,
            input.firstFloorArea,
            input.ceilingHeight,
            datasetId,
            products,
            basis,
            input.measuredQuantities?.internalWallArea,
          ).map((e) => e.upfront),
          siteActivity(input.groundFloorArea + input.firstFloorArea),
        ]
      : [];
  return {
    scope,
    modules: objective.modules ?? DEFAULT_OBJECTIVE_MODULES,
    basis,
    shared,
    datasetId,
    products,
    net,
    climateZone: climateZone ?? FLOOR_DEFAULT_CLIMATE_ZONE,
    geometry,
    groundFloorArea: input.groundFloorArea,
    firstFloorArea: input.firstFloorArea,
    windowArea: geometry.windowGround + geometry.windowFirst,
    options: {
      groundFloorWallMaterial: o('groundFloorWallMaterial'),
      firstFloorWallMaterial: o('firstFloorWallMaterial'),
      groundFloorStructure: o('groundFloorStructure'),
      firstFloorStructure: o('firstFloorStructure'),
      roofMaterial: o('roofMaterial'),
      windowFrameType: o('windowFrameType'),
      glazing: o('glazing'),
      brickSupplier: o('brickSupplier'),
      concreteSupplier: o('concreteSupplier'),
    },
  };
}

// Each contribution is factor × area and rate × area, exactly as dwellingElements forms them, so
// sums in element order reproduce estimateDwelling's totals bit for bit.
export function wallContribution(
  s: DesignSpace,
  storey: Storey,
  m: K.WallMaterialKey,
  b: K.BrickSupplierKey,
  c: K.ConcreteSupplierKey,
): Contribution {
  const area = storey === 'ground' ? s.geometry.opaqueGround : s.geometry.opaqueFirst;
  return {
    carbon: carbonOf(s, wallMaterialFactor(m, s.datasetId, b, c, s.net, s.products), area),
    cost: COST_RATES.wallMaterials[m].value * area,
  };
}

/**
 * An element's carbon in the objective: A1–A3 as unit.perM2 × area (as always), or its A1–A5 formed
 * exactly as estimateDwelling forms it.
 */
function carbonOf(s: DesignSpace, unit: UnitCarbon, area: number, asClass?: MaterialClass): number {
  const a1a3 = unit.perM2 * area;
  return s.modules === 'A1-A3'
    ? a1a3
    : objectiveOf(elementModules(unit, area, a1a3, s.basis, s.products, asClass), s.modules);
}

/** An element's modules, as estimateDwelling forms them (a window as one unit of the window class). */
function modulesOfElement(s: DesignSpace, unit: UnitCarbon, area: number, asClass?: MaterialClass): UpfrontModules {
  return elementModules(unit, area, unit.perM2 * area, s.basis, s.products, asClass);
}

/**
 * A design's modules over the space's scope: equal (bit for bit) to estimateDwelling's
 * `upfront.total` for the same inputs.
 */
export function designModules(s: DesignSpace, d: DwellingChoices): UpfrontModules {
  const g = s.geometry;
  const floor = (storey: Storey, x: K.FloorStructureKey) =>
    modulesOfElement(
      s,
      floorFactor(x, storey, s.datasetId, d.concreteSupplier, s.products, s.climateZone),
      storey === 'ground' ? s.groundFloorArea : s.firstFloorArea,
    );
  const wall = (m: K.WallMaterialKey, area: number) =>
    modulesOfElement(
      s,
      wallMaterialFactor(m, s.datasetId, d.brickSupplier, d.concreteSupplier, s.net, s.products),
      area,
    );
  return sumModules([
    wall(d.groundFloorWallMaterial, g.opaqueGround),
    wall(d.firstFloorWallMaterial, g.opaqueFirst),
    modulesOfElement(s, windowFactor(d.windowFrameType, d.glazing, s.datasetId, s.products), s.windowArea, 'windows'),
    modulesOfElement(s, roofFactor(d.roofMaterial, s.datasetId, s.products), g.roofArea),
    floor('ground', d.groundFloorStructure),
    floor('first', d.firstFloorStructure),
    ...s.shared,
  ]);
}

export function windowContribution(s: DesignSpace, frame: K.WindowFrameKey, glazing: K.GlazingKey): Contribution {
  return {
    carbon: carbonOf(s, windowFactor(frame, glazing, s.datasetId, s.products), s.windowArea, 'windows'),
    cost: COST_RATES.windows[`${frame}|${glazing}`].value * s.windowArea,
  };
}

export function roofContribution(s: DesignSpace, roof: K.RoofMaterialKey): Contribution {
  const area = s.geometry.roofArea;
  return {
    carbon: carbonOf(s, roofFactor(roof, s.datasetId, s.products), area),
    cost: COST_RATES.roofs[roof].value * area,
  };
}

export function floorContribution(
  s: DesignSpace,
  storey: Storey,
  structure: K.FloorStructureKey,
  c: K.ConcreteSupplierKey,
): Contribution {
  const area = storey === 'ground' ? s.groundFloorArea : s.firstFloorArea;
  const f = floorFactor(structure, storey, s.datasetId, c, s.products, s.climateZone);
  return { carbon: carbonOf(s, f, area), cost: f.costRate.value * area };
}

/** The six contributions of one design, in estimateDwelling's element order. */
export function contributionsOf(s: DesignSpace, d: DwellingChoices): Contribution[] {
  return [
    wallContribution(s, 'ground', d.groundFloorWallMaterial, d.brickSupplier, d.concreteSupplier),
    wallContribution(s, 'first', d.firstFloorWallMaterial, d.brickSupplier, d.concreteSupplier),
    windowContribution(s, d.windowFrameType, d.glazing),
    roofContribution(s, d.roofMaterial),
    floorContribution(s, 'ground', d.groundFloorStructure, d.concreteSupplier),
    floorContribution(s, 'first', d.firstFloorStructure, d.concreteSupplier),
  ];
}

/**
 * Total kgCO2e and cold-shell AUD of one design: equal (bit for bit) to estimateDwelling's
 * totalCO2e (default objective), or its upfront.total a1a3 / a1a5 over the scope, and coldShellCost.
 */
export function evaluateDesign(s: DesignSpace, d: DwellingChoices): Contribution {
  let carbon = 0;
  let cost = 0;
  for (const c of contributionsOf(s, d)) {
    carbon += c.carbon;
    cost += c.cost;
  }
  for (const m of s.shared) {
    carbon += objectiveOf(m, s.modules);
  }
  return { carbon, cost };
}

function slotOf<T>(options: readonly T[], radix: number, f: (option: T) => Contribution): Slot {
  const values = options.map(f);
  return {
    carbon: Float64Array.from(values, (v) => v.carbon),
    cost: Float64Array.from(values, (v) => v.cost),
    index: Int32Array.from(options, (_, i) => i),
    radix,
  };
}

/** The window slot's options: every frame × glazing pair, frame-major (its digit = frame·nG + glazing). */
export function windowPairs(s: DesignSpace): [K.WindowFrameKey, K.GlazingKey][] {
  return s.options.windowFrameType.flatMap((f) =>
    s.options.glazing.map((g): [K.WindowFrameKey, K.GlazingKey] => [f, g]),
  );
}

/**
 * The six slots for one supplier pair, in estimateDwelling's element order: ground walls, first
 * walls, windows, roof, ground floor, first floor. Walls and floors depend on the suppliers.
 */
export function slotsFor(s: DesignSpace, b: K.BrickSupplierKey, c: K.ConcreteSupplierKey): Slot[] {
  const o = s.options;
  const windows = windowPairs(s);
  return [
    slotOf(o.groundFloorWallMaterial, o.groundFloorWallMaterial.length, (m) => wallContribution(s, 'ground', m, b, c)),
    slotOf(o.firstFloorWallMaterial, o.firstFloorWallMaterial.length, (m) => wallContribution(s, 'first', m, b, c)),
    slotOf(windows, windows.length, ([f, g]) => windowContribution(s, f, g)),
    slotOf(o.roofMaterial, o.roofMaterial.length, (r) => roofContribution(s, r)),
    slotOf(o.groundFloorStructure, o.groundFloorStructure.length, (x) => floorContribution(s, 'ground', x, c)),
    slotOf(o.firstFloorStructure, o.firstFloorStructure.length, (x) => floorContribution(s, 'first', x, c)),
    // The parts every design shares (whole house): one option each, radix 1, so ids are unchanged.
    ...s.shared.map((m) => slotOf([m], 1, (x) => ({ carbon: objectiveOf(x, s.modules), cost: 0 }))),
  ];
}

/** Radices of a design id: brick, concrete, ground walls, first walls, windows, roof, ground floor, first floor. */
export function idRadices(s: DesignSpace): number[] {
  const o = s.options;
  return [
    o.brickSupplier.length,
    o.concreteSupplier.length,
    o.groundFloorWallMaterial.length,
    o.firstFloorWallMaterial.length,
    o.windowFrameType.length * o.glazing.length,
    o.roofMaterial.length,
    o.groundFloorStructure.length,
    o.firstFloorStructure.length,
  ];
}

/** The choices a design id stands for. */
export function choicesOfId(s: DesignSpace, digits: readonly number[]): DwellingChoices {
  const o = s.options;
  const at = <T>(list: readonly T[], i: number | undefined): T => {
    const v = list[i ?? -1];
    if (v === undefined) throw new Error(`design digit ${i} is out of range`);
    return v;
  };
  const windowDigit = digits[4] ?? -1;
  const nGlazing = o.glazing.length;
  return {
    groundFloorWallMaterial: at(o.groundFloorWallMaterial, digits[2]),
    firstFloorWallMaterial: at(o.firstFloorWallMaterial, digits[3]),
    groundFloorStructure: at(o.groundFloorStructure, digits[6]),
    firstFloorStructure: at(o.firstFloorStructure, digits[7]),
    roofMaterial: at(o.roofMaterial, digits[5]),
    windowFrameType: at(o.windowFrameType, Math.floor(windowDigit / nGlazing)),
    glazing: at(o.glazing, windowDigit % nGlazing),
    brickSupplier: at(o.brickSupplier, digits[0]),
    concreteSupplier: at(o.concreteSupplier, digits[1]),
  };
}
