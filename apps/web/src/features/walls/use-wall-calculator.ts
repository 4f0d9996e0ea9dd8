import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import type { CalculateWallLocationResponse, CalculateWallRequest, CalculateWallResponse } from '@embodied/contracts';
import { toApiError } from '../../lib/api-error';
import { showIssuesOnFields } from '../../lib/field-issues';
import { wallApi } from './wall-api';
import {
  locationFieldNames,
  toLocationRequest,
  wallLocationFormSchema,
  type WallFormOutput,
  type WallFormValues,
} from './wall-form';
import type { LocationFigures } from './wall-preview';

/** The server's figures for one location; a side is null once its inputs changed (spec section 4). */
export type SavedLocation = LocationFigures;

export interface SavedWall {
  request: CalculateWallRequest;
  response: CalculateWallResponse;
  /** The inputs the figures were computed from (see figuresSignature). */
  signature: string;
  /** The card each of the request's locations came from (empty cards are not sent). */
  formIndexes: number[];
}

type Side = 'A' | 'B' | 'both';

function fromLocationResponse(
  r: Pick<CalculateWallLocationResponse, 'area' | 'optionA' | 'optionB' | 'breakdownA' | 'breakdownB'>,
): SavedLocation {
  return { area: r.area, optionA: r.optionA, optionB: r.optionB, breakdownA: r.breakdownA, breakdownB: r.breakdownB };
}

/**
 * The wall page's per-location side: per-location Calculate, each location's saved figures, and
 * the clearing rules (the whole-wall Calculate is the page's useCalculator). Invalid inputs are
 * never sent; the server's field issues land on the fields.
 */
export function useWallCalculator(form: UseFormReturn<WallFormValues, unknown, WallFormOutput>) {
  const [saved, setSaved] = useState<(SavedLocation | undefined)[]>([]);
  const [locationErrors, setLocationErrors] = useState<Record<number, string>>({});

  const locationMutation = useMutation({
    mutationFn: ({ index }: { index: number }) =>
      wallApi.calculateLocation(
        toLocationRequest(
          form.getValues(`locations.${index}`),
          form.getValues('datasetId'),
          form.getValues('customProductIds'),
        ),
      ),
    meta: { silent: true },
    onSuccess: (response, { index }) => {
      setSaved((prev) => {
        const next = [...prev];
        next[index] = fromLocationResponse(response);
        return next;
      });
    },
    onError: (err, { index }) => {
      const failure = toApiError(err);
      showIssuesOnFields(form.setError, failure, (path) => `locations.${index}.${path}` as FieldPath<WallFormValues>);
      setLocationErrors((prev) => ({ ...prev, [index]: failure.message }));
    },
  });

  /**
   * Per-location Calculate: checks only that location, every field of it (an empty card too: the
   * whole-wall rules, which leave empty cards out, do not apply), then asks the server.
   */
  const calculateLocation = async (index: number) => {
    setLocationErrors((prev) => ({ ...prev, [index]: '' }));
    form.clearErrors(locationFieldNames(index));
    const checked = wallLocationFormSchema.safeParse(form.getValues(`locations.${index}`));
    if (!checked.success) {
      checked.error.issues.forEach((issue, i) =>
        form.setError(
          `locations.${index}.${String(issue.path[0])}` as FieldPath<WallFormValues>,
          { type: 'validate', message: issue.message },
          { shouldFocus: i === 0 },
        ),
      );
      return;
    }
    await locationMutation.mutateAsync({ index }).catch(() => undefined);
  };

  /** Changing a wall type clears that side's saved value; a size or dataset change clears both. */
  const clearSaved = (index: number, side: Side) => {
    setSaved((prev) => {
      const current = prev[index];
      if (!current) return prev;
      const next = [...prev];
      next[index] =
        side === 'both'
          ? undefined
          : side === 'A'
            ? { ...current, optionA: null, breakdownA: null }
            : { ...current, optionB: null, breakdownB: null };
      return next;
    });
  };

  const clearAllSaved = () => setSaved([]);

  const removeSaved = (index: number) => {
    setSaved((prev) => prev.filter((_, i) => i !== index));
    setLocationErrors({});
  };

  /** A whole-wall result (a Calculate, or a snapshot reopened) becomes the saved figures of the cards it came from. */
  const savedFromWall = (wall: SavedWall | undefined) => {
    const next: (SavedLocation | undefined)[] = [];
    wall?.response.locations.forEach((l, k) => {
      if (l.included) next[wall.formIndexes[k] ?? k] = fromLocationResponse(l);
    });
    setSaved(next);
  };

  return {
    saved,
    locationErrors,
    pendingLocation: locationMutation.isPending ? locationMutation.variables?.index : undefined,
    calculateLocation,
    clearSaved,
    clearAllSaved,
    removeSaved,
    savedFromWall,
  };
}

export type WallCalculator = ReturnType<typeof useWallCalculator>;
