import { useState } from 'react';
import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { WALL_TYPE_KEYS, WALL_TYPES } from '@embodied/engine';
import { SectionCard } from '../../components/section-card';
import { manualTakeoff, type ManualTakeoff } from './manual-takeoff';
import { useInCalculators } from './use-in-calculators';

type Field = Exclude<keyof ManualTakeoff, 'wallType'>;
/** The form's fields, with their labels; each is an area in m² but for the wall height, in m. */
const LABELS: Readonly<Record<Field, string>> = {
  groundFloorArea: 'Ground floor area',
  firstFloorArea: 'First floor area',
  wallHeight: 'External wall height',
  windowArea: 'Window area',
  north: 'External walls facing north, net',
  east: 'External walls facing east, net',
  south: 'External walls facing south, net',
  west: 'External walls facing west, net',
  roofArea: 'Roof area, along its slope',
};
const FIELDS = (Object.keys(LABELS) as Field[]).map((field) => ({
  field,
  label: LABELS[field],
  unit: field === 'wallHeight' ? 'm' : 'm²',
}));
const EMPTY: ManualTakeoff = {
  groundFloorArea: 0,
  firstFloorArea: 0,
  wallHeight: 2.7,
  north: 0,
  east: 0,
  south: 0,
  west: 0,
  windowArea: 0,
  roofArea: 0,
  wallType: null,
};

/**
 * For a user without a model: the areas measured off the drawings, by element, sent to the
 * calculators by the same path as a model's take-off.
 */
export function ManualTakeoffForm() {
  const [values, setValues] = useState<ManualTakeoff>(EMPTY);
  const use = useInCalculators(manualTakeoff(values));
  const walls = values.north + values.east + values.south + values.west;
  return (
    <SectionCard aria-labelledby="manual-takeoff-title">
      <Stack gap="sm">
        <Title order={2} id="manual-takeoff-title" size="h3">
          No model? Enter measured areas
        </Title>
        <Text size="sm">
          Areas measured off the drawings, net of windows and doors where the label says so. They go to the calculators
          exactly as a model’s take-off does; with a roof area, the optimizer prices these measured walls, windows and
          roof in place of its model (a two-storey house’s walls and windows are shared between the storeys in
          proportion to the square root of each floor area).
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {FIELDS.map(({ field, label, unit }) => (
            <NumberInput
              key={field}
              label={`${label} (${unit})`}
              min={0}
              max={100_000}
              decimalScale={2}
              value={values[field]}
              onChange={(value) => setValues((v) => ({ ...v, [field]: typeof value === 'number' ? value : 0 }))}
            />
          ))}
          <Select
            label="Wall type of the external walls"
            data={WALL_TYPE_KEYS.map((k) => ({ value: k, label: WALL_TYPES[k].label }))}
            value={values.wallType}
            onChange={(value) => setValues((v) => ({ ...v, wallType: value }))}
            clearable
          />
        </SimpleGrid>
        <Group>
          <Button variant="light" onClick={use.toOptimizer} disabled={!use.ready || values.groundFloorArea <= 0}>
            Use in the optimizer
          </Button>
          <Button variant="light" onClick={use.toWalls} disabled={!use.ready || walls <= 0 || values.wallHeight <= 0}>
            Use in the wall calculator
          </Button>
        </Group>
      </Stack>
    </SectionCard>
  );
}
