import { useMemo } from 'react';
import {
  calculateFootingRequestSchema,
  FOOTING_REQUEST_FIELDS,
  type CalculateFootingRequest,
} from '@embodied/contracts';
import { calculateFooting, isEngineInputError, type DatasetId } from '@embodied/engine';
import { sameData, useStableValue } from '../../lib/use-stable-value';
import { figuresFromEngine, type ComparisonFigures } from './footing-figures';

const previewSchema = calculateFootingRequestSchema.omit({ project: true, datasetId: true });

/** The form's values as a request, when they are valid (the project name is not needed for a preview). */
export function currentRequest(
  values: unknown,
  datasetId: DatasetId,
): Omit<CalculateFootingRequest, 'project'> | undefined {
  const { project: _project, datasetId: _dataset, ...rest } = (values ?? {}) as Record<string, unknown>;
  const parsed = previewSchema.safeParse(rest);
  return parsed.success ? { ...parsed.data, datasetId } : undefined;
}

/** Same request fields (a saved result still describes the form)? */
export function sameRequest(a: Partial<CalculateFootingRequest>, b: Partial<CalculateFootingRequest>): boolean {
  return FOOTING_REQUEST_FIELDS.every((field) => sameData(a[field], b[field]));
}

/** The live preview: the engine, in the browser, on every change of a valid form. */
export function useFootingPreview(
  request: Omit<CalculateFootingRequest, 'project'> | undefined,
): ComparisonFigures | undefined {
  const stable = useStableValue(request);
  return useMemo(() => {
    if (!stable) return undefined;
    const datasetId = stable.datasetId!;
    try {
      return figuresFromEngine(calculateFooting(stable, datasetId), datasetId);
    } catch (err) {
      // The schema and the engine share their limits; an input the engine still refuses is simply not previewed.
      if (isEngineInputError(err)) return undefined;
      throw err;
    }
  }, [stable]);
}
