import {
  estimateDwellingRequestSchema,
  toEngineDwellingInput,
  type DwellingOutputs,
  type EstimateDwellingRequest,
  type EstimateDwellingResponse,
  type UsedCustomProduct,
} from '@embodied/contracts';
import {
  estimateDwelling,
  FLOOR_DEFAULT_CLIMATE_ZONE,
  isEngineInputError,
  type ClimateZone,
  type DatasetId,
} from '@embodied/engine';
import { sameData } from '../../lib/use-stable-value';

/** What the results and the breakdown show, from the server (saved) or from the engine (preview). */
export type DwellingFigures = Pick<
  DwellingOutputs,
  | 'totalCO2e'
  | 'cO2ePerm2'
  | 'coldShellCost'
  | 'coldShellCostPerm2'
  | 'wallFootPrintTotal'
  | 'wallFootPrintCost'
  | 'min'
  | 'max'
  | 'costMin'
  | 'costMax'
  | 'hasRange'
  | 'elements'
  | 'noEpdDefaultTotalCO2e'
  | 'noEpdDefaultCO2ePerm2'
  | 'biogenicStorage'
  | 'upfront'
> & { datasetId: DatasetId };

export interface SavedEstimate {
  request: EstimateDwellingRequest;
  figures: DwellingFigures;
  snapshot: number;
  createdAt: string;
}

/** A valid form without its project name: what the preview computes from (the form's, the API's field names). */
export type EstimateRequest = Omit<EstimateDwellingRequest, 'project'> & { datasetId: DatasetId };

const previewSchema = estimateDwellingRequestSchema.omit({ project: true, datasetId: true });

/** The form's values as an estimate request when they are valid (the project name is not needed). */
export function currentRequest(values: unknown, datasetId: DatasetId): EstimateRequest | undefined {
  const { project: _project, datasetId: _dataset, ...rest } = (values ?? {}) as Record<string, unknown>;
  const parsed = previewSchema.safeParse(rest);
  return parsed.success ? { ...parsed.data, datasetId } : undefined;
}

/**
 * The engine's estimate, in the browser (the engine names the fields its own way), with the chosen
 * products, in the request's climate zone, else `climateZone` (the user's, else 6: what the server uses too).
 */
export function previewEstimate(
  request: EstimateRequest,
  products: readonly UsedCustomProduct[] = [],
  climateZone: ClimateZone = FLOOR_DEFAULT_CLIMATE_ZONE,
): DwellingFigures | undefined {
  try {
    const {
      noEpdDefault,
      noEpdDefaultUpfront,
      scope: _scope,
      upfront,
      ...estimate
    } = estimateDwelling(
      { ...toEngineDwellingInput(request), climateZone: request.climateZone ?? climateZone },
      request.datasetId,
      products,
    );
    return {
      ...estimate,
      noEpdDefaultTotalCO2e: noEpdDefault.totalCO2e,
      noEpdDefaultCO2ePerm2: noEpdDefault.cO2ePerm2,
      upfront: { ...upfront, noEpdDefault: noEpdDefaultUpfront },
      datasetId: request.datasetId,
    };
  } catch (err) {
    // The schema and the engine share their limits; an input the engine still refuses is simply not previewed.
    if (isEngineInputError(err)) return undefined;
    throw err;
  }
}

/** The server's answer as figures. */
export function figuresFromResponse(r: EstimateDwellingResponse): DwellingFigures {
  return { ...r, datasetId: r.dataset.id };
}

/** A stored snapshot's outputs as figures. */
export function figuresFromOutputs(outputs: DwellingOutputs, datasetId: DatasetId): DwellingFigures {
  return { ...outputs, datasetId };
}

/** Same request (ignoring the project name)? Decides whether the saved result still describes the form. */
export function sameRequest(a: object | undefined, b: object | undefined): boolean {
  if (!a || !b) return false;
  // No products chosen reads the same whether the list is empty or absent.
  const rest = (r: object) => {
    const { project: _project, customProductIds, ...others } = r as { project?: unknown; customProductIds?: unknown };
    return Array.isArray(customProductIds) && customProductIds.length > 0 ? { ...others, customProductIds } : others;
  };
  return sameData(rest(a), rest(b));
}
