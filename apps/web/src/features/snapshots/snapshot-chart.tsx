import { Group, Text, Title } from '@mantine/core';
import { seriesColour, type ReportChart } from '@embodied/contracts';
import { formatCarbon } from '../../lib/format';

/**
 * Grouped horizontal bars (the same chart as the PDF). Every bar carries its value as text, so the
 * chart reads without colour and at any width; it prints as drawn.
 */
export function SnapshotChart({ chart }: { chart: ReportChart }) {
  const max = Math.max(1, ...chart.groups.flatMap((g) => g.values));
  const id = 'snapshot-chart-title';
  return (
    <figure aria-labelledby={id} style={{ margin: 0 }}>
      <Title order={3} size="h5" id={id} mb="xs">
        {chart.title}
      </Title>
      {chart.series.length > 1 && (
        <Group gap="md" mb="xs" aria-hidden>
          {chart.series.map((s, i) => (
            <Text key={s} size="sm">
              <span className="snapshot-legend-swatch" style={{ background: seriesColour(i, chart.series.length) }} />
              {s}
            </Text>
          ))}
        </Group>
      )}
      <ul className="snapshot-bars">
        {chart.groups.map((g) => (
          <li key={g.label} className="snapshot-bar-group">
            <Text size="sm" fw={g.label === 'Total' ? 700 : 500}>
              {g.label}
            </Text>
            <div>
              {g.values.map((v, i) => (
                <div key={chart.series[i] ?? i} className="snapshot-bar-row">
                  <span
                    className="snapshot-bar"
                    style={{
                      width: `${Math.max(0, (v / max) * 75)}%`,
                      background: seriesColour(i, chart.series.length),
                    }}
                  />
                  <Text size="xs" className="snapshot-bar-value">
                    {chart.series.length > 1 ? `${chart.series[i] ?? ''}: ` : ''}
                    {formatCarbon(v, 0)}
                  </Text>
                </div>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </figure>
  );
}
