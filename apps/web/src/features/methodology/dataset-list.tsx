import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { editionForPeople } from '@embodied/engine';
import type { MethodologyDataset } from './methodology-types';
import { datasetAnchor } from './methodology-toc';
import classes from './methodology.module.css';

function DatasetCard({ dataset, isDefault }: { dataset: MethodologyDataset; isDefault: boolean }) {
  const estimates = dataset.factors.filter((f) => f.confidence === 'estimate').length;
  const facts: [string, string][] = [
    ['Id', dataset.id],
    ['Data edition', editionForPeople(dataset.version)],
    ['Sources', dataset.edition],
    ['Publisher', dataset.publisher],
    ['Central column', dataset.centralColumn],
    ['Gaps filled from', dataset.gapFill],
    ['Ranges', dataset.hasRange ? 'NMEFD Min–Max' : 'none (min = max = central)'],
    ['Factors', `${dataset.factors.length} (${dataset.factors.length - estimates} sourced, ${estimates} estimate)`],
    ['Licence status', dataset.licenceStatus],
    ['Attribution', dataset.attribution],
  ];
  return (
    <Card withBorder padding="lg" component="article" id={datasetAnchor(dataset.id)} className={classes.anchor}>
      <Stack gap="sm">
        <Group gap="xs" align="center">
          <Title order={3} size="h4">
            {dataset.label}
          </Title>
          {isDefault && <Badge variant="filled">Default</Badge>}
        </Group>
        <Text size="sm">{dataset.description}</Text>
        <dl className={classes.facts}>
          {facts.map(([term, value]) => [<dt key={`${term}-t`}>{term}</dt>, <dd key={`${term}-d`}>{value}</dd>])}
        </dl>
      </Stack>
    </Card>
  );
}

/** The three carbon bases with their licence status and attribution text. */
export function DatasetList({ datasets, defaultId }: { datasets: readonly MethodologyDataset[]; defaultId: string }) {
  return (
    <Stack gap="md" maw="64rem">
      {datasets.map((d) => (
        <DatasetCard key={d.id} dataset={d} isDefault={d.id === defaultId} />
      ))}
    </Stack>
  );
}
