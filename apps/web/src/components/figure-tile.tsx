import { Paper, Text } from '@mantine/core';

/** Font size of the figure (emphasised, plain) and its line height, per tile size. */
const SIZES = {
  md: { emphasis: 26, plain: 22, lh: 1.25 },
  lg: { emphasis: 28, plain: 24, lh: 1.2 },
} as const;

/**
 * One headline result in a grid of results (a `dl`): its name, then the figure large with its
 * unit small after it. `emphasis` tints the tile for the result that matters most.
 */
export function FigureTile({
  label,
  value,
  unit,
  emphasis,
  size = 'md',
}: {
  label: string;
  value: string;
  unit?: string;
  emphasis?: boolean;
  size?: keyof typeof SIZES;
}) {
  const s = SIZES[size];
  return (
    <Paper withBorder p="sm" radius="md" bg={emphasis ? 'forest.0' : undefined}>
      <Text component="dt" size="sm" fw={600} c="gray.8">
        {label}
      </Text>
      <Text
        component="dd"
        m={0}
        fz={emphasis ? s.emphasis : s.plain}
        fw={800}
        c={emphasis ? 'forest.9' : undefined}
        lh={s.lh}
      >
        {value}
        {unit && (
          <Text span size="sm" fw={600}>
            {' '}
            {unit}
          </Text>
        )}
      </Text>
    </Paper>
  );
}
