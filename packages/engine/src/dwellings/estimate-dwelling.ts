import { biogenicStorageOf, linesOf } from '../breakdown/biogenic-storage';
import { DEFAULT_DATASET_ID, NO_EPD_DEFAULT_DATASET_ID, type DatasetId } from '../datasets/dataset-ids';
import { getDataset } from '../datasets/get-dataset';
import { BRICK_SUPPLIER_KEYS, CONCRETE_SUPPLIER_KEYS } from '../keys';
import { addAud, addKgCO2e, costPerM2, intensityOf, m2, percentOf } from '../units';
import { IssueCollector } from '../validation/issue-collector';
import { dwellingGeometryOf } from './dwelling-geometry';
import { dwellingElements } from './dwelling-elements';
import { checkDwellingMeasuredQuantities } from './measured-quantities';
import type { DwellingInput, DwellingResult } from './dwelling-types';
import { floorFactor, mapFloorStructure } from './floor-factor';
import { checkClimateZone, climateZoneOr } from '../thermal/floor-insulation';
import { checkCustomProducts, type CustomProduct } from '../custom-products/custom-products';
import { checkUpfrontOptions, sumModules, upfrontBasis, ZERO_MODULES } from '../upfront/upfront-modules';
import {
  checkScope,
  DEFAULT_DWELLING_SCOPE,
  modulesPerM2,
  siteActivity,
  wholeHouseElements,
  type DwellingScope,
} from '../upfront/dwelling-upfront';
import type { DatasetId as Id } from '../datasets/dataset-ids';
import type { DwellingElement, DwellingUpfront } from './dwelling-types';
import {
  checkDwellingBasics,
  checkFloorStructure,
  checkRoof,
  checkWallMaterial,
  checkWindow,
} from './validate-dwelling-input';

function validate(input: unknown, datasetId: unknown, products: unknown): asserts input is DwellingInput {
  const issues = new IssueCollector();
  checkCustomProducts(issues, products);
  if (!checkDwellingBasics(issues, input, datasetId, 'dwelling fields')) return issues.throwIfAny();
  checkWindow(issues, 'windowFrameType', input.windowFrameType, 'glazing', input.glazing);
  checkWallMaterial(issues, 'groundFloorWallMaterial', input.groundFloorWallMaterial, 'the ground floor walls');
  checkWallMaterial(issues, 'firstFloorWallMaterial', input.firstFloorWallMaterial, 'the first floor walls');
  checkFloorStructure(issues, 'groundFloorStructure', input.groundFloorStructure, 'the ground floor');
  checkFloorStructure(issues, 'firstFloorStructure', input.firstFloorStructure, 'the first floor');
  checkRoof(issues, 'roofMaterial', input.roofMaterial);
  issues.oneOf('brickSupplier', input.brickSupplier, BRICK_SUPPLIER_KEYS, 'brick supplier');
  issues.oneOf('concreteSupplier', input.concreteSupplier, CONCRETE_SUPPLIER_KEYS, 'concrete supplier');
  issues.boolean('brickworksNetOfOffsets', input.brickworksNetOfOffsets, 'brickworksNetOfOffsets', true);
  checkClimateZone(issues, 'climateZone', input.climateZone);
  checkScope(issues, 'scope', input.scope);
  checkUpfrontOptions(issues, 'upfront', input.upfront);
  checkDwellingMeasuredQuantities(issues, input);
  issues.throwIfAny();
}

/**
 * The dwelling's modules over its scope: the cold-shell elements' modules, then (whole house) the
 * whole-house elements' and site activity, summed in that order (the optimizer's order too).
 */
export function dwellingUpfront(
  input: DwellingInput,
  elements: readonly DwellingElement[],
  datasetId: Id,
  products: readonly CustomProduct[],
): DwellingUpfront {
  const scope: DwellingScope = input.scope ?? DEFAULT_DWELLING_SCOPE;
  const coldShell = sumModules(elements.map((e) => e.upfront));
  const floorArea = input.groundFloorArea + input.firstFloorArea;
  if (scope === 'cold-shell') {
    return {
      scope,
      total: coldShell,
      perM2: modulesPerM2(coldShell, floorArea),
      coldShell,
      wholeHouseElements: [],
      siteActivity: ZERO_MODULES,
    };
  }
  const extra = wholeHouseElements(
    input.groundFloorArea,
    input.firstFloorArea,
    input.ceilingHeight,
    datasetId,
    products,
    upfrontBasis(datasetId, input.upfront),
    input.measuredQuantities?.internalWallArea,
  );
  const site = siteActivity(floorArea);
  const total = sumModules([...elements.map((e) => e.upfront), ...extra.map((e) => e.upfront), site]);
  return {
    scope,
    total,
    perM2: modulesPerM2(total, floorArea),
    coldShell,
    wholeHouseElements: extra,
    siteActivity: site,
  };
}

/**
 * Whole-dwelling A1–A3 carbon (kgCO2e) and cold-shell cost (AUD ex GST) for the optimizer
 * (brief 7d–7f): walls on opaque area (P = 4.5·√A per storey), windows, roof (R = 1.245·max(Ag, Af))
 * and floors (with `measuredQuantities`, issue 52: the measured wall, window, roof and internal wall
 * areas in place of the model), with brick and concrete supplier effects; a suspended ground floor carries the
 * underfloor insulation its climate zone asks (`climateZone`, default 6; issue #49). A storey of area 0 contributes nothing;
 * per-m² outputs and percentages are 0 when their denominator is 0. Values are unrounded. Custom
 * products (user-supplied EPDs) replace their materials' factors, a chosen supplier's included.
 * `upfront` reports A1–A3, A4, A5 and A1–A5 over `scope` (issue 51): the cold shell (default), or the
 * whole house with internal walls, ceilings, ceiling insulation, services and site activity.
 * Throws {@link EngineInputError} listing every bad field.
 * @example
 * estimateDwelling({ groundFloorArea: 200, firstFloorArea: 0, ceilingHeight: 2.7, windowPercent: 20,
 *   glazing: 'Single Glazed', windowFrameType: 'Aluminium', groundFloorWallMaterial: 'brick veneer',
 *   firstFloorWallMaterial: 'brick veneer', groundFloorStructure: 'concrete slab', firstFloorStructure: 'timber',
 *   roofMaterial: 'Concrete Tile', brickSupplier: 'Brickworks (Carbon Neutral)', concreteSupplier: 'Boral Normal GP' })
 * // totalCO2e ≈ 25127.95 kgCO2e, coldShellCost ≈ $100,715.58 (worked example 10)
 */
export function estimateDwelling(
  input: DwellingInput,
  datasetId: DatasetId = DEFAULT_DATASET_ID,
  products: readonly CustomProduct[] = [],
): DwellingResult {
  validate(input, datasetId, products);
  const geometry = dwellingGeometryOf(input);
  const elements = dwellingElements(input, geometry, datasetId, products);
  const climateZone = climateZoneOr(input.climateZone);
  const thermalOf = (storey: 'ground' | 'first') =>
    floorFactor(
      storey === 'ground' ? input.groundFloorStructure : input.firstFloorStructure,
      storey,
      datasetId,
      input.concreteSupplier,
      products,
      climateZone,
    ).thermal;
  const floorArea = m2(input.groundFloorArea + input.firstFloorArea);
  const totalCO2e = addKgCO2e(...elements.map((e) => e.kgCO2e));
  const defaultElements =
    datasetId === NO_EPD_DEFAULT_DATASET_ID
      ? elements
      : dwellingElements(input, geometry, NO_EPD_DEFAULT_DATASET_ID, products);
  const defaultTotal =
    datasetId === NO_EPD_DEFAULT_DATASET_ID ? totalCO2e : addKgCO2e(...defaultElements.map((e) => e.kgCO2e));
  const upfront = dwellingUpfront(input, elements, datasetId, products);
  const defaultUpfront =
    datasetId === NO_EPD_DEFAULT_DATASET_ID
      ? upfront
      : dwellingUpfront(input, defaultElements, NO_EPD_DEFAULT_DATASET_ID, products);
  const coldShellCost = addAud(...elements.map((e) => e.cost));
  const walls = elements.filter((e) => e.element === 'wallsGround' || e.element === 'wallsFirst');
  return {
    totalCO2e,
    cO2ePerm2: intensityOf(totalCO2e, floorArea),
    coldShellCost,
    coldShellCostPerm2: costPerM2(coldShellCost, floorArea),
    wallFootPrintTotal: percentOf(addKgCO2e(...walls.map((e) => e.kgCO2e)), totalCO2e),
    wallFootPrintCost: percentOf(addAud(...walls.map((e) => e.cost)), coldShellCost),
    min: addKgCO2e(...elements.map((e) => e.min)),
    max: addKgCO2e(...elements.map((e) => e.max)),
    costMin: addAud(...elements.map((e) => e.costMin)),
    costMax: addAud(...elements.map((e) => e.costMax)),
    geometry,
    firstFloorStructureUsed: mapFloorStructure(input.firstFloorStructure, 'first'),
    elements,
    hasRange: getDataset(datasetId).hasRange,
    biogenicStorage: biogenicStorageOf(linesOf(elements)),
    noEpdDefault: { totalCO2e: defaultTotal, cO2ePerm2: intensityOf(defaultTotal, floorArea) },
    climateZone,
    floorThermal: { ground: thermalOf('ground'), first: thermalOf('first') },
    scope: upfront.scope,
    upfront,
    noEpdDefaultUpfront: { total: defaultUpfront.total, perM2: defaultUpfront.perM2 },
  };
}
