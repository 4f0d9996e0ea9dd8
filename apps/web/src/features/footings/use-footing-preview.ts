import { useMemo } from 'react';
import { calculateFootingRequestSchema, type CalculateFootingRequest } from '@embodied/contracts';
import { calculateFooting, isEngineInputError, type DatasetId } from '@embodied/engine';
import { figuresFromEngine, type ComparisonFigures } from './footing-figures';

const previewSchema = calculateFootingRequestSchema.omit({ project: true, datasetId: true });

/** The form's values as a request, when they are valid (the project name is not needed for a preview). */
export function currentRequest(values: unknown, datasetId: DatasetId): Omit<CalculateFootingRequest, 'project'> | undefined {
  const { project: _project, datasetId: _dataset, ...rest } = (values ?? {}) as Record<string, unknown>;
  const parsed = previewSchema.safeParse(rest);
  return parsed.success ? { ...parsed.data, datasetId } : undefined;
}

/** The live preview: the engine, in the browser, on every change of a valid form. */
export function useFootingPreview(request: Omit<CalculateFootingRequest, 'project'> | undefined): ComparisonFigures | undefined {
  const key = JSON.stringify(request ?? null);
  return useMemo(() => {
    if (!request) return undefined;
    const datasetId = request.datasetId!;
    try {
      return figuresFromEngine(calculateFooting(request, datasetId), datasetId);
    } catch (err) {
      // The schema and the engine share their limits; an input the engine still refuses is simply not previewed.
      if (isEngineInputError(err)) return undefined;
      throw err;
    }
    // `key` stands for `request`: the object is rebuilt on every render, its content is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
