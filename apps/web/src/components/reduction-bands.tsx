import { Stack, Text } from '@mantine/core';
import { percentageChange, type PercentageChange } from '@embodied/engine';

/**
 * A result's percentage change against its page's baseline, with Green Star Buildings' 10 / 20 /
 * 40 % beside it for scale (a whole building at A1–A5, so never "reached" by one element) and
 * ASBEC's 60 % by 2035 as sector context (issue 49, point 9).
 */
export function ReductionBands({
  baseline,
  value,
  baselineName,
  resultName,
  modules,
}: {
  baseline: number;
  value: number;
  /** e.g. "business as usual". */
  baselineName: string;
  /** e.g. "The alternate". */
  resultName: string;
  /** The modules both figures count, said in the sentence (e.g. 'A1–A5'). */
  modules?: string;
}) {
  return (
    <PercentageChangeNote
      change={percentageChange({ baseline, value, baselineName, resultName, ...(modules ? { modules } : {}) })}
    />
  );
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
