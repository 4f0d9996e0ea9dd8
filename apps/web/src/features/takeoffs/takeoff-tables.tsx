import type { ReactNode } from 'react';
import { Table, Text } from '@mantine/core';
import type { Takeoff } from '@embodied/contracts';
import { formatNumber } from '../../lib/format';

const m2 = (value: number) => `${formatNumber(value, 1)} m²`;
const m = (value: number) => `${formatNumber(value, 2)} m`;
const SOURCE_WORDS = {
  baseQuantities: 'model’s base quantities',
  geometry: 'measured on the geometry',
  attributes: 'model’s sizes',
  mixed: 'mixed',
} as const;
/** Numbers and their units stay on one line. */
const NUMBER = { whiteSpace: 'nowrap' } as const;

/** A figure in a table: right-aligned, kept on one line. */
function NumberCell({ children }: { children: ReactNode }) {
  return (
    <Table.Td ta="right" style={NUMBER}>
      {children}
    </Table.Td>
  );
}
const FACING_WORDS = { N: 'North', E: 'East', S: 'South', W: 'West' } as const;

/** Each storey's measured areas, with the whole model's totals. */
export function StoreyTable({ takeoff }: { takeoff: Takeoff }) {
  const total = (pick: (s: Takeoff['storeys'][number]) => number) => takeoff.storeys.reduce((s, x) => s + pick(x), 0);
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped withTableBorder aria-label="Quantities per storey">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Storey</Table.Th>
            <Table.Th ta="right">Elevation</Table.Th>
            <Table.Th ta="right">Floor</Table.Th>
            <Table.Th ta="right">External walls (net)</Table.Th>
            <Table.Th ta="right">Internal walls (net)</Table.Th>
            <Table.Th ta="right">Windows</Table.Th>
            <Table.Th ta="right">Doors</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {takeoff.storeys.map((s) => (
            <Table.Tr key={s.name}>
              <Table.Th scope="row">{s.name}</Table.Th>
              <NumberCell>{m(s.elevation)}</NumberCell>
              <NumberCell>{m2(s.floorArea)}</NumberCell>
              <NumberCell>{m2(s.externalWallArea)}</NumberCell>
              <NumberCell>{m2(s.internalWallArea)}</NumberCell>
              <NumberCell>{m2(s.windowArea)}</NumberCell>
              <NumberCell>{m2(s.doorArea)}</NumberCell>
            </Table.Tr>
          ))}
          <Table.Tr fw={600}>
            <Table.Th scope="row">Whole model</Table.Th>
            <Table.Td />
            <NumberCell>{m2(total((s) => s.floorArea))}</NumberCell>
            <NumberCell>{m2(takeoff.summary.externalWallArea)}</NumberCell>
            <NumberCell>{m2(takeoff.summary.internalWallArea)}</NumberCell>
            <NumberCell>{m2(takeoff.summary.windowArea)}</NumberCell>
            <NumberCell>{m2(takeoff.summary.doorArea)}</NumberCell>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The walls by type, external or internal, and the way they face, each saying where its numbers come from. */
export function WallGroupTable({ takeoff }: { takeoff: Takeoff }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped withTableBorder aria-label="Walls by type and direction">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Wall type (layers)</Table.Th>
            <Table.Th>Faces</Table.Th>
            <Table.Th ta="right">Walls</Table.Th>
            <Table.Th ta="right">Length</Table.Th>
            <Table.Th ta="right">Height</Table.Th>
            <Table.Th ta="right">Gross</Table.Th>
            <Table.Th ta="right">Net</Table.Th>
            <Table.Th>Quantities from</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {takeoff.wallGroups.map((g) => (
            <Table.Tr key={g.key}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {g.typeName}
                </Text>
                <Text size="xs" c="gray.7">
                  {g.layers
                    .map((l) => (l.thicknessMm === null ? l.material : `${l.material} ${l.thicknessMm} mm`))
                    .join(' · ') || 'no layers stated'}
                </Text>
              </Table.Td>
              <Table.Td>{g.external ? (g.facing ? FACING_WORDS[g.facing] : 'External') : 'Internal'}</Table.Td>
              <NumberCell>{g.count}</NumberCell>
              <NumberCell>{m(g.length)}</NumberCell>
              <NumberCell>{m(g.height)}</NumberCell>
              <NumberCell>{m2(g.grossArea)}</NumberCell>
              <NumberCell>{m2(g.netArea)}</NumberCell>
              <Table.Td>{SOURCE_WORDS[g.source]}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export { m2, SOURCE_WORDS };
