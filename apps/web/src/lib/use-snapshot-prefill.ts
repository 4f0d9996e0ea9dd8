import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { SnapshotDetail, SnapshotKind } from '@embodied/contracts';
import { api } from './api-client';
import { isNotFound } from './api-error';

/** What a page's pure reader makes of a snapshot of its own kind: its saved result, or why it cannot be one. */
export type SnapshotRead<T> = { saved: T } | { problem: string };

/** What became of `?from=<snapshot number>`; the page explains every state but 'none', 'loading' and 'loaded'. */
export type SnapshotPrefill<T> =
  | { status: 'none' }
  | { status: 'invalid'; raw: string }
  | { status: 'loading'; number: number }
  | { status: 'not-found'; number: number }
  | { status: 'failed'; number: number; message: string }
  | { status: 'wrong-kind'; number: number; kind: string }
  | { status: 'unreadable'; number: number; problem: string }
  | { status: 'loaded'; number: number; saved: T };

/** A stored snapshot of one kind, with its inputs and outputs typed by the contract. */
export type SnapshotOfKind<K extends SnapshotKind> = Extract<SnapshotDetail, { kind: K }>;

export interface SnapshotPrefillOptions<K extends SnapshotKind, T> {
  /** The only kind of snapshot this page opens. */
  kind: K;
  /** Pure: a stored snapshot of `kind` as the page's saved result, or why it cannot be one. */
  read: (snapshot: SnapshotOfKind<K>) => SnapshotRead<T>;
  /** Fills the form and shows the saved result; runs once per snapshot. */
  apply: (saved: T) => void;
  /** A snapshot the page shows already (it was just saved here): loaded, but not applied again. */
  skip?: (number: number) => boolean;
}

/** Snapshot numbers are whole numbers from 1 (at most 9 digits, within the server's range). */
const SNAPSHOT_NUMBER = /^[1-9]\d{0,8}$/;

/**
 * `<calculator>?from=<snapshot number>`: loads that snapshot once, reads it with the page's
 * reader and hands the result to `apply`. Failures come back as a state for the page to
 * explain, never swallowed.
 */
export function useSnapshotPrefill<K extends SnapshotKind, T>({
  kind,
  read,
  apply,
  skip,
}: SnapshotPrefillOptions<K, T>): SnapshotPrefill<T> {
  const [params] = useSearchParams();
  const raw = params.get('from');
  const number = raw !== null && SNAPSHOT_NUMBER.test(raw) ? Number(raw) : undefined;
  const query = useQuery({
    queryKey: ['snapshot', number],
    queryFn: () => api.call('getSnapshot', { params: { number: number ?? 0 } }),
    enabled: number !== undefined,
    meta: { silent: true },
    retry: false,
    staleTime: Infinity,
  });
  const data = query.data;
  const isKind = (s: SnapshotDetail): s is SnapshotOfKind<K> => s.kind === kind;
  const result = data === undefined || !isKind(data) ? undefined : read(data);
  const saved = result && 'saved' in result ? result.saved : undefined;

  const applied = useRef<number | undefined>(undefined);
  const applyRef = useRef(apply);
  const skipRef = useRef(skip);
  useEffect(() => {
    applyRef.current = apply;
    skipRef.current = skip;
  });
  useEffect(() => {
    if (data === undefined || saved === undefined || applied.current === data.number) return;
    applied.current = data.number;
    if (skipRef.current?.(data.number)) return;
    applyRef.current(saved);
  }, [data, saved]);

  if (raw === null) return { status: 'none' };
  if (number === undefined) return { status: 'invalid', raw };
  if (query.error) {
    return isNotFound(query.error)
      ? { status: 'not-found', number }
      : { status: 'failed', number, message: query.error.message };
  }
  if (data === undefined) return { status: 'loading', number };
  if (data.kind !== kind) return { status: 'wrong-kind', number: data.number, kind: data.kind };
  if (saved === undefined)
    return { status: 'unreadable', number: data.number, problem: result && 'problem' in result ? result.problem : '' };
  return { status: 'loaded', number: data.number, saved };
}

/**
 * One polite sentence for a prefill the page could not apply, or undefined when there is none.
 * `page` names the page ("slab page"); `fresh` what to start instead ("calculation").
 */
export function snapshotPrefillMessage(
  prefill: SnapshotPrefill<unknown>,
  page: string,
  fresh: string,
): string | undefined {
  switch (prefill.status) {
    case 'invalid':
      return `"${prefill.raw}" is not a carbon snapshot number, so the form starts empty.`;
    case 'not-found':
      return `We could not find carbon snapshot #${prefill.number}. It may belong to another account. You can start a new ${fresh} below.`;
    case 'failed':
      return `Carbon snapshot #${prefill.number} could not be loaded: ${prefill.message}`;
    case 'wrong-kind':
      return `Carbon snapshot #${prefill.number} is a ${prefill.kind} snapshot, so it cannot be opened on the ${page}.`;
    case 'unreadable':
      return prefill.problem;
    default:
      return undefined;
  }
}
