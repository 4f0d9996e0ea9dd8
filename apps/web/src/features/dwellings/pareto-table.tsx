import { Button, Group, Table, Text } from '@mantine/core';
import { DWELLING_CHOICE_LABELS, SEED_CHOICE_FIELDS, type SeedDwellingChoices } from '@embodied/contracts';
import { numeric, TableHead } from '../../components/table-parts';
import type { SeedOptimizeResult } from './optimizer-messages';
import { scopeWords, useFormats } from './dwelling-format';

interface Props {
  result: SeedOptimizeResult;
  selected: number | null;
  onShow: (frontIndex: number) => void;
  onApply: (choices: SeedDwellingChoices) => void;
}

function Changes({ choices, current }: { choices: SeedDwellingChoices; current: SeedDwellingChoices | undefined }) {
  const changed = SEED_CHOICE_FIELDS.filter((f) => !current || current[f] !== choices[f]);
  if (changed.length === 0) return <Text size="sm">Your design</Text>;
  return (
    <Text size="sm">
      {changed.map((f, i) => (
        <span key={f}>
          {i > 0 && '; '}
          {DWELLING_CHOICE_LABELS[f]} → <strong>{choices[f]}</strong>
        </span>
      ))}
    </Text>
  );
}

/** The whole front as a table (the chart's accessible twin): lowest carbon first, with Show and Apply for each design. */
export function ParetoTable({ result, selected, onShow, onApply }: Props) {
  const f = useFormats();
  const current = result.current?.choices;
  return (
    <Table.ScrollContainer minWidth={900} maxHeight={480}>
      <Table striped highlightOnHover withTableBorder fz="sm" verticalSpacing={4} stickyHeader>
        <Table.Caption>
          The {result.front.length} best trade-offs among {f.number(result.combinations)} designs, compared at A1–A5
          (upfront carbon) of the {scopeWords(result.scope)}, lowest carbon first; cost falls down the list. Each
          design’s A1–A3 is given beside it, and its A1–A5 on the NABERS default for products without an EPD.
        </Table.Caption>
        <TableHead
          columns={[
            '#',
            numeric('Carbon A1–A5'),
            numeric('A1–A3'),
            numeric('No EPD known (NABERS default, A1–A5)'),
            numeric('Cold-shell cost'),
            current ? 'Changes from your design' : 'Design',
            'Actions',
          ]}
        />
        <Table.Tbody>
          {result.front.map((d) => {
            const isSelected = d.frontIndex === selected;
            return (
              <Table.Tr
                key={d.frontIndex}
                bg={isSelected ? 'blue.0' : undefined}
                aria-current={isSelected ? 'true' : undefined}
              >
                <Table.Th scope="row">{d.frontIndex + 1}</Table.Th>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {f.tonnes(d.totalCO2e)}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {f.tonnes(d.upfront.a1a3)}
                </Table.Td>
                <Table.Td ta="right">{f.tonnes(d.noEpdDefaultCO2e)}</Table.Td>
                <Table.Td ta="right">{f.money(d.coldShellCost)}</Table.Td>
                <Table.Td>
                  <Changes choices={d.choices} current={current} />
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Button
                      size="compact-xs"
                      variant="default"
                      onClick={() => onShow(d.frontIndex)}
                      aria-label={`Show design ${d.frontIndex + 1}`}
                    >
                      Show
                    </Button>
                    <Button
                      size="compact-xs"
                      onClick={() => onApply(d.choices)}
                      aria-label={`Apply design ${d.frontIndex + 1}`}
                    >
                      Apply
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
