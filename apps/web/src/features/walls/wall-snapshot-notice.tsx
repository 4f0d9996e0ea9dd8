import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api-client';
import type { SnapshotPrefill } from './use-snapshot-prefill';

/** Explains what became of `?from=<snapshot>`: loaded, not found, not a wall, or unreadable. */
export function WallSnapshotNotice({ prefill }: { prefill: SnapshotPrefill }) {
  const { raw, number, invalid, query } = prefill;
  if (raw === null) return null;
  if (invalid) {
    return (
      <Alert color="yellow" title="Not a snapshot number" role="alert">
        “{raw}” is not a snapshot number, so the form starts empty. Snapshot numbers are whole numbers, such as 12.
      </Alert>
    );
  }
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Alert color="yellow" title={notFound ? `Snapshot #${number} was not found` : `Snapshot #${number} could not be loaded`} role="alert">
        {notFound
          ? 'There is no snapshot with this number in your account. Check the number on the '
          : `${query.error.message} You can try again later, or open it from the `}
        <Anchor component={Link} to="/snapshots">snapshots page</Anchor>. The form below starts empty.
      </Alert>
    );
  }
  const data = query.data;
  if (!data) return null;
  if (data.status === 'not-wall') {
    return (
      <Alert color="yellow" title={`Snapshot #${data.number} is not a wall calculation`} role="alert">
        It is a {data.kind} snapshot. <Anchor component={Link} to={`/snapshots/${data.number}`}>Open snapshot #{data.number}</Anchor> on its own page instead.
      </Alert>
    );
  }
  if (data.status === 'unreadable') {
    return (
      <Alert color="yellow" title={`Snapshot #${data.number} could not be read`} role="alert">
        Its inputs do not match this version of the wall calculator. <Anchor component={Link} to={`/snapshots/${data.number}`}>Open it on its own page</Anchor>.
      </Alert>
    );
  }
  return (
    <Alert color="forest" title={`Loaded from snapshot #${data.number}`} role="status">
      The form holds the inputs of snapshot #{data.number}. Change them and Calculate to save a new snapshot; the old one stays as it was.
    </Alert>
  );
}
