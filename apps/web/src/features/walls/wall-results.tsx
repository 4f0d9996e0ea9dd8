import { Stack, Text, Title } from '@mantine/core';
import { getDataset, type DatasetId } from '@embodied/engine';
import { validTarget, validWallType, type WallFormValues } from './wall-form';
import type { WallPreview } from './wall-preview';
import type { SavedLocation } from './use-wall-calculator';
import type { WallChartRow } from './wall-chart';
import { WallChart } from './wall-chart-lazy';
import { WallBreakdowns, type WallBreakdownItem } from './wall-breakdowns';
import { PREVIEW_LABEL } from './wall-figure';

/** A location's name on the chart and in the breakdowns. */
export function locationName(index: number, description: string | null | undefined): string {
  return description ? `${index + 1}. ${description}` : `Location ${index + 1}`;
}

/**
 * The comparison under the form: the chart of the current figures (unless the saved snapshot
 * below already shows exactly these) and each location's breakdown with its sources.
 */
export function WallResults({
  values,
  preview,
  saved,
  savedMatches,
}: {
  values: WallFormValues;
  preview: WallPreview;
  saved: (SavedLocation | undefined)[];
  savedMatches: boolean;
}) {
  const datasetId: DatasetId = values.datasetId;
  const rows: WallChartRow[] = preview.locations.flatMap((p, i) =>
    p.area !== null && p.optionA !== null && p.optionB !== null
      ? [
          {
            name: locationName(i, values.locations[i]?.description),
            area: p.area,
            optionA: p.optionA,
            optionB: p.optionB,
          },
        ]
      : [],
  );
  if (rows.length > 0 && preview.totals) {
    rows.push({
      name: 'Total',
      area: preview.totals.area,
      optionA: preview.totals.optionATotal,
      optionB: preview.totals.optionBTotal,
    });
  }
  const items: WallBreakdownItem[] = values.locations.map((l, i) => {
    const s = saved[i];
    const p = preview.locations[i];
    return {
      name: locationName(i, l.description),
      materialA: validWallType(l.materialA),
      materialB: validWallType(l.materialB),
      breakdownA: s?.breakdownA ?? p?.breakdownA ?? null,
      breakdownB: s?.breakdownB ?? p?.breakdownB ?? null,
      savedA: Boolean(s?.breakdownA),
      savedB: Boolean(s?.breakdownB),
    };
  });

  return (
    <Stack gap="md" component="section" aria-labelledby="wall-results-title" className="no-print">
      <Title order={3} id="wall-results-title">
        Comparison
      </Title>
      {savedMatches ? (
        <Text size="sm">The chart of these figures is in the saved snapshot below.</Text>
      ) : rows.length > 0 ? (
        <WallChart
          rows={rows}
          target={validTarget(values.targetReduction)}
          title={`Carbon per m² of wall, option A and B by location and in total (${PREVIEW_LABEL})`}
        />
      ) : (
        <Text size="sm">Enter a location’s length, height and both wall types to see the chart.</Text>
      )}
      <Title order={4}>Where the carbon comes from</Title>
      <Text size="sm">
        Each figure is quantity × emission factor, summed over the parts of the wall, on {getDataset(datasetId).label}.
        Open a location to see its parts, factors and sources.
      </Text>
      <WallBreakdowns items={items} showRange={getDataset(datasetId).hasRange} />
    </Stack>
  );
}
