import type { ModulesColumn } from '../../components/upfront-modules';
import type { BreakdownElementBody, FootingOutputs } from '@embodied/contracts';
import type { DatasetId, FootingResult, FootingSystemKey } from '@embodied/engine';

/** One system's figures as the page shows them, whether computed in the browser or by the server. */
export interface SystemFigures {
  readonly system: FootingSystemKey;
  readonly label: string;
  /** Unrounded kgCO2e. */
  readonly kgCO2e: number;
  readonly min: number;
  readonly max: number;
  readonly breakdown: readonly BreakdownElementBody[];
}

/** A business-as-usual vs alternate comparison (brief 7c), on one dataset. */
export interface ComparisonFigures {
  readonly bauValue: number;
  readonly afsValue: number;
  /** bauValue − afsValue, kgCO2e (may be negative). */
  readonly co2Reduction: number;
  readonly bau: SystemFigures;
  readonly afs: SystemFigures;
  readonly hasRange: boolean;
  readonly datasetId: DatasetId;
  /** The same comparison on the NMEFD Default (no EPD known); absent in snapshots saved before it was recorded. */
  readonly noEpdDefault?: { readonly bauValue: number; readonly afsValue: number; readonly co2Reduction: number };
  /** kgCO2e stored in each system's timber; absent in snapshots saved before it was recorded. */
  readonly biogenic?: { readonly bau: number; readonly afs: number };
  /** Both systems by module (issue 51); absent in snapshots saved before A4 and A5 were counted. */
  readonly upfront?: {
    readonly bau: ModulesColumn['modules'];
    readonly afs: ModulesColumn['modules'];
    readonly reduction: ModulesColumn['modules'];
  };
}

/** The live preview: the engine's own result. */
export function figuresFromEngine(result: FootingResult, datasetId: DatasetId): ComparisonFigures {
  const { bauValue, afsValue, co2Reduction, bau, afs, hasRange, noEpdDefault, biogenic, upfront } = result;
  return { bauValue, afsValue, co2Reduction, bau, afs, hasRange, datasetId, noEpdDefault, biogenic, upfront };
}

/** A saved result: the server's answer or a snapshot's outputs (the API keeps the seed's spelling, c02Reduction). */
export function figuresFromOutputs(outputs: FootingOutputs): ComparisonFigures {
  const system = ({ system, label, kgCO2e, min, max, breakdown }: FootingOutputs['bau']): SystemFigures => ({
    system,
    label,
    kgCO2e,
    min,
    max,
    breakdown,
  });
  return {
    bauValue: outputs.bauValue,
    afsValue: outputs.afsValue,
    co2Reduction: outputs.c02Reduction,
    bau: system(outputs.bau),
    afs: system(outputs.afs),
    hasRange: outputs.hasRange,
    datasetId: outputs.dataset.id,
    ...(outputs.upfront ? { upfront: outputs.upfront } : {}),
    ...(outputs.noEpdDefaultBauValue === undefined ||
    outputs.noEpdDefaultAfsValue === undefined ||
    outputs.noEpdDefaultC02Reduction === undefined
      ? {}
      : {
          noEpdDefault: {
            bauValue: outputs.noEpdDefaultBauValue,
            afsValue: outputs.noEpdDefaultAfsValue,
            co2Reduction: outputs.noEpdDefaultC02Reduction,
          },
        }),
    ...(outputs.biogenicBau === undefined || outputs.biogenicAfs === undefined
      ? {}
      : { biogenic: { bau: outputs.biogenicBau, afs: outputs.biogenicAfs } }),
  };
}
