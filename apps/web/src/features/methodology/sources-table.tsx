import { Anchor, Table, Text } from '@mantine/core';
import type { Source } from '@embodied/engine';
import { TableHead } from '../../components/table-parts';
import { unitForPeople } from '@embodied/contracts';
import { bodyCell, bodyRow, ScrollTable } from './methodology-table';
import classes from './methodology.module.css';

const COLUMNS = ['Id', 'Title', 'Version', 'Publisher', 'Licence', 'Licence status', 'Attribution'];

/** The web addresses in a source's `url` / `officialPage` text (which may hold several, or a remark). */
export function sourceLinks(s: Pick<Source, 'url' | 'officialPage'>): string[] {
  return [s.officialPage, s.url].flatMap((text) => text?.match(/https?:\/\/[^\s;]+/g) ?? []);
}

/** Every cited publication, with its licence, licence status and attribution. */
export function SourcesTable({ sources }: { sources: readonly Source[] }) {
  return (
    <ScrollTable caption="Sources, their licences and attribution" minWidth={960}>
      <TableHead columns={COLUMNS} />
      <Table.Tbody>
        {sources.map((s) => (
          <tr key={s.id} {...bodyRow}>
            <th scope="row" {...bodyCell('th', classes.key)}>
              {s.id}
            </th>
            <td {...bodyCell('td')}>
              {unitForPeople(s.title)}
              {sourceLinks(s).map((href) => (
                <Text key={href} size="xs" className={classes.link}>
                  <Anchor href={href} rel="noreferrer">
                    {href}
                  </Anchor>
                </Text>
              ))}
            </td>
            <td {...bodyCell('td')}>{s.version ?? ''}</td>
            <td {...bodyCell('td')}>{s.publisher ?? ''}</td>
            <td {...bodyCell('td')}>{s.licence}</td>
            <td {...bodyCell('td')}>{s.licenceStatus}</td>
            <td {...bodyCell('td')}>{unitForPeople(s.attribution)}</td>
          </tr>
        ))}
      </Table.Tbody>
    </ScrollTable>
  );
}
