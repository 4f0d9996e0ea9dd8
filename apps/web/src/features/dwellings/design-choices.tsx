import { List, Text } from '@mantine/core';
import { DWELLING_CHOICE_LABELS, SEED_CHOICE_FIELDS, type SeedDwellingChoices } from '@embodied/contracts';

/** A design's nine choices; those that differ from the current design are marked. */
export function DesignChoices({
  choices,
  current,
}: {
  choices: SeedDwellingChoices;
  current?: SeedDwellingChoices | null;
}) {
  return (
    <List size="sm" spacing={2} listStyleType="none" ml={0} pl={0}>
      {SEED_CHOICE_FIELDS.map((f) => {
        const changed = current && current[f] !== choices[f];
        return (
          <List.Item key={f}>
            <Text size="sm">
              <Text span size="sm" c="gray.8">
                {DWELLING_CHOICE_LABELS[f]}:
              </Text>{' '}
              <Text span size="sm" fw={changed ? 700 : 400}>
                {choices[f]}
              </Text>
              {changed && (
                <Text span size="xs" c="gray.8">
                  {' '}
                  (yours: {current[f]})
                </Text>
              )}
            </Text>
          </List.Item>
        );
      })}
    </List>
  );
}

/** How many choices differ from the current design. */
export const changesFrom = (choices: SeedDwellingChoices, current?: SeedDwellingChoices | null) =>
  current ? SEED_CHOICE_FIELDS.filter((f) => current[f] !== choices[f]).length : 0;
