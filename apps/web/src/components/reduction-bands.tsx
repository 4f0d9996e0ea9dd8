import { Stack, Text } from '@mantine/core';
import { percentageChange, type PercentageChange } from '@embodied/engine';

/**
 * A result's percentage change against its page's baseline, with Green Star Buildings' 10 / 20 /
 * 40 % beside it for scale (a whole building at A1–A5, so never "reached" by one element) and
 * ASBEC's 60 % by 2035 as sector context (issue 49, point 9).
 */
export function ReductionBands({
  a1a3,
  upfront,
  names: [baselineName, resultName],
}: {
  /** The baseline's and the result's A1–A3 totals, kgCO2e. */
  a1a3: readonly [number, number];
  /** Their upfront modules where the result has them: the comparison is then made at A1–A5. */
  upfront?: readonly [{ a1a5: number }, { a1a5: number }] | undefined;
  /** How the sentence names them, e.g. ["business as usual", "The alternate"]. */
  names: readonly [string, string];
}) {
  const [baseline, value] = upfront ? [upfront[0].a1a5, upfront[1].a1a5] : a1a3;
  const modules = upfront ? 'A1–A5' : 'A1–A3';
  return <PercentageChangeNote change={percentageChange({ baseline, value, baselineName, resultName, modules })} />;
}

/** The change's words as the engine writes them (the snapshot report's are made on the server). */
export function PercentageChangeNote({ change }: { change: PercentageChange }) {
  return (
    <Stack gap={6} aria-label="Percentage change, with published figures for scale" role="group">
      <Text size="sm" fw={600}>
        {change.sentence}
      </Text>
      <Text size="xs" c="gray.8">
        {change.scale}
      </Text>
      <Text size="xs" c="gray.8">
        {change.context}
      </Text>
    </Stack>
  );
}
