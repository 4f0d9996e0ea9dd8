import { Stack, Text } from '@mantine/core';
import { GREEN_STAR_SCALE_NOTE, reductionOf, SECTOR_CONTEXT_NOTE } from '@embodied/engine';
import { formatNumber } from '../lib/format';

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
}: {
  baseline: number;
  value: number;
  /** e.g. "business as usual". */
  baselineName: string;
  /** e.g. "The alternate". */
  resultName: string;
}) {
  const cut = reductionOf(baseline, value);
  const percent = formatNumber(Math.abs(cut) * 100, 1);
  return (
    <Stack gap={6} aria-label="Percentage change, with published figures for scale" role="group">
      <Text size="sm" fw={600}>
        {cut < 0
          ? `${resultName} emits ${percent} % more than ${baselineName}.`
          : `${resultName} emits ${percent} % less than ${baselineName}.`}
      </Text>
      <Text size="xs" c="gray.8">
        {GREEN_STAR_SCALE_NOTE}
      </Text>
      <Text size="xs" c="gray.8">
        {SECTOR_CONTEXT_NOTE} Sources on the methodology page.
      </Text>
    </Stack>
  );
}
