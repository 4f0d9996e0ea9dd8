import { Stack, Table, Text, Title } from '@mantine/core';
import type { ReportNotes } from '@embodied/engine';
import { TableHead } from './table-parts';
import './stack-table.css';
import './report-notes.css';

/** The notes as the engine builds them (engine src/report); a snapshot report carries the same shape. */
type Notes = ReportNotes;

function NoteSection({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <Stack gap={4} component="section" aria-label={heading} maw={880}>
      <Title order={3} size="h5">
        {heading}
      </Title>
      {children}
    </Stack>
  );
}

/** Purpose and limits: what a printout is for and what it is not (the same words in the PDF). */
export function LimitsStatement({ notes }: { notes: Notes }) {
  return (
    <NoteSection heading={notes.limits.heading}>
      {notes.limits.paragraphs.map((p) => (
        <Text size="sm" key={p}>
          {p}
        </Text>
      ))}
    </NoteSection>
  );
}

/** The scope table: elements included and excluded, modules, biogenic carbon, per m², quantities. */
export function ScopeTable({ notes }: { notes: Notes }) {
  return (
    <NoteSection heading={notes.scope.heading}>
      <div className="stack-table scope-table">
        <Table withTableBorder fz="sm" verticalSpacing={4}>
          <colgroup>
            <col className="scope-aspect" />
            <col />
            <col />
          </colgroup>
          <TableHead columns={['Aspect', 'Included', 'Not included']} />
          <Table.Tbody>
            {notes.scope.rows.map((r) => (
              <Table.Tr key={r.aspect}>
                <Table.Th scope="row">{r.aspect}</Table.Th>
                <Table.Td data-label="Included">{r.included}</Table.Td>
                <Table.Td data-label="Not included" data-empty={r.excluded === null || undefined}>
                  {r.excluded ?? '—'}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </NoteSection>
  );
}

/** Data quality in words: datasets by the names people know, user EPDs with their validity. */
export function DataQuality({ notes }: { notes: Notes }) {
  return (
    <NoteSection heading={notes.dataQuality.heading}>
      {notes.dataQuality.paragraphs.map((p) => (
        <Text size="xs" key={p}>
          {p}
        </Text>
      ))}
    </NoteSection>
  );
}

/** The basis of the costs, said beside the cost figures (nothing for a kind without costs). */
export function CostBasis({ basis }: { basis: string | null }) {
  if (basis === null) return null;
  return (
    <Text size="xs" data-testid="cost-basis">
      <strong>Costs:</strong> {basis}
    </Text>
  );
}
