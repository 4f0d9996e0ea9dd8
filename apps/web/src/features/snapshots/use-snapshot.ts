import { useQuery } from '@tanstack/react-query';
import { snapshotKeys, snapshotsApi } from './snapshots-api';

/** A snapshot number as an address writes it (1 to 9 digits), or null for anything else. */
export const snapshotNumberOf = (raw: string | null) => (raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null);

/** One of the user's snapshots, asked for once a number is known; errors are the page's to show. */
export function useSnapshot(number: number | null) {
  return useQuery({
    queryKey: snapshotKeys.one(number ?? 0),
    queryFn: () => snapshotsApi.one(number ?? 0),
    enabled: number !== null,
    meta: { silent: true },
    retry: false,
    staleTime: Infinity, // a snapshot never changes
  });
}
