import { Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { GREEN_STAR_BANDS, greenStarBand, reachesBand, reductionOf } from '@embodied/engine';
import { formatNumber } from '../lib/format';

/**
 * A result's cut against its page's baseline, read against Green Star's Upfront Carbon Emissions
 * bands (10, 20 and 40 % less). Each band says in words whether it is reached (not by colour alone).
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
  const reached = greenStarBand(cut);
  const percent = formatNumber(Math.abs(cut) * 100, 1);
  return (
    <Stack gap={6} aria-label="Against Green Star’s reduction bands" role="group">
      <Text size="sm" fw={600}>
        {cut < 0
          ? `${resultName} emits ${percent} % more than ${baselineName}: it reaches no Green Star band.`
          : `${resultName} emits ${percent} % less than ${baselineName}${
              reached ? `: it reaches ${reached.name}.` : ': below Green Star’s minimum expectation.'
            }`}
      </Text>
      <List size="sm" spacing={2} center>
        {GREEN_STAR_BANDS.map((b) => {
          const ok = reachesBand(cut, b);
          return (
            <List.Item
              key={b.id}
              icon={
                <ThemeIcon size={18} radius="xl" color={ok ? 'forest.8' : 'gray.6'} aria-hidden>
                  <span style={{ fontSize: 11, lineHeight: 1 }}>{ok ? '✓' : '–'}</span>
                </ThemeIcon>
              }
            >
              <Group gap={6} wrap="wrap">
                <span>{b.label}</span>
                <Text span size="sm" c="gray.8">
                  {ok ? 'reached' : 'not reached'}
                </Text>
              </Group>
            </List.Item>
          );
        })}
      </List>
      <Text size="xs" c="gray.7">
        Green Star Buildings sets these cuts for a whole building’s A1–A5 against a reference building (GBCA’s interim
        guide, 2022, as a cost consultant quotes it); here they are applied to {baselineName}, in this page’s scope
        (A1–A3). Sources on the methodology page.
      </Text>
    </Stack>
  );
}
