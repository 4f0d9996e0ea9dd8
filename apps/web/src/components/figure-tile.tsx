import { Paper, Text } from '@mantine/core';
import type { FigureTone } from '@embodied/contracts';

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
  tone = 'neutral',
  size = 'md',
}: {
  label: string;
  value: string;
  unit?: string;
  emphasis?: boolean;
  /** An increase where a saving was hoped for is never tinted as a success. */
  tone?: FigureTone;
  size?: keyof typeof SIZES;
}) {
  const s = SIZES[size];
  const increase = tone === 'increase';
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      bg={increase ? 'red.0' : emphasis ? 'forest.0' : undefined}
      style={increase ? { borderColor: 'var(--mantine-color-red-7)' } : undefined}
      data-tone={tone}
    >
      <Text component="dt" size="sm" fw={600} c="gray.8">
        {label}
      </Text>
      <Text
        component="dd"
        m={0}
        fz={emphasis ? s.emphasis : s.plain}
        fw={800}
        c={increase ? 'red.9' : emphasis ? 'forest.9' : undefined}
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
