import { Accordion, Stack, Table, Text, Title } from '@mantine/core';
import { BarChart } from '@mantine/charts';
import { numberFormat } from '@embodied/engine';
import { BreakdownTable } from '../../components/breakdown-table';
import { numeric, RangeCell, RowHead, TableHead, TotalRow } from '../../components/table-parts';
import { ChartBoundary } from '../../components/chart-boundary';
import type { DwellingFigures } from './dwelling-estimate';
import { useFormats } from './dwelling-format';
import { chartScale } from '../../lib/chart-scale';

/**
 * Where the carbon and the money go: walls per storey, windows, roof and floors, as a chart and a
 * table with ranges, and every line with its factor's citation for anyone who wants to check.
 */
export function DwellingBreakdown({ figures }: { figures: DwellingFigures }) {
  const f = useFormats();
  const elements = figures.elements.filter((e) => e.area > 0);
  const data = elements.map((e) => ({ element: e.label.split(':')[0] ?? e.label, carbon: Math.round(e.kgCO2e) }));
  // At most five ticks, labelled compactly (20K): they fit a phone's width; the caption gives the unit.
  const scale = chartScale(
    data.map((d) => d.carbon),
    { maxTicks: 5 },
  );
  const compact = numberFormat(f.locale, { notation: 'compact', maximumFractionDigits: 1 });
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        Breakdown by element
      </Title>
      <figure style={{ margin: 0 }}>
        <ChartBoundary fallback="The chart could not be drawn; the table below has the same figures.">
          <BarChart
            h={Math.max(180, 44 * data.length)}
            data={data}
            dataKey="element"
            orientation="vertical"
            series={[{ name: 'carbon', label: 'Carbon (kgCO2e)', color: 'forest.7' }]}
            valueFormatter={(v) => `${f.number(v)} kgCO2e`}
            yAxisProps={{ width: 150 }}
            // Evenly spaced round ticks (0 / 2,000 / 4,000 / 6,000 / 8,000), every one drawn.
            xAxisProps={{
              domain: scale.domain,
              ticks: scale.ticks,
              interval: 0,
              tickFormatter: (v: number) => compact.format(v),
            }}
            gridAxis="x"
            barChartProps={{ accessibilityLayer: false }}
            aria-hidden
          />
        </ChartBoundary>
        <Text component="figcaption" size="xs" c="gray.8">
          Carbon by element (kgCO2e, A1–A3). The table below has the same figures with ranges and costs.
        </Text>
      </figure>
      <Table.ScrollContainer
        minWidth={640}
        type="native"
        tabIndex={0}
        role="region"
        aria-label="Carbon and cost by element (scrolls sideways on small screens)"
      >
        <Table striped withTableBorder fz="sm" verticalSpacing={4}>
          <Table.Caption>Carbon and cold-shell cost by element</Table.Caption>
          <TableHead
            columns={[
              'Element',
              numeric('Area'),
              numeric('kgCO2e/m²'),
              numeric('kgCO2e'),
              figures.hasRange && numeric('Range (kgCO2e)'),
              numeric('Cost'),
              numeric('Cost range'),
            ]}
          />
          <Table.Tbody>
            {elements.map((e) => (
              <Table.Tr key={e.element}>
                <RowHead>{e.label}</RowHead>
                <Table.Td ta="right">{f.number(e.area, 1)} m²</Table.Td>
                <Table.Td ta="right">{f.number(e.perM2, 2)}</Table.Td>
                <Table.Td ta="right" fw={700}>
                  {f.number(e.kgCO2e)}
                </Table.Td>
                {figures.hasRange && <RangeCell min={e.min} max={e.max} format={f.number} />}
                <Table.Td ta="right">{f.money(e.cost)}</Table.Td>
                <RangeCell min={e.costMin} max={e.costMax} format={f.money} />
              </Table.Tr>
            ))}
          </Table.Tbody>
          <TotalRow>
            <Table.Td />
            <Table.Td />
            <Table.Td ta="right" fw={800}>
              {f.number(figures.totalCO2e)}
            </Table.Td>
            {figures.hasRange && <RangeCell min={figures.min} max={figures.max} format={f.number} />}
            <Table.Td ta="right" fw={800}>
              {f.money(figures.coldShellCost)}
            </Table.Td>
            <RangeCell min={figures.costMin} max={figures.costMax} format={f.money} />
          </TotalRow>
        </Table>
      </Table.ScrollContainer>
      <Accordion variant="contained" chevronPosition="left">
        <Accordion.Item value="lines">
          <Accordion.Control>Every quantity, factor and source</Accordion.Control>
          <Accordion.Panel>
            <BreakdownTable
              elements={elements}
              caption="Each element's lines: quantity × factor = kgCO2e"
              showRange={figures.hasRange}
            />
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Stack>
  );
}
