import type { QuantityLine } from '../breakdown/breakdown-types';
import type { ResolvedFactor } from '../breakdown/resolve-factor';
import type { DatasetId } from '../datasets/dataset-ids';
import type { FactorKey } from '../datasets/dataset-types';
import type { BrickSupplierKey, ConcreteSupplierKey } from '../keys';
import { BRICKS_PER_M2, BRICK_SUPPLIERS, BRICKWORKS_NET_CITATION } from './brick-suppliers';
import { CONCRETE_STRENGTHS, CONCRETE_SUPPLIERS, ICM_HYBRID_PROCESS_RATIOS } from './concrete-suppliers';

const READY_MIX_KEYS: Readonly<Record<(typeof CONCRETE_STRENGTHS)[number], FactorKey>> = {
  '20': 'concrete20MPa_m3',
  '25': 'concrete25MPa_m3',
  '32': 'concrete32MPa_m3',
};

/**
 * The ready-mix factors a concrete supplier puts in place of `concrete20/25/32MPa_m3` on a dataset.
 * @example concreteSupplierOverrides('Boral Envisia', 'au-typical').concrete20MPa_m3?.value // 204
 */
export function concreteSupplierOverrides(
  supplier: ConcreteSupplierKey,
  datasetId: DatasetId,
): Partial<Record<FactorKey, ResolvedFactor>> {
  const s = CONCRETE_SUPPLIERS[supplier];
  const hybrid = datasetId === 'au-hybrid';
  const out: Partial<Record<FactorKey, ResolvedFactor>> = {};
  for (const mpa of CONCRETE_STRENGTHS) {
    const value = hybrid ? s.hybrid[mpa] : s.epd[mpa];
    const epd = `${supplier} ${mpa} MPa EPD, A1–A3 (via GREENBOOK_FP)`;
    out[READY_MIX_KEYS[mpa]] = {
      key: READY_MIX_KEYS[mpa],
      value,
      min: value,
      max: value,
      unit: 'kgCO2e/m3',
      sourceId: hybrid ? 'GREENBOOK_FP+ICM2019' : 'GREENBOOK_FP',
      sourceRow: hybrid ? `${epd} × ICM 2019 hybrid/process ratio ${ICM_HYBRID_PROCESS_RATIOS[mpa]}` : epd,
      citation: hybrid ? `${epd} × ICM 2019 ratio ${ICM_HYBRID_PROCESS_RATIOS[mpa]} (hybrid/process)` : epd,
      confidence: hybrid ? 'estimate' : s.confidence,
    };
  }
  return out;
}

/**
 * The brick line of one brick skin with a supplier's brick: 48.4 bricks/m² × kg per brick, times
 * the supplier's factor (0 for Brickworks when `netOfOffsets`). The line keeps the factor key of
 * the slot it replaces (`clayBrick_kg`); its citation and source id name the supplier's basis.
 * @example brickSupplierLine('Adbri VIC (mid)', 'au-typical', false).line.qty // 154.88 kg (48.4 × 3.2)
 */
export function brickSupplierLine(
  supplier: BrickSupplierKey,
  datasetId: DatasetId,
  netOfOffsets: boolean,
): { line: QuantityLine; factor: ResolvedFactor } {
  const s = BRICK_SUPPLIERS[supplier];
  const f = s.factors[datasetId];
  const net = netOfOffsets && s.netOfOffsetsFactor !== undefined;
  const value = net ? (s.netOfOffsetsFactor ?? 0) : f.value;
  const line: QuantityLine = {
    component: `bricks ${BRICKS_PER_M2} × ${s.brickKg} kg (factor from brick supplier ${supplier}${net ? ', net of offsets' : ''})`,
    qty: BRICKS_PER_M2 * s.brickKg,
    unit: 'kg',
    factorKey: 'clayBrick_kg',
    confidence: s.brickKg === 3.2 ? 'sourced' : 'estimate',
    basis: `48.4 bricks/m² (ADBRI_NSW_2015); ${s.brickKgBasis}`,
  };
  const factor: ResolvedFactor = {
    key: 'clayBrick_kg',
    value,
    min: net ? value : (f.min ?? value),
    max: net ? value : (f.max ?? value),
    unit: 'kgCO2e/kg',
    sourceId: net ? 'CLIMATE_ACTIVE_BRICKWORKS' : f.sourceId,
    sourceRow: net ? BRICKWORKS_NET_CITATION : (f.derivation ?? f.citation),
    citation: net ? BRICKWORKS_NET_CITATION : f.citation,
    confidence: net ? 'estimate' : f.confidence,
  };
  return { line, factor };
}
