import { useMemo } from 'react';
import {
  calculateFootingRequestSchema,
  FOOTING_REQUEST_FIELDS,
  type CalculateFootingRequest,
  type UsedCustomProduct,
} from '@embodied/contracts';
import { calculateFooting, isEngineInputError, type ClimateZone, type DatasetId } from '@embodied/engine';
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
  // No products chosen reads the same whether the list is empty or absent.
  const field = (r: Partial<CalculateFootingRequest>, f: (typeof FOOTING_REQUEST_FIELDS)[number]) =>
    f === 'customProductIds' && r.customProductIds?.length === 0 ? undefined : r[f];
  return FOOTING_REQUEST_FIELDS.every((f) => sameData(field(a, f), field(b, f)));
}

/**
 * The live preview: the engine, in the browser, on every change of a valid form, with the chosen
 * products, in the climate zone the form chose (else the user's, else 6: what the server uses too).
 */
export function useFootingPreview(
  request: Omit<CalculateFootingRequest, 'project'> | undefined,
  products: readonly UsedCustomProduct[],
  climateZone: ClimateZone,
): ComparisonFigures | undefined {
  const stable = useStableValue(request);
  const stableProducts = useStableValue(products);
  return useMemo(() => {
    if (!stable) return undefined;
    const datasetId = stable.datasetId!;
    try {
      return figuresFromEngine(
        calculateFooting({ ...stable, climateZone: stable.climateZone ?? climateZone }, datasetId, stableProducts),
        datasetId,
      );
    } catch (err) {
      // The schema and the engine share their limits; an input the engine still refuses is simply not previewed.
      if (isEngineInputError(err)) return undefined;
      throw err;
    }
  }, [stable, stableProducts, climateZone]);
}
