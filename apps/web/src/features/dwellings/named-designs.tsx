import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { SeedDwellingChoices } from '@embodied/contracts';
import type { SeedOptimizeResult, SeedParetoDesign } from './optimizer-messages';
import { changesFrom } from './design-choices';
import { useFormats } from './dwelling-format';
import { SectionCard } from '../../components/section-card';

interface Props {
  result: SeedOptimizeResult;
  onShow: (frontIndex: number) => void;
  onApply: (choices: SeedDwellingChoices) => void;
}

interface Named {
  key: string;
  title: string;
  design: SeedParetoDesign | null;
  /** Why there is no design, when there is none. */
  none?: string;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function DesignCard({ named, result, onShow, onApply }: { named: Named } & Props) {
  const f = useFormats();
  const d = named.design;
  const current = result.current;
  return (
    <SectionCard p="sm" aria-label={named.title}>
      <Stack gap={4}>
        <Text fw={700} size="sm">
          {named.title}
        </Text>
        {d ? (
          <>
            <Text size="sm">
              <strong>{f.tonnes(d.totalCO2e)}</strong> at A1–A5 · <strong>{f.money(d.coldShellCost)}</strong>
            </Text>
            {current && (
              <Text size="xs" c="gray.8">
                {changesFrom(d.choices, current.choices) === 0
                  ? 'This is your design.'
                  : `${f.deltaCarbon(d.totalCO2e - current.totalCO2e)}, ${f.deltaMoney(d.coldShellCost - current.coldShellCost)} against yours; ${plural(changesFrom(d.choices, current.choices), 'change')}.`}
              </Text>
            )}
            <Group gap="xs" mt={4}>
              <Button
                size="compact-sm"
                variant="default"
                onClick={() => onShow(d.frontIndex)}
                aria-label={`Show ${named.title.toLowerCase()}`}
              >
                Show
              </Button>
              <Button
                size="compact-sm"
                onClick={() => onApply(d.choices)}
                aria-label={`Apply ${named.title.toLowerCase()}`}
              >
                Apply
              </Button>
            </Group>
          </>
        ) : (
          <Text size="sm" c="gray.8">
            {named.none}
          </Text>
        )}
      </Stack>
    </SectionCard>
  );
}

/** The designs people ask for by name: the ends of the front, the target and budget answers, and "better for the same money". */
export function NamedDesigns(props: Props) {
  const { result } = props;
  const f = useFormats();
  const named: Named[] = [
    { key: 'low', title: 'Lowest carbon design', design: result.lowestCarbon },
    { key: 'cheap', title: 'Cheapest design', design: result.cheapest },
    {
      key: 'target',
      title:
        result.carbonTarget === null
          ? 'Cheapest under a carbon target'
          : `Cheapest at or under ${f.tonnes(result.carbonTarget)}`,
      design: result.cheapestUnderTarget,
      none:
        result.carbonTarget === null
          ? 'Enter a carbon target to see this.'
          : 'No design meets this target; the lowest-carbon design is the closest.',
    },
    {
      key: 'budget',
      title:
        result.budget === null ? 'Lowest carbon within a budget' : `Lowest carbon within ${f.money(result.budget)}`,
      design: result.lowestCarbonWithinBudget,
      none:
        result.budget === null
          ? 'Enter a budget to see this.'
          : 'No design fits this budget; the cheapest design is the closest.',
    },
  ];
  if (result.current && !result.current.onFront) {
    named.push({
      key: 'same-cost',
      title: 'Lowest carbon for no more than your cost',
      design: result.current.lowestCarbonAtSameCost,
    });
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: named.length > 4 ? 5 : 4 }} spacing="sm">
      {named.map((n) => (
        <DesignCard key={n.key} named={n} {...props} />
      ))}
    </SimpleGrid>
  );
}
