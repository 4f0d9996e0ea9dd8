import { ColorSwatch, Group, Text } from '@mantine/core';
import { ScatterChart } from '@mantine/charts';
import { useMediaQuery } from '@mantine/hooks';
import { GREEN_STAR_BANDS, numberFormat, targetValue } from '@embodied/engine';
import type { SeedOptimizeResult } from './optimizer-messages';
import { scopeWords, useFormats } from './dwelling-format';
import { chartScale } from '../../lib/chart-scale';

interface Props {
  result: SeedOptimizeResult;
  selected: number | null;
  onSelect: (frontIndex: number) => void;
}

type Point = { carbon: number; cost: number; frontIndex: number };

/**
 * The front as a scatter of carbon (t CO2e) against cold-shell cost, with the current design marked.
 * Clicking a point selects that design. Keyboard and screen-reader users get the same through the
 * table of the front (the chart is hidden from assistive technology).
 */
export function ParetoChart({ result, selected, onSelect }: Props) {
  const f = useFormats();
  // On a phone the plot is about 250 px wide: fewer ticks, so that their labels never touch.
  const narrow = useMediaQuery('(max-width: 36em)') ?? false;
  const maxTicks = narrow ? 4 : 6;
  const point = (carbon: number, cost: number, frontIndex: number): Point => ({
    carbon: carbon / 1000,
    cost,
    frontIndex,
  });
  const front = result.front.map((d) => point(d.totalCO2e, d.coldShellCost, d.frontIndex));
  const chosen = selected === null ? undefined : result.front[selected];
  // Always three series (some may be empty): recharts keeps the previous legend for a render, so a
  // changing series count would point it past the end of the list.
  const series = [
    { name: 'Best trade-offs (Pareto front)', color: 'forest.6', data: front },
    {
      name: 'Your design',
      color: 'red.8',
      data: result.current ? [point(result.current.totalCO2e, result.current.coldShellCost, -1)] : [],
    },
    {
      name: 'Selected design',
      color: 'blue.8',
      data: chosen ? [point(chosen.totalCO2e, chosen.coldShellCost, chosen.frontIndex)] : [],
    },
  ];
  // Green Star Buildings' cuts (10, 20, 40 % less) from the user's design, as dashed lines for scale.
  const targets = result.current
    ? GREEN_STAR_BANDS.map((b) => ({ band: b, carbon: targetValue(b, result.current!.totalCO2e) / 1000 }))
    : [];
  // Evenly spaced round ticks around the designs and target lines shown (not from zero: the differences matter).
  const shown = series.flatMap((s) => s.data);
  const x = chartScale([...shown.map((p) => p.carbon), ...targets.map((t) => t.carbon)], {
    fromZero: false,
    maxTicks,
  });
  const y = chartScale(
    shown.map((p) => p.cost),
    { fromZero: false, maxTicks },
  );
  const compactMoney = numberFormat(f.locale, {
    style: 'currency',
    currency: f.currency,
    notation: 'compact',
    maximumFractionDigits: 0,
  });
  return (
    <figure style={{ margin: 0 }}>
      <div aria-hidden>
        <ScatterChart
          h={320}
          data={series}
          dataKey={{ x: 'carbon', y: 'cost' }}
          labels={{ x: 'Carbon A1–A5', y: 'Cold-shell cost' }}
          valueFormatter={{ x: (v) => `${f.number(v, 1)} t`, y: (v) => compactMoney.format(v) }}
          xAxisLabel="Upfront carbon, A1–A5 (t CO2e)"
          yAxisLabel="Cold-shell cost"
          scatterChartProps={{ accessibilityLayer: false }}
          // The lines may stand close together (a narrow chart, a small house): each label on a line of
          // its own height, so that "−10 %" and "−20 %" never run into each other.
          referenceLines={targets.map((t, i) => ({
            x: t.carbon,
            color: 'gray.7',
            strokeDasharray: '5 4',
            label: { value: `−${f.number(t.band.value * 100, 0)} %`, dy: i * 16 },
            labelPosition: 'insideTopRight',
          }))}
          xAxisProps={{ domain: x.domain, ticks: x.ticks, interval: 0 }}
          yAxisProps={{ domain: y.domain, ticks: y.ticks, interval: 0, width: 70 }}
          scatterProps={{
            onClick: (p: { payload?: Partial<Point> }) => {
              const i = p.payload?.frontIndex;
              if (typeof i === 'number' && i >= 0) onSelect(i);
            },
          }}
        />
      </div>
      <Group gap="md" mt={4} justify="center">
        {series.map((x) => (
          <Group key={x.name} gap={6} wrap="nowrap">
            <ColorSwatch
              color={`var(--mantine-color-${x.color.replace('.', '-')})`}
              size={12}
              withShadow={false}
              aria-hidden
            />
            <Text size="sm">{x.name}</Text>
          </Group>
        ))}
      </Group>
      <Text component="figcaption" size="xs" c="gray.8">
        Each green point is a design no other design beats on both upfront carbon (A1–A5, {scopeWords(result.scope)})
        and cold-shell cost: moving left saves carbon, moving down saves money. Click a point to see that design. The
        table below lists the same designs.
        {targets.length > 0 &&
          ` Dashed lines, for scale: 10, 20 and 40 % less than your design’s ${f.number(result.current!.totalCO2e / 1000, 1)} t CO2e at A1–A5 (${targets
            .map((t) => `${f.number(t.carbon, 1)} t`)
            .join(
              ', ',
            )}), the cuts Green Star Buildings asks of a whole building at A1–A5 against a reference building; this ${scopeWords(result.scope)} without its reference building is not a Green Star result.`}
      </Text>
    </figure>
  );
}
