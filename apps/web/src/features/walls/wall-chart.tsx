import { useId } from 'react';
import { Accordion, Box, Table, Text } from '@mantine/core';
import { BarChart } from '@mantine/charts';
import { formatNumber } from '../../lib/format';
import { numeric, TableHead } from '../../components/table-parts';
import { kg, perM2, sqm } from './wall-format';
import { WallScrollRegion } from './wall-scroll-region';

/** One bar group: a location (or the total) with its area and both options' carbon. */
export interface WallChartRow {
  name: string;
  area: number;
  optionA: number;
  optionB: number;
}

const SERIES = [
  { name: 'Option A', color: 'orange.8' },
  { name: 'Option B', color: 'forest.7' },
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
          yAxisProps={{ tickFormatter: (v: number) => formatNumber(v, 0), width: 44 }}
          yAxisLabel="kgCO2e/m²"
          withLegend
          tickLine="y"
          referenceLines={
            target === null
              ? []
              : [
                  {
                    y: target,
                    label: `Target ${formatNumber(target, 2)}`,
                    color: 'red.9',
                    labelPosition: 'insideTopLeft',
                  },
                ]
          }
          barChartProps={{ accessibilityLayer: false }}
          // Drawn at once: a print taken mid-animation would show empty bars.
          barProps={{ isAnimationActive: false }}
          tooltipAnimationDuration={0}
        />
      </div>
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
