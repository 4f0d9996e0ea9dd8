import type { ClimateZoneInput } from '../thermal/floor-insulation';
import type { BreakdownLine } from '../breakdown/breakdown-types';
import type * as K from '../keys';
import type { Aud, AudPerM2, KgCO2e, KgCO2ePerM2, M2, M2Input, MInput, PercentInput } from '../units';
import type { DwellingGeometry } from './dwelling-geometry';
import type { MeasuredQuantities } from './measured-quantities';
import type { ClimateZone } from '../thermal/ncc-wall';
import type { FloorThermal } from '../thermal/floor-insulation';
import type { UpfrontModules, UpfrontOptions } from '../upfront/upfront-modules';
import type { DwellingScope, ModulesPerM2, WholeHouseElement } from '../upfront/dwelling-upfront';

/** The optimizer's inputs (brief 7d, 7e). Field names follow the original spec. */
export interface DwellingInput {
  /** m² (0–10,000; 0 skips the storey). */
  readonly groundFloorArea: M2Input;
  readonly firstFloorArea: M2Input;
  /** m (> 0, ≤ 10). */
  readonly ceilingHeight: MInput;
  /** Window share of gross external wall, % (0–100). */
  readonly windowPercent: PercentInput;
  readonly glazing: K.GlazingKey;
  /** Selects a wall material, despite the name (brief 7g). */
  readonly groundFloorWallMaterial: K.WallMaterialKey;
  readonly firstFloorWallMaterial: K.WallMaterialKey;
  readonly groundFloorStructure: K.FloorStructureKey;
  readonly firstFloorStructure: K.FloorStructureKey;
  readonly roofMaterial: K.RoofMaterialKey;
  readonly windowFrameType: K.WindowFrameKey;
  readonly brickSupplier: K.BrickSupplierKey;
  readonly concreteSupplier: K.ConcreteSupplierKey;
  /** Brickworks "net of offsets" toggle (default off: gross). */
  readonly brickworksNetOfOffsets?: boolean;
  /**
   * NCC climate zone 1–8: the underfloor Total R a suspended ground floor needs (issue #49).
   * Absent: FLOOR_DEFAULT_CLIMATE_ZONE (6).
   */
  readonly climateZone?: ClimateZoneInput;
  /**
   * What `upfront` counts (issue 51): 'cold-shell' (default) or 'whole-house' (adds internal walls,
   * ceilings, ceiling insulation, services and site activity). The A1–A3 cold-shell fields are the
   * same either way.
   */
  readonly scope?: DwellingScope | null;
  /** Transport distances and waste factors by material class (absent: the cited defaults). */
  readonly upfront?: UpfrontOptions | null;
  /**
   * Wall, window, roof (and internal wall) areas measured from a take-off (issue 52), used in place
   * of the modelled geometry; absent or null: modelled from the floor areas.
   */
  readonly measuredQuantities?: MeasuredQuantities | null;
}

export const DWELLING_ELEMENT_IDS = [
  'wallsGround',
  'wallsFirst',
  'windows',
  'roof',
  'floorGround',
  'floorFirst',
] as const;
export type DwellingElementId = (typeof DWELLING_ELEMENT_IDS)[number];

export interface DwellingElement {
  readonly element: DwellingElementId;
  readonly label: string;
  /** m² the per-m² factor applies to (opaque wall, window, roof or floor area). */
  readonly area: M2;
  /** kgCO2e per m² of `area`. */
  readonly perM2: KgCO2ePerM2;
  readonly kgCO2e: KgCO2e;
  readonly min: KgCO2e;
  readonly max: KgCO2e;
  /** AUD ex GST: area × cost rate. */
  readonly cost: Aud;
  readonly costMin: Aud;
  readonly costMax: Aud;
  readonly lines: BreakdownLine[];
  /** By module (A1–A3 = kgCO2e; A5 is waste only), kgCO2e. */
  readonly upfront: UpfrontModules;
}

/** The dwelling by module over its scope (issue 51). */
export interface DwellingUpfront {
  readonly scope: DwellingScope;
  /**
   * Σ over the scope, kgCO2e: the six cold-shell elements, then (whole house) the whole-house
   * elements and site activity, summed in that order.
   */
  readonly total: UpfrontModules;
  /** total per m² of floor area (Ag + Af), kgCO2e/m². */
  readonly perM2: ModulesPerM2;
  /** The cold shell alone (no site activity), kgCO2e. */
  readonly coldShell: UpfrontModules;
  /** Internal walls, ceilings, ceiling insulation and services; empty for the cold shell. */
  readonly wholeHouseElements: WholeHouseElement[];
  /** A5 site activity (whole house only; zero for the cold shell). */
  readonly siteActivity: UpfrontModules;
}

export interface DwellingResult {
  /** kgCO2e (A1–A3), unrounded; the optimizer shows 0 dp. */
  readonly totalCO2e: KgCO2e;
  /** totalCO2e / (Ag + Af); 0 when there is no floor area. */
  readonly cO2ePerm2: KgCO2ePerM2;
  /** AUD ex GST. */
  readonly coldShellCost: Aud;
  readonly coldShellCostPerm2: AudPerM2;
  /** % of total CO2e from opaque walls (windows excluded). */
  readonly wallFootPrintTotal: number;
  /** % of cold-shell cost from opaque walls. */
  readonly wallFootPrintCost: number;
  readonly min: KgCO2e;
  readonly max: KgCO2e;
  readonly costMin: Aud;
  readonly costMax: Aud;
  readonly geometry: DwellingGeometry;
  /** The build-up the first floor used after mapping (brief 7d). */
  readonly firstFloorStructureUsed: K.FloorKey;
  readonly elements: DwellingElement[];
  readonly hasRange: boolean;
  /** kgCO2e stored in the wood of the cold shell (NMEFD storage column): a separate line, never netted. */
  readonly biogenicStorage: number;
  /**
   * The total on the NMEFD v2025.1 Default ('au-conservative'): what NABERS uses for a product without
   * an EPD. User EPDs and a chosen supplier's EPD count at their own value in both.
   */
  readonly noEpdDefault: { readonly totalCO2e: KgCO2e; readonly cO2ePerm2: number };
  /** The climate zone the floors' insulation was sized for. */
  readonly climateZone: ClimateZone;
  /** Each storey's floor R-values and underfloor insulation (the first floor's: none, between storeys). */
  readonly floorThermal: { readonly ground: FloorThermal; readonly first: FloorThermal };
  /** The scope `upfront` counts. */
  readonly scope: DwellingScope;
  /** A1–A3, A4, A5 and A1–A5 over the scope (issue 51). */
  readonly upfront: DwellingUpfront;
  /** {@link upfront} on the NMEFD v2025.1 Default, as `noEpdDefault` is. */
  readonly noEpdDefaultUpfront: { readonly total: UpfrontModules; readonly perM2: ModulesPerM2 };
}
