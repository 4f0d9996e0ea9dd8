import { wallMaterialRValue, wallTypeRValue } from '../thermal/wall-r-values';
import { computeLines, sumLines } from '../breakdown/compute-lines';
import { datasetResolver } from '../breakdown/resolve-factor';
import type { UnitCarbon } from '../breakdown/unit-carbon';
import { COST_RATES } from '../costs/cost-rates';
import { DEFAULT_DATASET_ID, type DatasetId } from '../datasets/dataset-ids';
import { getDataset, summarizeDataset } from '../datasets/get-dataset';
import { floorFactor } from '../dwellings/floor-factor';
import { roofFactor } from '../dwellings/roof-factor';
import { wallMaterialFactor } from '../dwellings/wall-material-factor';
import { FOOTING_SYSTEMS } from '../footings/footing-systems';
import * as K from '../keys';
import { WINDOWS } from '../quantities/windows';
import { BRICK_SUPPLIERS } from '../suppliers/brick-suppliers';
import { brickSupplierLine, concreteSupplierOverrides } from '../suppliers/supplier-factors';
import { assertDatasetId } from '../validation/assert-dataset-id';
import { wallTypeFactor } from '../walls/wall-type-factor';
import { compositeConfidence, compositeSource, ESTIMATE_CITATION } from './composite-source';
import type { LookupOption, Lookups } from './lookup-types';

function fromUnit(u: UnitCarbon, label: string, unit: string, costAud?: number): LookupOption {
  const o = {
    key: u.key,
    label,
    carbon: u.perM2 as number,
    unit,
    source: compositeSource(u.lines),
    confidence: compositeConfidence(u.lines),
  };
  return costAud === undefined ? o : { ...o, costAud };
}

const LOW_CARBON_LABELS: Readonly<Record<K.LowCarbonConcreteKey, string>> = {
  StandardConcrete: 'Standard concrete',
  FlyAshSubstitution30: '30% Fly Ash Substitution',
};

/**
 * Every option list of the three calculators, with per-unit carbon on `datasetId`, a citation
 * (brief section 5), confidence and, where one exists, the central cost rate (AUD ex GST per m²).
 * @example getLookups().wallTypes.find((o) => o.key === 'Block90')?.carbon // ≈ 32.525 kgCO2e/m² of wall
 */
export function getLookups(datasetId: DatasetId = DEFAULT_DATASET_ID): Lookups {
  assertDatasetId(datasetId);
  const dataset = getDataset(datasetId);
  const resolve = datasetResolver(dataset);
  const windows = WINDOWS[dataset.windowBuildUp];
  const partOption = (key: string, lines: ReturnType<typeof computeLines>): LookupOption => ({
    key,
    label: key,
    carbon: sumLines(lines).kgCO2e,
    unit: 'kgCO2e/m² of window',
    source: compositeSource(lines),
    confidence: compositeConfidence(lines),
  });
  return {
    dataset: summarizeDataset(dataset),
    wallTypes: K.WALL_TYPE_KEYS.map((k) => {
      const u = wallTypeFactor(k, datasetId);
      return { ...fromUnit(u, u.label, u.unit, COST_RATES.wallTypes[k].value), rValue: wallTypeRValue(k).r };
    }),
    footingSystems: K.FOOTING_SYSTEM_KEYS.map((k) => ({
      key: k,
      label: FOOTING_SYSTEMS[k].label,
      carbon: null,
      unit: null,
      source: `${ESTIMATE_CITATION}: footing quantity model, ${FOOTING_SYSTEMS[k].elements}`,
      confidence: 'estimate' as const,
    })),
    lowCarbonConcrete: K.LOW_CARBON_CONCRETE_KEYS.map((k) => {
      const f = resolve(k === 'StandardConcrete' ? 'concrete25MPa_m3' : 'concrete25MPaFA30_m3');
      return {
        key: k,
        label: LOW_CARBON_LABELS[k],
        carbon: f.value,
        unit: 'kgCO2e/m³ (N25 in-situ)',
        source: f.citation,
        confidence: f.confidence,
      };
    }),
    floorStructures: K.FLOOR_STRUCTURE_KEYS.map((k) => {
      // A suspended ground floor with the underfloor insulation of the default climate zone, in both figures.
      const f = floorFactor(k, 'ground', datasetId);
      return fromUnit(
        f,
        k,
        'kgCO2e/m² of floor (ground floor, before suppliers; a suspended floor insulated for climate zone 6)',
        f.costRate.value,
      );
    }),
    wallMaterials: K.WALL_MATERIAL_KEYS.map((k) => ({
      ...fromUnit(
        wallMaterialFactor(k, datasetId),
        k,
        'kgCO2e/m² of opaque wall (before suppliers)',
        COST_RATES.wallMaterials[k].value,
      ),
      rValue: wallMaterialRValue(k).r,
    })),
    roofMaterials: K.ROOF_MATERIAL_KEYS.map((k) =>
      fromUnit(roofFactor(k, datasetId), k, 'kgCO2e/m² of roof', COST_RATES.roofs[k].value),
    ),
    windowFrames: K.WINDOW_FRAME_KEYS.map((k) => partOption(k, computeLines(windows.frames[k], 1, resolve))),
    glazing: K.GLAZING_KEYS.map((k) => partOption(k, computeLines(windows.glazing[k], 1, resolve))),
    brickSuppliers: K.BRICK_SUPPLIER_KEYS.map((k) => {
      const { line, factor } = brickSupplierLine(k, datasetId, false);
      const basis = BRICK_SUPPLIERS[k].basis;
      return {
        key: k,
        label: k,
        carbon: line.qty * factor.value,
        unit: 'kgCO2e/m² of brick skin (brick line only)',
        source: `${factor.citation} (${basis})`,
        confidence: factor.confidence,
      };
    }),
    concreteSuppliers: K.CONCRETE_SUPPLIER_KEYS.map((k) => {
      const f = concreteSupplierOverrides(k, datasetId).concrete25MPa_m3;
      return {
        key: k,
        label: k,
        carbon: f?.value ?? null,
        unit: 'kgCO2e/m³ (25 MPa)',
        source: f?.citation ?? ESTIMATE_CITATION,
        confidence: f?.confidence ?? 'estimate',
      };
    }),
  };
}
