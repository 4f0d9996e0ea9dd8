import { useCallback, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import type { CalculateWallLocationResponse, CalculateWallRequest, CalculateWallResponse, FieldIssue } from '@embodied/contracts';
import { ApiError } from '../../lib/api-client';
import { wallApi } from './wall-api';
import { figuresSignature, locationFieldNames, toLocationRequest, toWallRequest, type WallFormOutput, type WallFormValues } from './wall-form';
import type { LocationFigures } from './wall-preview';

/** The server's figures for one location; a side is null once its inputs changed (spec section 4). */
export type SavedLocation = LocationFigures;

export interface SavedWall {
  request: CalculateWallRequest;
  response: CalculateWallResponse;
  /** The inputs the figures were computed from (see figuresSignature). */
  signature: string;
}

type Side = 'A' | 'B' | 'both';

function fromLocationResponse(r: CalculateWallLocationResponse): SavedLocation {
  return { area: r.area, optionA: r.optionA, optionB: r.optionB, breakdownA: r.breakdownA, breakdownB: r.breakdownB };
}

function failureMessage(err: unknown): string {
  return err instanceof Error ? err.message : 'Something went wrong. Please try again.';
}

/**
 * The wall page's server side: per-location and whole-wall Calculate, the saved figures, and
 * the clearing rules. Invalid inputs are never sent; the server's field issues land on the fields.
 */
export function useWallCalculator(form: UseFormReturn<WallFormValues, unknown, WallFormOutput>) {
  const [saved, setSaved] = useState<(SavedLocation | undefined)[]>([]);
  const [savedWall, setSavedWall] = useState<SavedWall | null>(null);
  const [locationErrors, setLocationErrors] = useState<Record<number, string>>({});
  const [wallError, setWallError] = useState<string | null>(null);

  const markIssues = useCallback(
    (issues: FieldIssue[], prefix: string) => {
      for (const issue of issues) {
        form.setError(`${prefix}${issue.path}` as FieldPath<WallFormValues>, { type: 'server', message: issue.message });
      }
    },
    [form],
  );

  const locationMutation = useMutation({
    mutationFn: ({ index }: { index: number }) => wallApi.calculateLocation(toLocationRequest(form.getValues(`locations.${index}`), form.getValues('datasetId'))),
    meta: { silent: true },
    onSuccess: (response, { index }) => {
      setSaved((prev) => {
        const next = [...prev];
        next[index] = fromLocationResponse(response);
        return next;
      });
    },
    onError: (err, { index }) => {
      if (err instanceof ApiError) markIssues(err.issues, `locations.${index}.`);
      setLocationErrors((prev) => ({ ...prev, [index]: failureMessage(err) }));
    },
  });

  const wallMutation = useMutation({
    mutationFn: ({ request }: { request: CalculateWallRequest; signature: string }) => wallApi.calculateWall(request),
    meta: { silent: true },
    onSuccess: (response, { request, signature }) => {
      setSavedWall({ request, response, signature });
      setSaved(response.locations.map((l) => (l.included ? { area: l.area, optionA: l.optionA, optionB: l.optionB, breakdownA: l.breakdownA, breakdownB: l.breakdownB } : undefined)));
    },
    onError: (err) => {
      if (err instanceof ApiError) markIssues(err.issues, '');
      setWallError(failureMessage(err));
    },
  });

  /** Per-location Calculate: validates only that location's fields, then asks the server. */
  const calculateLocation = async (index: number) => {
    setLocationErrors((prev) => ({ ...prev, [index]: '' }));
    const valid = await form.trigger(locationFieldNames(index), { shouldFocus: true });
    if (valid) await locationMutation.mutateAsync({ index }).catch(() => undefined);
  };

  /** Whole-wall Calculate: the whole form must be valid; the server saves a snapshot. */
  const calculateWall = form.handleSubmit(async (values) => {
    setWallError(null);
    const request = toWallRequest(values);
    await wallMutation.mutateAsync({ request, signature: figuresSignature(values) }).catch(() => undefined);
  });

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

  /** A snapshot loaded from the server (?from=N) becomes the saved result. */
  const restore = (request: CalculateWallRequest, response: CalculateWallResponse | null, signature: string) => {
    if (response) {
      setSavedWall({ request, response, signature });
      setSaved(response.locations.map((l) => (l.included ? { area: l.area, optionA: l.optionA, optionB: l.optionB, breakdownA: l.breakdownA, breakdownB: l.breakdownB } : undefined)));
    } else {
      setSavedWall(null);
      setSaved([]);
    }
  };

  return {
    saved,
    savedWall,
    locationErrors,
    wallError,
    pendingLocation: locationMutation.isPending ? locationMutation.variables?.index : undefined,
    wallPending: wallMutation.isPending,
    calculateLocation,
    calculateWall,
    clearSaved,
    clearAllSaved,
    removeSaved,
    restore,
  };
}

export type WallCalculator = ReturnType<typeof useWallCalculator>;
