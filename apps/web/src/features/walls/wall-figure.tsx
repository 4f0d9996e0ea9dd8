import { Text, VisuallyHidden } from '@mantine/core';

export const PREVIEW_LABEL = 'Preview — not saved';

/**
 * One figure of the page. A figure the server computed for the current inputs shows plainly; a
 * figure the browser's engine computed is marked 'Preview — not saved'; otherwise a dash.
 */
export function WallFigure({
  saved,
  preview,
  format,
  render,
  size,
}: {
  saved: number | null | undefined;
  preview: number | null | undefined;
  format: (value: number) => string;
  /** Draws the figure itself (a bar with words) instead of its formatted text. */
  render?: (value: number) => React.ReactNode;
  size?: 'sm' | 'md';
}) {
  if (saved !== null && saved !== undefined) {
    if (render) return render(saved);
    return (
      <Text component="span" fw={700} size={size}>
        {format(saved)}
      </Text>
    );
  }
  if (preview !== null && preview !== undefined) {
    return (
      <span>
        {render ? (
          render(preview)
        ) : (
          <Text component="span" fw={700} size={size}>
            {format(preview)}
          </Text>
        )}
        <Text component="span" display="block" size="xs" c="gray.8" fs="italic">
          {PREVIEW_LABEL}
        </Text>
      </span>
    );
  }
  return (
    <span>
      <Text component="span" c="gray.8" aria-hidden="true">
        —
      </Text>
      <VisuallyHidden>Not calculated yet</VisuallyHidden>
    </span>
  );
}
