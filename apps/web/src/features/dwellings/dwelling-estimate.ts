import { optimizeRequestSchema, optimizeResponseSchema, type OptimizeRequest, type OptimizeResponse } from '@embodied/contracts';
import { estimateDwelling, isEngineInputError, type DatasetId, type DwellingElement } from '@embodied/engine';

/** What the results and the breakdown show, from the server (saved) or from the engine (preview). */
export interface DwellingFigures {
  totalCO2e: number;
  cO2ePerm2: number;
  coldShellCost: number;
  coldShellCostPerm2: number;
  wallFootPrintTotal: number;
  wallFootPrintCost: number;
  min: number;
  max: number;
  costMin: number;
  costMax: number;
  hasRange: boolean;
  elements: readonly DwellingElement[];
  datasetId: DatasetId;
}

export interface SavedEstimate {
  request: OptimizeRequest;
  figures: DwellingFigures;
  snapshot: number;
  createdAt: string;
}

const previewSchema = optimizeRequestSchema.omit({ project: true, datasetId: true });

/** The form's values as an estimate request when they are valid (the project name is not needed). */
export function currentRequest(values: unknown, datasetId: DatasetId): (Omit<OptimizeRequest, 'project'> & { datasetId: DatasetId }) | undefined {
  const { project: _project, datasetId: _dataset, ...rest } = (values ?? {}) as Record<string, unknown>;
  const parsed = previewSchema.safeParse(rest);
  return parsed.success ? { ...parsed.data, datasetId } : undefined;
}

/** The engine's estimate, in the browser. */
export function previewEstimate(request: Omit<OptimizeRequest, 'project'> & { datasetId: DatasetId }): DwellingFigures | undefined {
  try {
    return { ...estimateDwelling(request, request.datasetId), datasetId: request.datasetId };
  } catch (err) {
    // The schema and the engine share their limits; an input the engine still refuses is simply not previewed.
    if (isEngineInputError(err)) return undefined;
    throw err;
  }
}

const storedOutputs = optimizeResponseSchema.pick({
  totalCO2e: true,
  cO2ePerm2: true,
  coldShellCost: true,
  coldShellCostPerm2: true,
  wallFootPrintTotal: true,
  wallFootPrintCost: true,
  min: true,
  max: true,
  costMin: true,
  costMax: true,
  hasRange: true,
  elements: true,
});

/** The server's answer as figures: its numbers are the engine's (kgCO2e, AUD), unbranded by JSON. */
export function figuresFromResponse(r: OptimizeResponse): DwellingFigures {
  return { ...r, elements: r.elements as unknown as DwellingElement[], datasetId: r.dataset.id };
}

/** A stored snapshot's outputs as figures, or undefined when they are not a dwelling estimate. */
export function figuresFromOutputs(outputs: unknown, datasetId: DatasetId): DwellingFigures | undefined {
  const parsed = storedOutputs.safeParse(outputs);
  return parsed.success ? { ...parsed.data, elements: parsed.data.elements as unknown as DwellingElement[], datasetId } : undefined;
}

/** Same request (ignoring the project name)? Decides whether the saved result still describes the form. */
export function sameRequest(a: object | undefined, b: object | undefined): boolean {
  if (!a || !b) return false;
  const strip = (x: object) => JSON.stringify(Object.entries(x).filter(([k, v]) => k !== 'project' && v !== undefined).sort(([p], [q]) => (p < q ? -1 : 1)));
  return strip(a) === strip(b);
}
