import { Accordion, Alert, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { datasetForPeople, getDataset } from '@embodied/engine';
import { BreakdownTable } from '../../components/breakdown-table';
import { UserEpdNote } from '../../components/user-epd-note';
import { FootingChart } from './footing-chart';
import type { ComparisonFigures } from './footing-figures';
import type { SavedFooting } from './footing-print';
import { FootingReductionBands, FootingResults } from './footing-results';
import { describeFigures } from './footing-summary';
import { useUserTime } from '../../lib/use-user-time';
import { SectionCard } from '../../components/section-card';

/**
 * The seed's results box for the last saved snapshot, then the comparison in words, the chart and the
 * breakdown. The comparison shows the saved figures while the inputs still match them, and otherwise
 * the live preview from the engine, marked as not saved.
 */
export function FootingComparison({
  saved,
  savedIsCurrent,
  preview,
}: {
  saved: SavedFooting | undefined;
  savedIsCurrent: boolean;
  preview: ComparisonFigures | undefined;
}) {
  const time = useUserTime();
  const figures = saved && savedIsCurrent ? saved.figures : preview;
  const isPreview = !(saved && savedIsCurrent) && preview !== undefined;
  const dataset = figures ? getDataset(figures.datasetId) : undefined;

  return (
    <Stack gap="md">
      {saved && (
        <SectionCard p="md" aria-labelledby="results-heading">
          <Group justify="space-between" mb="sm" gap="xs">
            <Title order={3} size="h4" id="results-heading">
              Results
            </Title>
            <Text size="sm" c="gray.7">
              Carbon snapshot #{saved.snapshot}, saved {time(saved.createdAt)}
            </Text>
          </Group>
          <FootingResults figures={saved.figures} />
          {!savedIsCurrent && (
            <Alert color="yellow" mt="sm" variant="light">
              The inputs have changed since snapshot #{saved.snapshot}. Calculate to save the new figures as a snapshot.
            </Alert>
          )}
        </SectionCard>
      )}
      <SectionCard p="md" aria-labelledby="comparison-heading">
        <Group justify="space-between" mb="sm" gap="xs">
          <Title order={3} size="h4" id="comparison-heading">
            Comparison
          </Title>
          {isPreview && (
            <Badge variant="filled" color="yellow.3" c="dark.9" size="lg" tt="none">
              Preview — not saved
            </Badge>
          )}
          {!isPreview && saved && figures && (
            <Badge variant="filled" color="forest.8" size="lg" tt="none">
              Saved as snapshot #{saved.snapshot}
            </Badge>
          )}
        </Group>
        {figures && dataset ? (
          <Stack gap="md">
            <Text fw={700} size="lg" aria-live="polite">
              {describeFigures(figures)}
            </Text>
            <FootingReductionBands figures={figures} />
            <FootingChart figures={figures} id="screen-chart" />
            <Text size="xs" c="gray.7">
              Dataset: {datasetForPeople(dataset.label, dataset.version)}.{' '}
              {figures.upfront
                ? 'The sentence, the percentage and the first results compare upfront carbon, A1–A5 (with transport to site and construction); the A1–A3 results under them and the chart are the product stage (cradle to gate).'
                : 'A1–A3 (cradle to gate).'}{' '}
              Footing quantities are estimates.
            </Text>
            <UserEpdNote elements={[...figures.bau.breakdown, ...figures.afs.breakdown]} />
            <Accordion variant="separated" chevronPosition="left">
              <Accordion.Item value="breakdown">
                <Accordion.Control>Breakdown: every quantity, factor and source</Accordion.Control>
                <Accordion.Panel>
                  <Stack gap="lg">
                    <BreakdownTable
                      elements={figures.bau.breakdown}
                      caption={`Business as usual: ${figures.bau.label}`}
                      showRange={figures.hasRange}
                    />
                    <BreakdownTable
                      elements={figures.afs.breakdown}
                      caption={`Alternate: ${figures.afs.label}`}
                      showRange={figures.hasRange}
                    />
                  </Stack>
                </Accordion.Panel>
              </Accordion.Item>
            </Accordion>
          </Stack>
        ) : (
          <Text c="gray.7">Enter a slab area and a founding depth to see a live comparison of the two systems.</Text>
        )}
      </SectionCard>
    </Stack>
  );
}
