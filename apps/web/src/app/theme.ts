import { createTheme, type MantineColorsTuple } from '@mantine/core';

// A deep green with white text passes WCAG AA contrast (index 8 on white: 7.9:1).
const forest: MantineColorsTuple = ['#e8f5e9', '#c8e6c9', '#a5d6a7', '#81c784', '#66bb6a', '#43a047', '#388e3c', '#2e7d32', '#1b5e20', '#123f15'];

export const PRODUCT_NAME = 'Embodied';
export const TAGLINE = 'Building a Sustainable Future';

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
    Combobox: { defaultProps: { maxDropdownHeight: 240 } },
  },
});
