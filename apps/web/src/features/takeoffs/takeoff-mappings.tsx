import { useState } from 'react';
import { Button, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  TAKEOFF_MAPPING_TARGETS,
  type Takeoff,
  type TakeoffMapping,
  type TakeoffMappingKind,
} from '@embodied/contracts';
import { FLOOR_LABELS, WALL_TYPES } from '@embodied/engine';
import { FailureAlert } from '../../components/failure-alert';
import { toApiError } from '../../lib/api-error';
import { takeoffsApi, TAKEOFFS_KEY } from './takeoffs-api';

const KIND_WORDS: Record<TakeoffMappingKind, string> = {
  wall: 'Wall type',
  floor: 'Floor',
  roof: 'Roof',
  frame: 'Window frame',
};
const STATUS_WORDS: Record<TakeoffMapping['status'], string> = {
  suggested: 'suggested from the material names',
  remembered: 'as your workspace mapped it',
  none: 'no suggestion: choose one',
};

/** How an option of the product reads. */
function optionLabel(kind: TakeoffMappingKind, key: string): string {
  if (kind === 'wall') return WALL_TYPES[key as keyof typeof WALL_TYPES].label;
  if (kind === 'floor') return FLOOR_LABELS[key as keyof typeof FLOOR_LABELS];
  return key;
}

const keyOf = (m: Pick<TakeoffMapping, 'kind' | 'source'>) => `${m.kind}|${m.source}`;

/**
 * What each of the model's names maps to in the calculators: a select per name, starting at the
 * suggestion (or the workspace's earlier choice); "Save mappings" remembers them for the workspace.
 */
export function TakeoffMappings({ takeoff }: { takeoff: Takeoff }) {
  const client = useQueryClient();
  const [chosen, setChosen] = useState<Record<string, string | null>>({});
  const save = useMutation({
    mutationFn: () =>
      takeoffsApi.map(takeoff.id, {
        mappings: takeoff.mappings.flatMap((m) => {
          const target = chosen[keyOf(m)] ?? m.target;
          return target ? [{ kind: m.kind, source: m.source, target }] : [];
        }),
      }),
    onSuccess: async (updated) => {
      client.setQueryData([...TAKEOFFS_KEY, takeoff.id], updated);
      setChosen({});
      await client.invalidateQueries({ queryKey: TAKEOFFS_KEY });
    },
  });
  if (takeoff.mappings.length === 0) return <Text size="sm">The model names no wall types or materials to map.</Text>;
  const anyChosen = takeoff.mappings.some((m) => (chosen[keyOf(m)] ?? m.target) !== null);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {takeoff.mappings.map((m) => (
          <Select
            key={keyOf(m)}
            label={`${KIND_WORDS[m.kind]}: ${m.source}`}
            description={`${m.materials && m.materials !== m.source ? `${m.materials} · ` : ''}${STATUS_WORDS[m.status]}`}
            data={TAKEOFF_MAPPING_TARGETS[m.kind].map((key) => ({ value: key, label: optionLabel(m.kind, key) }))}
            value={chosen[keyOf(m)] ?? m.target}
            onChange={(value) => setChosen((c) => ({ ...c, [keyOf(m)]: value }))}
            allowDeselect={false}
            placeholder="Choose"
          />
        ))}
      </SimpleGrid>
      <FailureAlert failure={save.error ? toApiError(save.error) : null} title="The mappings were not saved" />
      <div>
        <Button variant="light" onClick={() => save.mutate()} loading={save.isPending} disabled={!anyChosen}>
          Save mappings
        </Button>
      </div>
    </Stack>
  );
}
