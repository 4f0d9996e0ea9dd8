import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// A deep green with white text passes WCAG AA contrast (index 8 on white: 7.9:1).
const forest: MantineColorsTuple = [
  '#e8f5e9',
  '#c8e6c9',
  '#a5d6a7',
  '#81c784',
  '#66bb6a',
  '#43a047',
  '#388e3c',
  '#2e7d32',
  '#1b5e20',
  '#123f15',
];

export const theme = createTheme({
  primaryColor: 'forest',
  primaryShade: 8,
  colors: { forest },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
  defaultRadius: 'md',
  focusRing: 'always',
  headings: { fontWeight: '700' },
  components: {
    Anchor: { defaultProps: { c: 'forest.9' } },
    // maxDropdownHeight belongs to Select (a Combobox default would reach the DOM as an unknown attribute).
    Select: { defaultProps: { maxDropdownHeight: 240 } },
    // Mantine keeps every closed dropdown in the page, hidden with display: none, each with its
    // options, scroll area and a position worked out on load: on /slab that was a third of the first
    // render. In an Activity instead, React renders a closed one after the page, at idle priority,
    // with none of its effects (no position, no scroll area measuring) until it opens; its options
    // are in the page when it opens, so the keyboard starts from the chosen one.
    Combobox: { defaultProps: { keepMountedMode: 'activity' } },
  },
});

/**
 * Mantine's default "dimmed" grey (gray.6) is 3.3:1 on white and its error red (red.6) 3.5:1;
 * WCAG AA needs 4.5:1. gray.7 gives 7:1 and red.9 5.6:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
