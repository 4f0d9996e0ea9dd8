import type { ClimateZoneInput } from '../thermal/floor-insulation';
import type { DatasetId } from '../datasets/dataset-ids';
import type { ClimateZone } from '../thermal/ncc-wall';
import type { Aud, AudInput, KgCO2e, KgCO2eInput } from '../units';
import type { AllowedOptions, ChoiceField, DwellingChoices, DwellingGeometryInput } from './choice-fields';
import type { UpfrontModules, UpfrontOptions } from '../upfront/upfront-modules';
import type { DwellingScope, ObjectiveModules } from '../upfront/dwelling-upfront';

/** What the optimizer searches over: a fixed geometry, every combination of the nine choices. */
export interface OptimizeDwellingInput extends DwellingGeometryInput {
  /** Brickworks "net of offsets" toggle (default off: gross). Held fixed, not optimised. */
  readonly brickworksNetOfOffsets?: boolean | null;
  /** kgCO2e: find the cheapest design at or under it. */
  readonly carbonTarget?: KgCO2eInput | null;
  /** AUD ex GST: find the lowest-carbon design at or under it. */
  readonly budget?: AudInput | null;
  /** The user's design: marked on the front, and the base of the single-change suggestions. */
  readonly current?: DwellingChoices | null;
  /** Limit some fields to a few options (e.g. keep timber frames); others keep every option. */
  readonly allowed?: AllowedOptions | null;
  /** m²K/W: search only designs whose walls (both storeys) reach this Total R-value. */
  readonly minimumWallR?: number | null;
  /**
   * NCC climate zone 1–8, held fixed: every design's suspended ground floor carries the underfloor
   * insulation this zone asks (issue #49). Absent: FLOOR_DEFAULT_CLIMATE_ZONE (6).
   */
  readonly climateZone?: ClimateZoneInput | null;
  /** What the carbon objective counts (issue 51): 'cold-shell' (default) or 'whole-house'. */
  readonly scope?: DwellingScope | null;
  /** The carbon objective's modules: 'A1-A3' (default, as before) or 'A1-A5'. */
  readonly modules?: ObjectiveModules | null;
  /** Transport distances and waste factors by material class (absent: the cited defaults). */
  readonly upfront?: UpfrontOptions | null;
}

/** One design and its two objectives (unrounded, equal to estimateDwelling's). */
export interface ParetoDesign {
  readonly choices: DwellingChoices;
  /** The carbon objective, kgCO2e: A1–A3 of the cold shell by default; `modules` over `scope` when set. */
  readonly totalCO2e: KgCO2e;
  readonly coldShellCost: Aud;
  /** Position on the front (0 = lowest carbon). */
  readonly frontIndex: number;
  /** The same design's carbon on the NMEFD v2025.1 Default: what NABERS uses for a product without an EPD. */
  readonly noEpdDefaultCO2e: KgCO2e;
  /** A1–A3, A4, A5 and A1–A5 over the scope, kgCO2e (as estimateDwelling's upfront.total). */
  readonly upfront: UpfrontModules;
  /** The same on the NMEFD v2025.1 Default. */
  readonly noEpdDefaultUpfront: UpfrontModules;
}

/** One changed field from the current design, with its effect. */
export interface Suggestion {
  readonly field: ChoiceField;
  readonly from: string;
  readonly to: string;
  /** e.g. 'Switch roof to Metal'. */
  readonly action: string;
  /** kgCO2e, negative = a saving. */
  readonly deltaCO2e: KgCO2e;
  /** AUD ex GST, negative = cheaper. */
  readonly deltaCost: Aud;
  /** AUD per tonne CO2e saved when the change costs more; null when it saves money too (or costs nothing). */
  readonly costPerTonne: number | null;
  readonly totalCO2e: KgCO2e;
  readonly coldShellCost: Aud;
  /** e.g. 'Switch roof to Metal: −1.2 t CO2e, −$800' (AUD, en-AU digits). */
  readonly summary: string;
}

export interface CurrentDesign {
  readonly choices: DwellingChoices;
  readonly totalCO2e: KgCO2e;
  readonly coldShellCost: Aud;
  /** A1–A3, A4, A5 and A1–A5 over the scope, kgCO2e. */
  readonly upfront: UpfrontModules;
  /** No design is at least as good on both objectives and better on one. */
  readonly onFront: boolean;
  /**
   * The lowest-carbon design that costs no more than the current one. Never null when the current
   * design is inside the space searched; null only when `allowed` leaves out every such design.
   */
  readonly lowestCarbonAtSameCost: ParetoDesign | null;
  /** The cheapest design with no more carbon than the current one (null as above). */
  readonly cheapestAtSameCarbon: ParetoDesign | null;
}

export interface OptimizeDwellingResult {
  readonly datasetId: DatasetId;
  /** The climate zone every design's floor insulation was sized for. */
  readonly climateZone: ClimateZone;
  /** What the carbon objective counted. */
  readonly scope: DwellingScope;
  readonly modules: ObjectiveModules;
  /** Combinations searched: the product of every field's option count (1,555,200 for the full space). */
  readonly combinations: number;
  /** Every non-dominated design, lowest carbon first (so cost strictly falls along it). */
  readonly front: ParetoDesign[];
  readonly lowestCarbon: ParetoDesign;
  readonly cheapest: ParetoDesign;
  readonly carbonTarget: number | null;
  readonly budget: number | null;
  /** null when no target is given or no design meets it. */
  readonly cheapestUnderTarget: ParetoDesign | null;
  /** null when no budget is given or no design fits it. */
  readonly lowestCarbonWithinBudget: ParetoDesign | null;
  readonly current: CurrentDesign | null;
  /** Single changes to the current design that save carbon, best value first. Empty without a current design. */
  readonly suggestions: Suggestion[];
}
