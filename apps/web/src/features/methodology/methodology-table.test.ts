import { createElement as h, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider, Table } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from '../../app/theme';
import { bodyCell, bodyRow, ScrollTable } from './methodology-table';

/** Markup with each tag's attributes in one order (their order means nothing to the browser). */
const attributesSorted = (html: string) =>
  html.replace(/<([a-z]+)((?:\s[a-z-]+="[^"]*")*)>/g, (_, tag: string, attributes: string) =>
    [`<${tag}`, ...(attributes.match(/[a-z-]+="[^"]*"/g) ?? []).sort()].join(' ').concat('>'),
  );

/** The body rows of a ScrollTable holding `rows`, as the page renders them. */
function bodyRowsOf(rows: ReactNode): string[] {
  const html = renderToStaticMarkup(
    h(
      MantineProvider,
      { theme },
      h(ScrollTable, { caption: 'A table', minWidth: 500, children: h(Table.Tbody, null, rows) }),
    ),
  );
  return [...html.matchAll(/<tr[\s\S]*?<\/tr>/g)].map((m) => attributesSorted(m[0]));
}

describe('a ScrollTable row of plain elements', () => {
  it('renders exactly as the same row of Mantine Table.Tr, Table.Th and Table.Td', () => {
    const [mantine, plain] = bodyRowsOf([
      h(
        Table.Tr,
        { key: 'mantine' },
        h(Table.Th, { scope: 'row', className: 'ours' }, 'wallLength'),
        h(Table.Td, { className: 'num' }, '0'),
        h(Table.Td, null, 'm'),
      ),
      h(
        'tr',
        { key: 'plain', ...bodyRow },
        h('th', { scope: 'row', ...bodyCell('th', 'ours') }, 'wallLength'),
        h('td', bodyCell('td', 'num'), '0'),
        h('td', bodyCell('td'), 'm'),
      ),
    ]);
    // Mantine's own attributes are there (so the comparison below compares something).
    expect(mantine).toContain('data-with-column-border="true"');
    expect(mantine).toContain('data-striped="odd"');
    expect(mantine).toContain('mantine-Table-td num');
    expect(plain).toBe(mantine);
  });

  it('differs when a cell would not be (the comparison can fail)', () => {
    const [mantine, plain] = bodyRowsOf([
      h(Table.Tr, { key: 'mantine' }, h(Table.Td, { className: 'num' }, '0')),
      h('tr', { key: 'plain', ...bodyRow }, h('td', bodyCell('td'), '0')),
    ]);
    expect(plain).not.toBe(mantine);
  });
});
