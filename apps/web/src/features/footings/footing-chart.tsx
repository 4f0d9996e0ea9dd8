import { Box, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatNumber } from '../../lib/format';
import { numeric, RowHead, TableHead, TotalRow } from '../../components/table-parts';
import { breakdownByElement, type ElementRow } from '@embodied/engine';
import { COMPONENT_GROUPS } from './footing-components';
import type { ComparisonFigures, SystemFigures } from './footing-figures';

const exact = { printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' } as const;

/** An element's colour: its place in the breakdown picks one of the chart colours (≥ 3:1 against white). */
const colourOf = (index: number) => COMPONENT_GROUPS[index % COMPONENT_GROUPS.length]!.color;

/** One element of one system, as its bar segment draws it. */
interface Segment {
  element: string;
  label: string;
  color: string;
  kgCO2e: number;
}

/** A system's segments (the elements it has), from the one breakdown by element. */
const segmentsOf = (rows: readonly ElementRow[], system: number): Segment[] =>
  rows.flatMap((row, i) => {
    const v = row.values[system];
    return v ? [{ element: row.element, label: row.label, color: colourOf(i), kgCO2e: v.kgCO2e }] : [];
  });

/** A round axis step near a quarter of the largest value (1, 2, 2.5 or 5 × 10ⁿ). */
function niceStep(max: number): number {
  if (max <= 0) return 1;
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  return [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
}

function Bar({
  role,
  system,
  groups,
  scale,
  showRange,
}: {
  role: string;
  system: SystemFigures;
  groups: Segment[];
  scale: number;
  showRange: boolean;
}) {
  const pct = (v: number) => `${(Math.max(0, v) / scale) * 100}%`;
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" fw={700}>
          {role}:{' '}
          <Text span fw={500}>
            {system.label}
          </Text>
        </Text>
        <Text size="sm" fw={700}>
          {formatNumber(system.kgCO2e, 0)} kgCO2e
          {showRange && (
            <Text span size="xs" fw={500} c="gray.7">
              {' '}
              (range {formatNumber(system.min, 0)}–{formatNumber(system.max, 0)})
            </Text>
          )}
        </Text>
      </Group>
      <Box pos="relative" h={showRange ? 40 : 28} aria-hidden>
        <Box
          style={{
            display: 'flex',
            height: 28,
            width: '100%',
            background: '#f1f3f5',
            borderRadius: 4,
            overflow: 'hidden',
            ...exact,
          }}
        >
          {groups.map((g) => (
            <Box
              key={g.element}
              title={`${g.label}: ${formatNumber(g.kgCO2e, 0)} kgCO2e`}
              style={{ width: pct(g.kgCO2e), background: g.color, borderRight: '2px solid #fff', ...exact }}
            />
          ))}
        </Box>
        {showRange && system.max > system.min && (
          <Box
            style={{
              position: 'absolute',
              top: 32,
              left: pct(system.min),
              width: `calc(${pct(system.max)} - ${pct(system.min)})`,
              height: 8,
              borderLeft: '2px solid #212529',
              borderRight: '2px solid #212529',
            }}
          >
            <Box style={{ position: 'absolute', top: 3, left: 0, right: 0, borderTop: '2px solid #212529' }} />
          </Box>
        )}
      </Box>
    </Stack>
  );
}

/**
 * Both systems as stacked bars by element (the engine's breakdownByElement, as the snapshot and its
 * PDF chart them), on one scale, with the dataset's min–max range drawn
 * under each bar where it has one. The table after it carries the same numbers for screen readers
 * and for anyone who wants them exactly.
 */
export function FootingChart({ figures, id }: { figures: ComparisonFigures; id: string }) {
  const rows = breakdownByElement([figures.bau.breakdown, figures.afs.breakdown]);
  const bau = segmentsOf(rows, 0);
  const afs = segmentsOf(rows, 1);
  const top = Math.max(
    figures.hasRange ? Math.max(figures.bau.max, figures.afs.max) : Math.max(figures.bau.kgCO2e, figures.afs.kgCO2e),
    1,
  );
  const step = niceStep(top);
  const scale = Math.ceil(top / step) * step;
  const ticks = Array.from({ length: Math.round(scale / step) + 1 }, (_, i) => i * step);
  const figure = (v: ElementRow['values'][number] | undefined) => (v ? formatNumber(v.kgCO2e, 0) : '–');

  return (
    <Box component="figure" m={0} aria-labelledby={`${id}-caption`}>
      <Text id={`${id}-caption`} component="figcaption" fw={700} mb="xs">
        Embodied carbon by element (kgCO2e, A1–A3)
      </Text>
      <Stack gap="md">
        <Bar role="Business as usual" system={figures.bau} groups={bau} scale={scale} showRange={figures.hasRange} />
        <Bar role="Alternate" system={figures.afs} groups={afs} scale={scale} showRange={figures.hasRange} />
        <Box pos="relative" h={18} aria-hidden style={{ borderTop: '1px solid #868e96' }}>
          {ticks.map((t) => (
            <Text
              key={t}
              size="xs"
              c="gray.7"
              pos="absolute"
              top={2}
              style={{
                left: `${(t / scale) * 100}%`,
                transform: t === 0 ? 'none' : t === scale ? 'translateX(-100%)' : 'translateX(-50%)',
                whiteSpace: 'nowrap',
              }}
            >
              {formatNumber(t, 0)}
            </Text>
          ))}
        </Box>
      </Stack>
      {figures.hasRange && (
        <Text size="xs" c="gray.7" mt="md">
          The bracket under each bar is the range with every factor at its NMEFD minimum or maximum at once: a bounding
          range, not a confidence interval.
        </Text>
      )}
      <Table mt="sm" fz="sm" verticalSpacing={2} horizontalSpacing="xs">
        <VisuallyHidden component="caption">Embodied carbon by element, kgCO2e</VisuallyHidden>
        <TableHead columns={['Element', numeric('Business as usual'), numeric('Alternate')]} />
        <Table.Tbody>
          {rows.map((g, i) => (
            <Table.Tr key={g.element}>
              <RowHead>
                <Group gap={8} wrap="nowrap">
                  <Box
                    w={12}
                    h={12}
                    style={{ background: colourOf(i), borderRadius: 2, flex: 'none', ...exact }}
                    aria-hidden
                  />
                  {g.label}
                </Group>
              </RowHead>
              <Table.Td ta="right">{figure(g.values[0])}</Table.Td>
              <Table.Td ta="right">{figure(g.values[1])}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <TotalRow>
          <Table.Td ta="right" fw={700}>
            {formatNumber(figures.bau.kgCO2e, 0)}
          </Table.Td>
          <Table.Td ta="right" fw={700}>
            {formatNumber(figures.afs.kgCO2e, 0)}
          </Table.Td>
        </TotalRow>
      </Table>
    </Box>
  );
}
