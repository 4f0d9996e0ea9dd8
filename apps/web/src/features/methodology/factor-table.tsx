import { memo, useDeferredValue, useMemo, useState } from 'react';
import { Group, NativeSelect, Stack, Table, Text, TextInput } from '@mantine/core';
import { DATASET_IDS, digitsForPeople, type DatasetId } from '@embodied/engine';
import { unitForPeople } from '@embodied/contracts';
import { useLocation } from 'react-router';
import { TableHead } from '../../components/table-parts';
import { filterFactorRows, type ConfidenceFilter, type DatasetFilter, type FactorRow } from './factor-rows';
import { bodyCell, bodyRow, ScrollTable } from './methodology-table';
import { useShownInSteps } from './use-shown-in-steps';
import classes from './methodology.module.css';

const DATASET_OPTIONS = [
  { value: 'all', label: 'All datasets' },
  ...DATASET_IDS.map((id) => ({ value: id, label: id })),
];
const CONFIDENCE_OPTIONS = [
  { value: 'all', label: 'Sourced and estimates' },
  { value: 'sourced', label: 'Sourced only' },
  { value: 'estimate', label: 'Estimates only' },
];

const COLUMNS = ['Factor (dataset)', 'Value', 'Unit', 'Range (min–max)', 'Confidence', 'Source, row and derivation'];

const range = (r: FactorRow) =>
  r.min === undefined && r.max === undefined
    ? ''
    : `${digitsForPeople(r.min ?? r.value)}–${digitsForPeople(r.max ?? r.value)}`;

/**
 * Memoised, with plain elements (bodyRow, bodyCell) and spans inside: filtering mounts and unmounts
 * rows; the rows that stay do not re-render.
 */
const FactorTableRow = memo(function FactorTableRow({ row }: { row: FactorRow }) {
  return (
    <tr {...bodyRow}>
      {/* The row header names the factor and its dataset, so each row is unambiguous when read aloud. */}
      <th scope="row" {...bodyCell('th')}>
        <span className={classes.key}>{row.key}</span>
        <span className={classes.small}>{row.datasetId}</span>
      </th>
      <td {...bodyCell('td', classes.num)}>{digitsForPeople(row.value)}</td>
      <td {...bodyCell('td')}>{unitForPeople(row.unit)}</td>
      <td {...bodyCell('td', classes.range)}>{range(row)}</td>
      <td {...bodyCell('td')}>
        <span className={row.confidence === 'sourced' ? classes.sourced : classes.estimate}>{row.confidence}</span>
      </td>
      <td {...bodyCell('td', classes.wrap)}>
        {row.source}
        <span className={classes.small}>Row: {row.sourceRow}</span>
        {row.note && <span className={classes.small}>Derivation / note: {unitForPeople(row.note)}</span>}
      </td>
    </tr>
  );
});

/**
 * Rows the table fills per task when the page opens (about 500 elements: each task stays short on a
 * slow phone; the whole table in one was the page's longest task after its first paint). Once full,
 * filtering shows every match at once.
 */
const ROWS_PER_TASK = 50;

/**
 * Every emission factor of every dataset, searchable (every word must match some field) and
 * filterable by dataset and confidence. ~120 rows: filtering on each keystroke is cheap; the
 * deferred query keeps typing responsive anyway.
 */
export function FactorTable({ rows }: { rows: readonly FactorRow[] }) {
  const [query, setQuery] = useState('');
  const [dataset, setDataset] = useState<DatasetFilter>('all');
  const [confidence, setConfidence] = useState<ConfidenceFilter>('all');
  const deferredQuery = useDeferredValue(query);
  const shown = useMemo(
    () => filterFactorRows(rows, { query: deferredQuery, dataset, confidence }),
    [rows, deferredQuery, dataset, confidence],
  );
  const { hash } = useLocation();
  const limit = useShownInSteps(rows.length, { first: ROWS_PER_TASK, step: ROWS_PER_TASK, allAtOnce: Boolean(hash) });

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="md" className="no-print">
        <TextInput
          type="search"
          label="Search factors"
          description="Key, material, value, source or row name, derivation"
          placeholder="e.g. clay brick"
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
          classNames={{ description: classes.description }}
        />
        <NativeSelect
          label="Dataset"
          data={DATASET_OPTIONS}
          value={dataset}
          onChange={(e) => setDataset(e.currentTarget.value as DatasetId | 'all')}
          w={{ base: '100%', xs: 200 }}
        />
        <NativeSelect
          label="Confidence"
          data={CONFIDENCE_OPTIONS}
          value={confidence}
          onChange={(e) => setConfidence(e.currentTarget.value as ConfidenceFilter)}
          w={{ base: '100%', xs: 220 }}
        />
      </Group>
      <Text role="status" aria-live="polite" size="sm" fw={600}>
        Showing {shown.length} of {rows.length} factors
      </Text>
      <ScrollTable
        caption="Emission factors of every dataset: value in its unit, range where the dataset has one, source and row"
        minWidth={900}
      >
        <TableHead columns={COLUMNS} />
        <Table.Tbody>
          {shown.slice(0, limit).map((r) => (
            <FactorTableRow key={r.id} row={r} />
          ))}
          {shown.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={COLUMNS.length}>
                No factor matches these filters. Clear the search or choose all datasets.
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </ScrollTable>
    </Stack>
  );
}
