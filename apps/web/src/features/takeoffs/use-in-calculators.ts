import { useNavigate } from 'react-router';
import type { Takeoff } from '@embodied/contracts';
import { paths } from '../../config/paths';
import { draftKey } from '../../lib/use-draft';
import { useCurrentUser } from '../../lib/use-current-user';
import { toDwellingDraft, toWallLocations } from './takeoff-to-calculators';
import { takeoffProvenance } from './takeoff-measured';

/** A page's draft as it is now (an object), or an empty one. */
function readDraft(key: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(key) ?? '{}');
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/**
 * "Use in the optimizer" and "Use in the wall calculator": the take-off written into the page's
 * draft (what the page restores when it opens), keeping the draft's other fields, then the page.
 */
export function useInCalculators(takeoff: Takeoff) {
  const navigate = useNavigate();
  const userId = useCurrentUser().data?.id;
  const write = (name: 'wall' | 'dwelling', values: Record<string, unknown>) => {
    if (!userId) return;
    const key = draftKey(userId, name);
    window.localStorage.setItem(key, JSON.stringify({ ...readDraft(key), ...values }));
  };
  const project = takeoff.id === 'manual' ? 'Measured by hand' : takeoff.fileName.replace(/\.ifc$/i, '');
  return {
    ready: userId !== undefined,
    toOptimizer: () => {
      write('dwelling', { project, ...toDwellingDraft(takeoff) });
      void navigate(paths.dwellings());
    },
    toWalls: () => {
      write('wall', { project, locations: toWallLocations(takeoff), takeoff: takeoffProvenance(takeoff) });
      void navigate(paths.walls());
    },
  };
}
