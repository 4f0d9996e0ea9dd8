import { useId, type ReactNode } from 'react';
import { Table, Text, VisuallyHidden } from '@mantine/core';
import { TableHead } from '../../components/table-parts';
import { unitForPeople } from '@embodied/contracts';
import { digitsForPeople } from '@embodied/engine';
import type { MethodologyTable } from './methodology-types';
import classes from './methodology.module.css';

type Cell = MethodologyTable['rows'][number][number];

/** How every ScrollTable looks; its rows and cells below carry the attributes Mantine gives them in such a table. */
const LOOK = { striped: true, withTableBorder: true, withColumnBorders: true } as const;

/**
 * A row of a ScrollTable's body, and its cells: the attributes Mantine's Table.Tr, Table.Th and
 * Table.Td put on them in a table that looks as {@link LOOK} (its class names, then ours), on plain
 * elements, so the row looks and reads exactly the same. The methodology page holds about 2,900
 * cells; a Mantine component for each (its props, its styles, a Box under it) was most of the
 * page's script after its first paint (docs/benchmarks.md, twentieth section). A test renders both
 * and compares them.
 */
export const bodyRow = {
  className: `${Table.classes.tr} mantine-Table-tr`,
  'data-with-row-border': true,
  'data-striped': LOOK.striped ? 'odd' : undefined,
} as const;

/** A ScrollTable body cell's attributes (see {@link bodyRow}), with our class, if any, last. */
export function bodyCell(kind: 'th' | 'td', className?: string) {
  return {
    className: [Table.classes[kind], `mantine-Table-${kind}`, className].filter(Boolean).join(' '),
    'data-with-column-border': LOOK.withColumnBorders || undefined,
  };
}

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
        <Table {...LOOK} fz="sm" verticalSpacing={6} miw={minWidth} className={classes.table}>
          <VisuallyHidden component="caption" id={captionId}>
            {caption}
          </VisuallyHidden>
          {children}
        </Table>
      </div>
    </div>
  );
}

/**
 * A cell as people read it: square and cubic metres with superscripts (keys such as softwood_m3
 * stay); numbers with the engine's own digits, grouped from 1,000 up, exactly as
 * docs/methodology.md prints them (digitsForPeople).
 */
function cellText(c: Cell): string {
  return typeof c === 'string' ? unitForPeople(c) : digitsForPeople(c);
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
          <tr key={r} {...bodyRow}>
            {row.map((cell, i) =>
              i === 0 ? (
                <th key={i} scope="row" {...bodyCell('th', isIdentifier(cell) ? classes.key : undefined)}>
                  {cellText(cell)}
                </th>
              ) : (
                <td key={i} {...bodyCell('td', typeof cell === 'number' ? classes.num : undefined)}>
                  {cellText(cell)}
                </td>
              ),
            )}
          </tr>
        ))}
      </Table.Tbody>
    </ScrollTable>
  );
}
