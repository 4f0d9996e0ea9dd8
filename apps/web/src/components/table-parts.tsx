import type { ReactNode } from 'react';
import { Table, type TableThProps } from '@mantine/core';

/** A column heading: plain text reads left-aligned; a column of numbers is right-aligned under its heading. */
export type Column = string | { label: string; numeric: true };

/** A column of numbers, right-aligned. */
export const numeric = (label: string): Column => ({ label, numeric: true });

/**
 * A table's row of column headings, each a `th` with scope="col". A `false` entry is a column the
 * table leaves out (e.g. the range when the dataset has none).
 */
export function TableHead({ columns }: { columns: readonly (Column | false)[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) => {
          if (column === false) return null;
          const { label, numeric: right } = typeof column === 'string' ? { label: column, numeric: false } : column;
          return (
            <Table.Th key={label} scope="col" ta={right ? 'right' : undefined}>
              {label}
            </Table.Th>
          );
        })}
      </Table.Tr>
    </Table.Thead>
  );
}

/** A low–high range in a right-aligned cell, each end written by `format`. */
export function RangeCell({
  min,
  max,
  format,
  label,
}: {
  min: number;
  max: number;
  format: (value: number) => string;
  /** The column's name, which leads the cell when its row stacks (components/stack-table.css). */
  label?: string;
}) {
  return (
    <Table.Td ta="right" data-label={label}>
      {format(min)}–{format(max)}
    </Table.Td>
  );
}

/** A table's footer: one row headed "Total", then the totals' cells. */
export function TotalRow({ children }: { children: ReactNode }) {
  return (
    <Table.Tfoot>
      <Table.Tr>
        <Table.Th scope="row">Total</Table.Th>
        {children}
      </Table.Tr>
    </Table.Tfoot>
  );
}

/** A row's heading (its first cell, scope="row"), in normal weight so the figures stand out. */
export function RowHead(props: TableThProps) {
  return <Table.Th scope="row" fw={500} {...props} />;
}
