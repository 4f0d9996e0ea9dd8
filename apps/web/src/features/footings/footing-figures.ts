import type { FootingOutputs } from '@embodied/contracts';
import { kgCO2e, type BreakdownElement, type DatasetId, type FootingResult, type FootingSystemKey } from '@embodied/engine';

/** One system's figures as the page shows them, whether computed in the browser or by the server. */
export interface SystemFigures {
  readonly system: FootingSystemKey;
  readonly label: string;
  /** Unrounded kgCO2e. */
  readonly kgCO2e: number;
  readonly min: number;
  readonly max: number;
  readonly breakdown: readonly BreakdownElement[];
}

/** A business-as-usual vs alternate comparison (brief 7c), on one dataset. */
export interface ComparisonFigures {
  readonly bauValue: number;
  readonly afsValue: number;
  readonly c02Reduction: number;
  readonly bau: SystemFigures;
  readonly afs: SystemFigures;
  readonly hasRange: boolean;
  readonly datasetId: DatasetId;
}

/** The live preview: the engine's own result. */
export function figuresFromEngine(result: FootingResult, datasetId: DatasetId): ComparisonFigures {
  const { bauValue, afsValue, c02Reduction, bau, afs, hasRange } = result;
  return { bauValue, afsValue, c02Reduction, bau, afs, hasRange, datasetId };
}

/** A saved result (the server's answer or a snapshot's outputs), with its carbon typed as kgCO2e again. */
export function figuresFromOutputs(outputs: FootingOutputs): ComparisonFigures {
  const system = (s: FootingOutputs['bau']): SystemFigures => ({
    system: s.system,
    label: s.label,
    kgCO2e: s.kgCO2e,
    min: s.min,
    max: s.max,
    breakdown: s.breakdown.map((el) => ({ ...el, kgCO2e: kgCO2e(el.kgCO2e), min: kgCO2e(el.min), max: kgCO2e(el.max) })),
  });
  return {
    bauValue: outputs.bauValue,
    afsValue: outputs.afsValue,
    c02Reduction: outputs.c02Reduction,
    bau: system(outputs.bau),
    afs: system(outputs.afs),
    hasRange: outputs.hasRange,
    datasetId: outputs.dataset.id,
  };
}
