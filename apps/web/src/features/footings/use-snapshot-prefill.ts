import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { calculateFootingRequestSchema, footingOutputsSchema } from '@embodied/contracts';
import { ApiError } from '../../lib/api-client';
import { figuresFromOutputs } from './footing-figures';
import type { SavedFooting } from './footing-print';
import { footingsApi, type StoredSnapshot } from './footings-api';

type Read = { saved: SavedFooting } | { problem: string };

/** A stored snapshot as this page's saved result, or why it cannot be one. */
function readSnapshot(s: StoredSnapshot): Read {
  if (s.kind !== 'footing') return { problem: `Carbon snapshot #${s.number} is a ${s.kind} snapshot, so it cannot be opened on the slab page.` };
  const inputs = calculateFootingRequestSchema.safeParse(s.inputs);
  const outputs = footingOutputsSchema.safeParse(s.outputs);
  if (!inputs.success || !outputs.success) return { problem: `Carbon snapshot #${s.number} was saved in a form this page cannot read.` };
  const request = { ...inputs.data, datasetId: inputs.data.datasetId ?? outputs.data.dataset.id };
  return { saved: { request, figures: figuresFromOutputs(outputs.data), snapshot: s.number, createdAt: s.createdAt } };
}

/**
 * `?from=<snapshot number>`: loads that footing snapshot once and hands it to `apply` (which fills the
 * form and shows its results). Returns a polite message when it cannot.
 */
export function useSnapshotPrefill(from: string | null, apply: (saved: SavedFooting) => void): { loading: boolean; message?: string } {
  const number = from !== null && /^[1-9]\d{0,9}$/.test(from) ? Number(from) : undefined;
  const query = useQuery({
    queryKey: ['snapshot', number],
    queryFn: () => footingsApi.snapshot(number!),
    enabled: number !== undefined,
    meta: { silent: true },
    retry: false,
    staleTime: Infinity,
  });
  const read = query.data ? readSnapshot(query.data) : undefined;
  const applied = useRef<number | undefined>(undefined);
  const applyRef = useRef(apply);
  applyRef.current = apply;

  useEffect(() => {
    if (!query.data || !read || !('saved' in read) || applied.current === query.data.number) return;
    applied.current = query.data.number;
    applyRef.current(read.saved);
  }, [query.data, read]);

  if (from === null) return { loading: false };
  if (number === undefined) return { loading: false, message: `"${from}" is not a carbon snapshot number, so the form starts empty.` };
  if (query.error) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return {
      loading: false,
      message: notFound
        ? `We could not find carbon snapshot #${number}. It may belong to another account. You can start a new calculation below.`
        : `Carbon snapshot #${number} could not be loaded: ${query.error.message}`,
    };
  }
  return { loading: query.isLoading, message: read && 'problem' in read ? read.problem : undefined };
}
