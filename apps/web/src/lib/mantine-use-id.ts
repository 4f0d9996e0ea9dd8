import { useId as useReactId } from 'react';

/**
 * Mantine's `useId` (`@mantine/hooks`), as the build puts it in place of Mantine's own
 * (vite.config.ts, `mantineUseIdWithoutSecondRender`).
 *
 * Mantine's version returns `mantine-<React's id>` on the first render, then sets a random id in a
 * layout effect: a state change that React renders again at once, in the same task, for every
 * Mantine component that has an id (each input, its label and description, each select, popover,
 * accordion). On /wall that second render was 463 components in the task of the page's first
 * commit. React's id is already unique in the page and the same on every render, so this one
 * keeps it: the first render's id, and no second render.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
