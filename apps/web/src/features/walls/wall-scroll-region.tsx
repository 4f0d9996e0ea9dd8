import type { ReactNode } from 'react';

/**
 * A sideways-scrolling region that keyboard users can reach and scroll (WCAG 2.1.1; axe
 * scrollable-region-focusable): focusable, and named for screen readers. Content narrower than
 * `minWidth` scrolls here instead of widening the page.
 */
export function WallScrollRegion({
  label,
  minWidth,
  children,
}: {
  label: string;
  minWidth: number;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="wall-scroll-region"
      style={{ overflowX: 'auto', maxWidth: '100%' }}
    >
      <div style={{ minWidth }}>{children}</div>
    </div>
  );
}
