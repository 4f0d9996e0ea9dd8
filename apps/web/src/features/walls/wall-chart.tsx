import { useId } from 'react';
import { Accordion, Box, Table, Text } from '@mantine/core';
import { BarChart } from '@mantine/charts';
import { CHART_COLOURS } from '@embodied/contracts';
import { formatNumber } from '../../lib/format';
import { chartScale } from '../../lib/chart-scale';
import { numeric, TableHead } from '../../components/table-parts';
import { kg, perM2, sqm } from './wall-format';
import { WallScrollRegion } from './wall-scroll-region';
import './wall-chart.css';

/** One bar group: a location (or the total) with its area and both options' carbon. */
export interface WallChartRow {
  name: string;
  area: number;
  optionA: number;
  optionB: number;
}

/** The target line: dark red, 3:1 or more on white, dashed so that it reads without colour. */
const TARGET_COLOUR = '#c92a2a';

// The same colours as the snapshot page, print and the PDF.
const SERIES = [
  { name: 'Option A', color: CHART_COLOURS.baseline },
  { name: 'Option B', color: CHART_COLOURS.alternative },
];

/**
 * Option A against option B per location and in total, as carbon per m² of wall so that the
 * target can be drawn as a line. The chart is a picture of the table below it, which carries the
 * same figures (and the kgCO2e) for screen readers and for anyone who prefers numbers.
 */
export function WallChart({
  rows,
  target,
  title,
  maw,
}: {
  rows: WallChartRow[];
  target: number | null;
  title: string;
  maw?: number;
}) {
  const captionId = useId();
  const data = rows.map((r) => ({
    name: r.name,
    'Option A': r.area > 0 ? r.optionA / r.area : 0,
    'Option B': r.area > 0 ? r.optionB / r.area : 0,
  }));
  // Evenly spaced ticks that take in the target, so its line is always on the chart.
  const scale = chartScale([
    ...data.flatMap((d) => [d['Option A'], d['Option B']]),
    ...(target === null ? [] : [target]),
  ]);
  return (
    <Box component="figure" m={0} aria-labelledby={captionId} maw={maw} className="wall-chart">
      <Text component="figcaption" id={captionId} fw={700} mb="xs">
        {title}
      </Text>
      <div aria-hidden="true">
        <BarChart
          h={260}
          data={data}
          dataKey="name"
          series={SERIES}
          valueFormatter={(v) => `${formatNumber(v, 2)} kgCO2e/m²`}
          yAxisProps={{
            tickFormatter: (v: number) => formatNumber(v, 0),
            width: 44,
            domain: scale.domain,
            ticks: scale.ticks,
            interval: 0,
          }}
          yAxisLabel="kgCO2e/m²"
          withLegend
          tickLine="y"
          // The target is a dashed line named in the key below, never a label drawn over the bars.
          referenceLines={
            target === null ? [] : [{ y: target, color: TARGET_COLOUR, strokeDasharray: '6 4', strokeWidth: 2 }]
          }
          barChartProps={{ accessibilityLayer: false }}
          // Drawn at once: a print taken mid-animation would show empty bars.
          barProps={{ isAnimationActive: false }}
          tooltipAnimationDuration={0}
        />
      </div>
      {target !== null && (
        <Text size="sm" mt={4} className="wall-chart-target">
          <span className="wall-chart-target-key" aria-hidden="true" />
          Target: {perM2(target)} (dashed line)
        </Text>
      )}
      <Accordion variant="contained" mt="sm" className="no-print">
        <Accordion.Item value="table">
          <Accordion.Control>Chart figures as a table</Accordion.Control>
          <Accordion.Panel>
            <ChartTable rows={rows} target={target} label={`Figures of the chart: ${title}`} />
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Box>
  );
}

function ChartTable({ rows, target, label }: { rows: WallChartRow[]; target: number | null; label: string }) {
  return (
    <WallScrollRegion label={label} minWidth={560}>
      <Table fz="sm" withTableBorder>
        <Table.Caption>{target === null ? 'No target set.' : `Target: ${perM2(target)}.`}</Table.Caption>
        <TableHead
          columns={[
            'Location',
            numeric('Area'),
            numeric('Option A'),
            numeric('Option B'),
            numeric('Option A per m²'),
            numeric('Option B per m²'),
          ]}
        />
        <Table.Tbody>
          {rows.map((r, i) => (
            <Table.Tr key={i}>
              <Table.Th scope="row">{r.name}</Table.Th>
              <Table.Td ta="right">{sqm(r.area)}</Table.Td>
              <Table.Td ta="right">{kg(r.optionA)}</Table.Td>
              <Table.Td ta="right">{kg(r.optionB)}</Table.Td>
              <Table.Td ta="right">{r.area > 0 ? perM2(r.optionA / r.area) : '—'}</Table.Td>
              <Table.Td ta="right">{r.area > 0 ? perM2(r.optionB / r.area) : '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </WallScrollRegion>
  );
}
