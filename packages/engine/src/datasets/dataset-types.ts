import type { DatasetId } from './dataset-ids';

/** `sourced`: read from a cited dataset, EPD or product document. `estimate`: our own stated assumption. */
export type Confidence = 'sourced' | 'estimate';

/** Every factor key any dataset carries (data brief section 6). Not every dataset has every key. */
export const FACTOR_KEYS = [
  'aacPanel_kg',
  'aacReinforcement_kg',
  'aluminiumExtrudedPowderCoated_kg',
  'aluminiumSheet_kg',
  'cement_kg',
  'cementMortar_kg',
  'clayBrick_kg',
  'clayRoofTile_kg',
  'coldRolledSteel_kg',
  'concrete20MPa_m3',
  'concrete20MPaEpdAverage_m3',
  'concrete20MPaFA30_m3',
  'concrete25MPa_m3',
  'concrete25MPaEpdAverage_m3',
  'concrete25MPaFA30_m3',
  'concrete32MPa_m3',
  'concrete32MPaEpdAverage_m3',
  'concrete32MPaFA30_m3',
  'concreteBlock_kg',
  'concreteBrick_kg',
  'concreteRoofTile_kg',
  'eps_kg',
  'fibreCement_kg',
  'galvanisedSteel_kg',
  'glass_kg',
  'glasswool_kg',
  'glazingDouble_m2',
  'hardwood_m3',
  'paint_kg',
  'particleboard_m3',
  'peFilm_kg',
  'plasterboard_kg',
  'precastPanel_kg',
  'precastStumpConcrete32MPa_m3',
  'reclaimedBrick_kg',
  'reinforcingMesh_kg',
  'reinforcingSteel_kg',
  'sand_kg',
  'sipPanelOver100mm_m2',
  'softwood_m3',
  'stainlessSteel_kg',
  'steelSheetPainted_kg',
  'timberWeatherboard_m3',
  'windowAluminiumGeneric_m2',
  'windowFrameAluminium_m2frame',
  'windowFrameTimber_m2frame',
  'windowTimberGeneric_m2',
] as const;
export type FactorKey = (typeof FACTOR_KEYS)[number];

/** The declared unit of an emission factor. */
export type FactorUnit =
  'kgCO2e/kg' | 'kgCO2e/m3' | 'kgCO2e/m2' | 'kgCO2e/m2 of window' | 'kgCO2e/m2 of frame' | 'kgCO2e/m2 of glazing';

/** One emission factor of one dataset, with its citation. */
export interface Factor {
  readonly key: FactorKey;
  /** Central value, in `unit`. */
  readonly value: number;
  readonly unit: FactorUnit;
  /** Low end of the published range (au-typical NMEFD Min); absent when no range is known. */
  readonly min?: number;
  /** High end of the published range (au-typical NMEFD Max); absent when no range is known. */
  readonly max?: number;
  /** Id in {@link SOURCES}; derived factors join ids with `+`. */
  readonly sourceId: string;
  /** The source's own row name or id, with its version and column. */
  readonly sourceRow: string;
  /** Display citation in the brief's section-5 format. */
  readonly citation: string;
  readonly confidence: Confidence;
  /** One line saying how an `estimate` was derived (required for every estimate). */
  readonly derivation?: string;
  /** `au-hybrid` only: the NMEFD Default stands in where ICM 2019 lacks the material. */
  readonly standIn?: boolean;
  readonly note?: string;
}

/**
 * How a dataset composes a window. `components` (edition 2025.1): frame materials + glass masses;
 * `components-whole-units` (edition 2026.11): aluminium frame materials, but whole-product figures
 * for the timber frame and the sealed double-glazed unit (spacer, seals, fittings included);
 * `icm-frame-glazing`: ICM frame + glazing products throughout.
 */
export type WindowBuildUp = 'components' | 'components-whole-units' | 'icm-frame-glazing';

/** A complete, self-describing carbon basis. One result uses one dataset only. */
export interface Dataset {
  readonly id: DatasetId;
  /** Data brief version the numbers come from. */
  readonly version: string;
  readonly label: string;
  readonly publisher: string;
  readonly edition: string;
  readonly licenceStatus: string;
  /** Attribution text to show next to results on this basis. */
  readonly attribution: string;
  readonly description: string;
  readonly centralColumn: string;
  readonly gapFill: string;
  readonly sourceIds: readonly string[];
  /** True when factors carry min–max ranges (only au-typical); otherwise min = max = central. */
  readonly hasRange: boolean;
  readonly windowBuildUp: WindowBuildUp;
  readonly factors: Readonly<Partial<Record<FactorKey, Factor>>>;
}

/** What a dataset picker needs. */
export interface DatasetSummary {
  readonly id: DatasetId;
  readonly version: string;
  readonly label: string;
  readonly description: string;
  readonly publisher: string;
  readonly licenceStatus: string;
  readonly attribution: string;
  readonly hasRange: boolean;
}

/** A cited publication, EPD, guide, or our own estimate (`ESTIMATE`). */
export interface Source {
  readonly id: string;
  readonly title: string;
  readonly version?: string;
  readonly published?: string;
  readonly publisher?: string;
  readonly authors?: string;
  readonly url?: string;
  readonly officialPage?: string;
  readonly copyRead?: string;
  readonly licence: string;
  readonly licenceStatus: string;
  readonly attribution: string;
  readonly rowIdFormat?: string;
  readonly use?: string;
  readonly note?: string;
}
