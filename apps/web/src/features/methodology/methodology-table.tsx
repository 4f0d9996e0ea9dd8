import { useId, type ReactNode } from 'react';
import { Table, Text, VisuallyHidden } from '@mantine/core';
import { TableHead } from '../../components/table-parts';
import type { MethodologyTable } from './methodology-types';
import classes from './methodology.module.css';

type Cell = MethodologyTable['rows'][number][number];

/**
 * A table that scrolls sideways inside its own keyboard-focusable box, so a narrow screen scrolls
 * the table, never the page. Its caption names the table and the box; column headers and the
 * first cell of each row are `th` with a scope.
 */
export function ScrollTable({
  caption,
  minWidth,
  children,
}: {
  caption: string;
  minWidth: number;
  children: ReactNode;
}) {
  const captionId = useId();
  return (
    <div>
      {/* The caption is read from the table; this copy stays in view above a table wider than the screen. */}
      <Text aria-hidden="true" className={classes.caption}>
        {caption}
      </Text>
      <div className={classes.scroll} role="region" aria-labelledby={captionId} tabIndex={0}>
        <Table
          striped
          withTableBorder
          withColumnBorders
          fz="sm"
          verticalSpacing={6}
          miw={minWidth}
          className={classes.table}
        >
          <VisuallyHidden component="caption" id={captionId}>
            {caption}
          </VisuallyHidden>
          {children}
        </Table>
      </div>
    </div>
  );
}

/** Numbers are shown as the engine holds them (locale-independent), exactly as docs/methodology.md prints them. */
function cellText(c: Cell): string {
  return String(c);
}

/** Keys and ids (no spaces) are set in the code font; prose row headers are not. */
const isIdentifier = (c: Cell) => typeof c === 'string' && !/\s/.test(c);

/** One table of the engine's methodology data (quantities, constants, results per dataset). */
export function MethodologyTableView({ table }: { table: MethodologyTable }) {
  const minWidth = Math.min(1100, Math.max(520, table.columns.length * 125));
  return (
    <ScrollTable caption={table.title} minWidth={minWidth}>
      <TableHead columns={table.columns} />
      <Table.Tbody>
        {table.rows.map((row, r) => (
          <Table.Tr key={r}>
            {row.map((cell, i) =>
              i === 0 ? (
                <Table.Th key={i} scope="row" className={isIdentifier(cell) ? classes.key : undefined}>
                  {cellText(cell)}
                </Table.Th>
              ) : (
                <Table.Td key={i} className={typeof cell === 'number' ? classes.num : undefined}>
                  {cellText(cell)}
                </Table.Td>
              ),
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ScrollTable>
  );
}
