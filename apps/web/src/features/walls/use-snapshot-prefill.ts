import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { loadWallSnapshot, type LoadedWallSnapshot } from './wall-api';

export type LoadedOk = Extract<LoadedWallSnapshot, { status: 'ok' }>;

/**
 * `/wall?from=<snapshot number>` refills the form from a saved snapshot. `onLoaded` runs once per
 * snapshot; failures are returned for the page to explain, never swallowed.
 */
export function useSnapshotPrefill(onLoaded: (snapshot: LoadedOk) => void) {
  const [params] = useSearchParams();
  const raw = params.get('from');
  const number = raw !== null && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const query = useQuery({
    queryKey: ['wall-snapshot', number],
    queryFn: () => loadWallSnapshot(number ?? 0),
    enabled: number !== null,
    meta: { silent: true },
    retry: false,
    staleTime: Infinity,
  });
  const applied = useRef<number | null>(null);
  const loaded = useRef(onLoaded);
  useEffect(() => {
    loaded.current = onLoaded;
  });

  useEffect(() => {
    const data = query.data;
    if (data?.status === 'ok' && applied.current !== data.number) {
      applied.current = data.number;
      loaded.current(data);
    }
  }, [query.data]);

  return { raw, number, invalid: raw !== null && number === null, query };
}

export type SnapshotPrefill = ReturnType<typeof useSnapshotPrefill>;
