import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import type { SnapshotPrefill } from '../../lib/use-snapshot-prefill';
import type { SavedWallSnapshot } from './wall-snapshot';

/** Explains what became of `?from=<snapshot>`: loaded, not found, not a wall, or unreadable. */
export function WallSnapshotNotice({ prefill }: { prefill: SnapshotPrefill<SavedWallSnapshot> }) {
  switch (prefill.status) {
    case 'none':
    case 'loading':
      return null;
    case 'invalid':
      return (
        <Alert color="yellow" title="Not a snapshot number" role="alert">
          “{prefill.raw}” is not a snapshot number, so the form starts empty. Snapshot numbers are whole numbers, such
          as 12.
        </Alert>
      );
    case 'not-found':
    case 'failed':
      return (
        <Alert
          color="yellow"
          title={
            prefill.status === 'not-found'
              ? `Snapshot #${prefill.number} was not found`
              : `Snapshot #${prefill.number} could not be loaded`
          }
          role="alert"
        >
          {prefill.status === 'not-found'
            ? 'There is no snapshot with this number in your account. Check the number on the '
            : `${prefill.message} You can try again later, or open it from the `}
          <Anchor component={Link} to={paths.snapshots()}>
            snapshots page
          </Anchor>
          . The form below starts empty.
        </Alert>
      );
    case 'wrong-kind':
      return (
        <Alert color="yellow" title={`Snapshot #${prefill.number} is not a wall calculation`} role="alert">
          It is a {prefill.kind} snapshot.{' '}
          <Anchor component={Link} to={paths.snapshot(prefill.number)}>
            Open snapshot #{prefill.number}
          </Anchor>{' '}
          on its own page instead.
        </Alert>
      );
    case 'unreadable':
      return (
        <Alert color="yellow" title={`Snapshot #${prefill.number} could not be read`} role="alert">
          {prefill.problem}{' '}
          <Anchor component={Link} to={paths.snapshot(prefill.number)}>
            Open it on its own page
          </Anchor>
          .
        </Alert>
      );
    case 'loaded':
      return (
        <Alert color="forest" title={`Loaded from snapshot #${prefill.number}`} role="status">
          The form holds the inputs of snapshot #{prefill.number}. Change them and Calculate to save a new snapshot; the
          old one stays as it was.
        </Alert>
      );
  }
}
