import type { CSSProperties } from 'react';

/**
 * Mantine's light error red (red.6) is 3.3:1 on white, below the 4.5:1 WCAG AA asks of text;
 * red.9 is 5.6:1. Set on the account pages' root so their field errors are readable.
 * (A theme-wide setting in app/theme.ts would make this unnecessary.)
 */
export const ACCESSIBLE_ERROR_COLOR = { '--mantine-color-error': 'var(--mantine-color-red-9)' } as CSSProperties;
