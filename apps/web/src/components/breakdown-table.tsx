import { Badge, Table, Text } from '@mantine/core';
import { splitComponent, unitForPeople, type BreakdownElementBody } from '@embodied/contracts';
import { formatNumber } from '../lib/format';
import { numeric, RangeCell, TableHead } from './table-parts';

/**
 * Every figure traced to its quantity, factor and source: element → lines of quantity × factor.
 * `showRange` adds the low–high column (only au-typical carries a range).
 */
export function BreakdownTable({
  elements,
  caption,
  showRange,
}: {
  elements: readonly BreakdownElementBody[];
  caption: string;
  showRange: boolean;
}) {
  return (
    // A keyboard user must be able to scroll the table: the container is a focusable, named region.
    <Table.ScrollContainer minWidth={720} type="native" tabIndex={0} role="region" aria-label={caption}>
      <Table striped withTableBorder fz="sm" verticalSpacing={4}>
        <Table.Caption c="gray.8">{caption}</Table.Caption>
        <TableHead
          columns={[
            'Component',
            numeric('Quantity'),
            numeric('Factor'),
            numeric('kgCO2e'),
            showRange && numeric('Range (kgCO2e)'),
            'Source',
          ]}
        />
        <Table.Tbody>
          {elements.map((el) => [
            <Table.Tr key={el.element} bg="forest.0">
              <Table.Th scope="row" colSpan={3}>
                {el.label}
              </Table.Th>
              <Table.Td ta="right" fw={700}>
                {formatNumber(el.kgCO2e, 2)}
              </Table.Td>
              {showRange && <RangeCell min={el.min} max={el.max} format={(v) => formatNumber(v, 0)} />}
              <Table.Td />
            </Table.Tr>,
            ...el.lines.map((line, i) => (
              <Table.Tr key={`${el.element}-${i}`}>
                <Table.Td pl="lg">{splitComponent(line.component).words}</Table.Td>
                <Table.Td ta="right">
                  {formatNumber(line.quantity, line.quantity < 1 ? 4 : 2)} {unitForPeople(line.unit)}
                </Table.Td>
                <Table.Td ta="right">
                  {formatNumber(line.factor, line.factor < 1 ? 4 : 2)} {unitForPeople(line.factorUnit)}
                </Table.Td>
                <Table.Td ta="right">{formatNumber(line.kgCO2e, 2)}</Table.Td>
                {showRange && <RangeCell min={line.min} max={line.max} format={(v) => formatNumber(v, 1)} />}
                <Table.Td>
                  <Text size="xs">{line.citation}</Text>
                  {line.confidence === 'estimate' && (
                    <Badge size="xs" variant="outline" color="gray.8">
                      estimate
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            )),
          ])}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
