import { Fragment } from 'react';
import { Alert, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { editionForPeople, isDatasetId } from '@embodied/engine';
import { figureForPeople, formatReportInput, isProgressFigure, type SnapshotDetail } from '@embodied/contracts';
import { BreakdownTable } from '../../components/breakdown-table';
import { DatasetAttribution, OrganisationLine, PrintHeader } from '../../components/print-header';
import { CostBasis, DataQuality, LimitsStatement, ScopeTable } from '../../components/report-notes';
import { PercentageChangeNote } from '../../components/reduction-bands';
import { numeric, RowHead, TableHead } from '../../components/table-parts';
import { SnapshotChart } from './snapshot-chart';
import { formatFigure } from './snapshot-format';
import { ProgressToTarget } from '../../components/progress-to-target';
import './snapshots.css';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={3} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function InputsTable({ snapshot }: { snapshot: SnapshotDetail }) {
  const inputs = snapshot.report.inputs;
  if (inputs.length === 0) return <Text size="sm">No inputs were recorded.</Text>;
  let group: string | null = null;
  return (
    <Table withTableBorder fz="sm" verticalSpacing={4} maw={720}>
      <TableHead columns={['Field', 'Value']} />
      <Table.Tbody>
        {inputs.map((input, i) => {
          const head = input.group && input.group !== group ? input.group : null;
          group = input.group;
          return (
            <Fragment key={i}>
              {head && (
                <Table.Tr bg="forest.0">
                  <Table.Td colSpan={2} fw={700}>
                    {head}
                  </Table.Td>
                </Table.Tr>
              )}
              <Table.Tr>
                <RowHead pl={input.group ? 'lg' : undefined}>
                  {input.group && <VisuallyHidden>{input.group}: </VisuallyHidden>}
                  {input.label}
                </RowHead>
                <Table.Td>{formatReportInput(input)}</Table.Td>
              </Table.Tr>
            </Fragment>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

function ResultsTable({ snapshot }: { snapshot: SnapshotDetail }) {
  const results = snapshot.report.results;
  if (results.length === 0) return <Text size="sm">No result figures were recorded.</Text>;
  return (
    <Table withTableBorder fz="sm" verticalSpacing={4} maw={720}>
      <TableHead columns={['Figure', numeric('Value')]} />
      <Table.Tbody>
        {results.map((f) => {
          const shown = figureForPeople(f);
          const increase = shown.tone === 'increase' ? { c: 'red.9', fw: 700 } : {};
          return (
            <Table.Tr key={f.key}>
              <RowHead>{shown.label}</RowHead>
              {isProgressFigure(f.key) ? (
                <Table.Td>
                  <ProgressToTarget percent={f.value} decimals={f.decimals} />
                </Table.Td>
              ) : (
                <Table.Td ta="right" {...increase}>
                  {formatFigure({ ...f, value: shown.value })}
                </Table.Td>
              )}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/**
 * A snapshot in the calculators' A4 print layout: logo and title with its number, project and
 * date, inputs, results, chart, breakdowns with citations, dataset attribution and licence
 * status, and the content hash. The same content as the PDF export (both come from the report).
 */
export function SnapshotReportView({ snapshot }: { snapshot: SnapshotDetail }) {
  const { report } = snapshot;
  const d = report.dataset;
  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'lg' }}
      component="article"
      className="print-area snapshot-report"
      aria-label={report.title}
    >
      <Stack gap="lg">
        <div>
          {isDatasetId(d.id) ? (
            <PrintHeader
              title={report.title}
              project={snapshot.project}
              createdAt={snapshot.createdAt}
              datasetId={d.id}
              workspace={report.workspace ?? null}
            />
          ) : (
            <Stack gap={4} mb="md">
              <Title order={2}>{report.title}</Title>
              <Text>
                Project: <strong>{snapshot.project}</strong>
              </Text>
              {report.workspace && <OrganisationLine organisation={report.workspace} />}
            </Stack>
          )}
          <Text size="sm" c="gray.7">
            Engine version {snapshot.engineVersion}
            {d.currentVersion !== null && d.currentVersion !== d.version
              ? `; computed with data edition ${editionForPeople(d.version)} (the current edition is ${editionForPeople(d.currentVersion)})`
              : ''}
          </Text>
        </div>
        <LimitsStatement notes={report.notes} />
        <Section title="Inputs">
          <InputsTable snapshot={snapshot} />
        </Section>
        <Section title="Results">
          {!report.results.some((f) => f.key.startsWith('upfront.')) && (
            <Text size="sm" fw={600} data-testid="a1-a3-only">
              A1–A3 only: this snapshot was saved before transport to site (A4) and construction (A5) were counted, and
              stays as saved. Recalculate it to see A4, A5 and A1–A5.
            </Text>
          )}
          <ResultsTable snapshot={snapshot} />
          <CostBasis basis={report.notes.costBasis} />
          {report.notes.change && <PercentageChangeNote change={report.notes.change} />}
        </Section>
        {report.chart && <SnapshotChart chart={report.chart} />}
        <ScopeTable notes={report.notes} />
        {report.breakdowns.length > 0 && (
          <Section title="Breakdown: quantity × factor = kgCO2e">
            {report.breakdowns.map((b) => (
              <BreakdownTable key={b.caption} caption={b.caption} elements={b.elements} showRange={d.hasRange} />
            ))}
          </Section>
        )}
        <DataQuality notes={report.notes} />
        <div>
          {isDatasetId(d.id) ? (
            <DatasetAttribution datasetId={d.id} />
          ) : (
            <Stack gap={2}>
              <Text size="xs" fw={700}>
                Sources
              </Text>
              <Text size="xs">{d.attribution}</Text>
            </Stack>
          )}
          <Text size="xs" mt="sm" fw={700}>
            Content hash (SHA-256)
          </Text>
          <Text size="xs" className="snapshot-hash">
            {snapshot.contentHash}
          </Text>
          {!report.hashVerified && (
            <Alert color="red" mt="xs" title="This snapshot no longer matches its hash">
              The stored content does not give the hash recorded when it was made.
            </Alert>
          )}
        </div>
      </Stack>
    </Paper>
  );
}
