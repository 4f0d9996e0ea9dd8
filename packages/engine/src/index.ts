/**
 * @embodied/engine: pure embodied-carbon models (A1–A3, with the upfront modules A4, A5 and A1–A5)
 * for the wall, slab and optimizer screens,
 * on three swappable AU datasets. No I/O, no clocks, no randomness; the same numbers in Node and
 * the browser.
 */
export { ENGINE_VERSION, DATA_BRIEF_VERSION } from './version';
export * from './units';
export * from './intl-formats';
export * from './keys';

export {
  DATASET_IDS,
  DEFAULT_DATASET_ID,
  NO_EPD_DEFAULT_DATASET_ID,
  isDatasetId,
  type DatasetId,
} from './datasets/dataset-ids';
export { BIOGENIC_STORAGE, biogenicStorageOf } from './breakdown/biogenic-storage';
export {
  FACTOR_KEYS,
  type Confidence,
  type Dataset,
  type DatasetSummary,
  type Factor,
  type FactorKey,
  type FactorUnit,
  type Source,
  type WindowBuildUp,
} from './datasets/dataset-types';
export { getDataset, listDatasets, summarizeDataset } from './datasets/get-dataset';
export { SOURCES } from './datasets/sources';
export { AU_TYPICAL_2025_1 } from './datasets/au-typical-2025-1';
export { AU_CONSERVATIVE_2025_1 } from './datasets/au-conservative-2025-1';
export { AU_HYBRID_2025_1 } from './datasets/au-hybrid-2025-1';

export type { BreakdownElement, BreakdownLine, QuantityLine, Range } from './breakdown/breakdown-types';
export type { UnitCarbon } from './breakdown/unit-carbon';
export { breakdownByElement, type ElementRow, type ElementTotals } from './breakdown/by-element';

export { WALL_PARTS, WALL_PART_IDS, WALL_PART_LABELS, type WallPartId } from './quantities/wall-parts';
export { WALL_TYPES, type WallTypeBuildUp } from './quantities/wall-types';
export { WALL_MATERIALS, type WallMaterialBuildUp } from './quantities/wall-materials';
export { ROOFS } from './quantities/roofs';
export { WINDOWS, type WindowParts } from './quantities/windows';
export { FLOORS, FLOOR_LABELS } from './quantities/floors';
export { FOOTING_GEOMETRY } from './quantities/footing-geometry';
export { DWELLING_GEOMETRY } from './quantities/dwelling-geometry';
export type { GeometryConstant } from './quantities/geometry-constant';
export { COST_INDEX_SOURCE, costEscalation, ESCALATED_TO, LATEST_QUARTER, PRICED_PERIOD } from './costs/cost-index';
export {
  COST_BASE_DATE,
  COST_BASIS,
  COST_ESCALATION,
  COST_ESTIMATE_NOTE,
  COST_RATES,
  costRates,
  FLOOR_INSULATION_COST_PER_R,
  withFloorInsulation,
  type CostRate,
  type CostRates,
  type FloorInsulationMaterial,
  type WindowCostKey,
} from './costs/cost-rates';
export {
  BRICK_SUPPLIERS,
  BRICKS_PER_M2,
  type BrickSupplier,
  type BrickSupplierFactor,
} from './suppliers/brick-suppliers';
export {
  CONCRETE_SUPPLIERS,
  CONCRETE_STRENGTHS,
  type ConcreteStrength,
  type ConcreteSupplier,
} from './suppliers/concrete-suppliers';

export { EngineInputError, isEngineInputError, type InputIssue } from './validation/engine-input-error';
export { LIMITS, describeLimit, type Limit, type LimitName } from './validation/limits';

export { wallTypeFactor, WALL_UNIT } from './walls/wall-type-factor';
export {
  calculateWallLocation,
  type WallLocationInput,
  type WallLocationResult,
} from './walls/calculate-wall-location';
export {
  calculateWall,
  WALL_TARGET_PLACEHOLDER,
  type WallFormLocation,
  type WallInput,
  type WallLocationSummary,
  type WallResult,
  type WallUpfront,
} from './walls/calculate-wall';

export {
  calculateFootingSystem,
  type FootingSystemInput,
  type FootingSystemResult,
} from './footings/calculate-footing-system';
export { calculateFooting, type FootingInput, type FootingResult } from './footings/calculate-footing';
export { FOOTING_SYSTEMS, type FootingGeometry, type FootingSystemDefinition } from './footings/footing-systems';
export { FOOTING_ELEMENT_IDS, FOOTING_ELEMENT_LABELS, type FootingElementId } from './footings/footing-elements';

export { wallMaterialFactor, OPAQUE_WALL_UNIT } from './dwellings/wall-material-factor';
export { windowFactor, WINDOW_UNIT, type WindowKey } from './dwellings/window-factor';
export { roofFactor, ROOF_UNIT } from './dwellings/roof-factor';
export { floorFactor, mapFloorStructure, FLOOR_UNIT, type FloorFactor, type Storey } from './dwellings/floor-factor';
export { computeDwellingGeometry, type DwellingGeometry } from './dwellings/dwelling-geometry';
export {
  checkMeasuredQuantities,
  checkTakeoffProvenance,
  MEASURED_LIMITS,
  measuredQuantitiesWords,
  TAKEOFF_PROVENANCE_KINDS,
  takeoffWords,
  wallTakeoffWords,
  type MeasuredQuantities,
  type TakeoffProvenance,
  type TakeoffProvenanceKind,
} from './dwellings/measured-quantities';
export { estimateDwelling } from './dwellings/estimate-dwelling';
export {
  DWELLING_ELEMENT_IDS,
  type DwellingElement,
  type DwellingElementId,
  type DwellingInput,
  type DwellingResult,
  type DwellingUpfront,
} from './dwellings/dwelling-types';

export { getLookups } from './lookups/get-lookups';
export { LOOKUP_LIST_NAMES, type LookupListName, type LookupOption, type Lookups } from './lookups/lookup-types';

export { buildMethodology, type Methodology } from './methodology/build-methodology';
export { renderMethodologyMarkdown } from './methodology/render-methodology-markdown';
export { digitsForPeople } from './digits-for-people';

export {
  optimizeDwelling,
  OPTIMIZER_LIMITS,
  CHOICE_FIELDS,
  CHOICE_OPTIONS,
  CHOICE_PHRASES,
  describeChange,
  type ChoiceField,
  type DwellingChoices,
  type DwellingGeometryInput,
  type AllowedOptions,
  type OptimizeDwellingInput,
  type OptimizeDwellingResult,
  type ParetoDesign,
  type Suggestion,
  type CurrentDesign,
} from './optimizer';

export * from './thermal/wall-r-values';
export * from './thermal/ncc-wall';
export * from './thermal/floor-insulation';
export { FLOOR_INSULATION } from './quantities/floor-insulation';
export { REFERENCE_SOURCES } from './thermal/reference-sources';
export * from './targets/targets';

export {
  CUSTOM_PRODUCTS_MAX,
  DECLARED_UNITS,
  DECLARED_UNIT_LABELS,
  GWP_LIMITS,
  PRODUCT_SLOTS,
  PRODUCT_SLOT_KEYS,
  PRODUCT_TEXT_MAX,
  USER_EPD_LABEL,
  USER_EPD_SOURCE_ID,
  assertCustomProducts,
  checkCustomProduct,
  customProductFactor,
  customProductIssues,
  declaredUnitFits,
  isCalendarDate,
  isProductExpired,
  productFactorValue,
  productModuleValue,
  productsKey,
  productsOfKey,
  withCustomProducts,
  type CustomProduct,
  type DeclaredUnit,
  type ProductFactorUnit,
  type ProductSlotKey,
} from './custom-products/custom-products';
export {
  PLAUSIBLE_SPREAD,
  convertDeclaredGwp,
  implausibleGwp,
  slotFactorRange,
  type ConversionInputs,
  type ConversionQuantity,
  type ConvertedGwp,
} from './custom-products/epd-checks';
export { REPORT_KINDS, type ReportKind, type ReportText } from './report/report-kind';
export { purposeAndLimits } from './report/purpose-and-limits';
export { scopeTable, type ScopeRow, type ScopeTable } from './report/scope-table';
export {
  dataQuality,
  datasetForPeople,
  editionForPeople,
  userEpdLine,
  type DataQualityInput,
  type ReportProduct,
} from './report/data-quality';
export { reportNotes, KINDS_WITH_COST, type ReportNotes } from './report/report-notes';
export { percentageChange, type ChangeOf, type PercentageChange } from './report/percentage-change';
export * from './thermal/wall-r-reading';

export {
  MATERIAL_CLASSES,
  MATERIAL_CLASS_LABELS,
  MATERIAL_OF_KEY,
  materialClassOf,
  massPerUnit,
  type MassPerUnit,
  type MaterialClass,
} from './upfront/material-classes';
export {
  CLASS_SCENARIOS,
  SERVICES_RESIDENTIAL,
  SITE_ACTIVITY_PER_M2,
  TRANSPORT_SCENARIOS,
  TRANSPORT_SCENARIO_IDS,
  TRUCK_FACTORS,
  TRUCK_IDS,
  WASTE_PERCENT,
  truckFactor,
  type TransportScenario,
  type TransportScenarioId,
  type TruckId,
  type UpfrontConstant,
} from './upfront/upfront-data';
export {
  UPFRONT_LIMITS,
  ZERO_MODULES,
  checkUpfrontOptions,
  lineModules,
  linesModules,
  modulesOf,
  modulesOfLines,
  subtractModules,
  sumModules,
  upfrontBasis,
  type LineModules,
  type UpfrontBasis,
  type UpfrontModules,
  type UpfrontOptions,
} from './upfront/upfront-modules';
export {
  DEFAULT_DWELLING_SCOPE,
  DEFAULT_OBJECTIVE_MODULES,
  DWELLING_SCOPES,
  OBJECTIVE_MODULES,
  siteActivity,
  type DwellingScope,
  type ModulesPerM2,
  type ObjectiveModules,
  type WholeHouseElement,
} from './upfront/dwelling-upfront';
export {
  WHOLE_HOUSE_ELEMENT_IDS,
  WHOLE_HOUSE_GEOMETRY,
  WHOLE_HOUSE_LABELS,
  WHOLE_HOUSE_QUANTITIES,
  type WholeHouseElementId,
} from './upfront/whole-house';
export { UPFRONT_SOURCES } from './upfront/upfront-sources';
export { TYPICAL_HOUSE } from './upfront/typical-house';
