import type { Confidence, FactorKey } from '../datasets/dataset-types';
import type { KgCO2e } from '../units';

/** A low–high bound in kgCO2e. On au-conservative and au-hybrid, min = max = central. */
export interface Range {
  readonly min: KgCO2e;
  readonly max: KgCO2e;
}

/** One line of a breakdown: quantity × factor = kgCO2e (brief section 2, "Engine formula"). */
export interface BreakdownLine {
  readonly component: string;
  readonly quantity: number;
  /** Unit of `quantity`: kg, m3 or m2. */
  readonly unit: string;
  readonly factorKey: string;
  readonly factor: number;
  readonly factorUnit: string;
  readonly kgCO2e: number;
  /** quantity × (factor min ?? factor). */
  readonly min: number;
  /** quantity × (factor max ?? factor). */
  readonly max: number;
  readonly sourceId: string;
  /** The factor's source row (its own name or id, version and column). */
  readonly sourceRow: string;
  /** Display citation of the factor (brief section 5). */
  readonly citation: string;
  /** `estimate` when the factor or the quantity is an estimate (brief section 1). */
  readonly confidence: Confidence;
  readonly factorConfidence: Confidence;
  readonly quantityConfidence: Confidence;
}

/** A named group of lines (a wall part, a footing element, a dwelling element). */
export interface BreakdownElement {
  readonly element: string;
  readonly label: string;
  readonly kgCO2e: KgCO2e;
  readonly min: KgCO2e;
  readonly max: KgCO2e;
  readonly lines: BreakdownLine[];
}

/** A quantity line before a dataset is applied: `qty` of material per unit of the element. */
export interface QuantityLine {
  readonly component: string;
  readonly qty: number;
  readonly unit: 'kg' | 'm3' | 'm2';
  readonly factorKey: FactorKey;
  readonly confidence: Confidence;
  /** Why this quantity: its source id or the stated assumption. */
  readonly basis: string;
}
