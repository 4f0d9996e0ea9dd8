import { SegmentedControl, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { FormNumberInput } from '../../components/form-number-input';
import { FormSelect } from '../../components/form-select';
import { Controller, type Control } from 'react-hook-form';
import { LIMITS, type DwellingScope, type Limit } from '@embodied/engine';
import { PLACEHOLDER_HOUSE } from '@embodied/contracts';
import { formatNumber } from '../../lib/format';
import { CHOICE_SELECTS, selectData, type DwellingFormInput, type DwellingRequest } from './dwelling-options';

export type DwellingControl = Control<DwellingFormInput, unknown, DwellingRequest>;
type NumberField = 'groundFloorArea' | 'firstFloorArea' | 'ceilingHeight' | 'windowArea';

/**
 * The first floor's placeholder: the spec's 700 m² over a 100 m² ground floor is no house (issue
 * 47), so the page suggests a first floor a little smaller than the ground floor.
 */
const FIRST_FLOOR_PLACEHOLDER = 80;

/** The four geometry fields, with the spec's placeholders (section 9: 100, 2.7, 35; 80 for the first floor). */
const NUMBERS: readonly {
  name: NumberField;
  label: string;
  placeholder: string;
  unit: string;
  limit: Limit;
  help: string;
  decimals: number;
}[] = [
  {
    name: 'groundFloorArea',
    label: 'Ground Floor Area (m²)',
    placeholder: String(PLACEHOLDER_HOUSE.groundFloorArea),
    unit: 'm²',
    limit: LIMITS.groundFloorArea,
    help: 'Floor area of the ground storey',
    decimals: 2,
  },
  {
    name: 'firstFloorArea',
    label: 'First Floor Area (m²)',
    placeholder: String(FIRST_FLOOR_PLACEHOLDER),
    unit: 'm²',
    limit: LIMITS.floorArea,
    help: 'Floor area of the upper storey; 0 for a single storey',
    decimals: 2,
  },
  {
    name: 'ceilingHeight',
    label: 'Ceiling Height',
    placeholder: String(PLACEHOLDER_HOUSE.ceilingHeight),
    unit: 'm',
    limit: LIMITS.ceilingHeight,
    help: 'Floor to ceiling, both storeys',
    decimals: 3,
  },
  {
    name: 'windowArea',
    label: 'Window % Area',
    placeholder: String(PLACEHOLDER_HOUSE.windowArea),
    unit: '%',
    limit: LIMITS.windowPercent,
    help: 'Share of the external wall that is window',
    decimals: 2,
  },
];

const range = (l: Limit) =>
  l.minExclusive
    ? `more than ${formatNumber(l.min, 0)} and up to ${formatNumber(l.max, 0)} ${l.unit}`
    : `${formatNumber(l.min, 0)}–${formatNumber(l.max, 0)} ${l.unit}`;

/** Each geometry field's description: what it is, then the range it accepts. */
const NUMBER_FIELDS = NUMBERS.map(({ help, ...n }) => ({ ...n, description: `${help}, ${range(n.limit)}.` }));

/** Ground Floor Area, First Floor Area, Ceiling Height and Window % Area. */
export function GeometryFields({ control }: { control: DwellingControl }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      {NUMBER_FIELDS.map((n) => (
        <FormNumberInput key={n.name} control={control} {...n} />
      ))}
    </SimpleGrid>
  );
}

/** The nine choices, as dropdowns that cannot be cleared (spec section 5). */
export function ChoiceFields({ control }: { control: DwellingControl }) {
  // One column while the form shares the row with the results (md–xl): two would misalign under uneven descriptions.
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 1, xl: 2 }} spacing="md">
      {CHOICE_SELECTS.map((s) => (
        <FormSelect
          key={s.field}
          control={control}
          name={s.field}
          label={s.label}
          description={s.description}
          data={selectData(s.field)}
        />
      ))}
    </SimpleGrid>
  );
}

/** Brickworks "net of offsets": an accounting claim, not a physical reduction, so it is opt-in and labelled (brief 7e). */
export function BrickworksNetField({ control }: { control: DwellingControl }) {
  return (
    <Controller
      control={control}
      name="brickworksNetOfOffsets"
      render={({ field }) => (
        <Switch
          label="Count Brickworks (Carbon Neutral) bricks net of offsets"
          description="Off: their gross manufacturing carbon (the default). On: 0, net of offsets purchased under Climate Active."
          checked={field.value === true}
          onChange={(e) => field.onChange(e.currentTarget.checked)}
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
        />
      )}
    />
  );
}

const SCOPE_CHOICES = [
  { value: 'cold-shell', label: 'Cold shell' },
  { value: 'whole-house', label: 'Whole house' },
] as const;

/**
 * What the estimate counts (issue 51): the cold shell (footings and floors, external walls, windows,
 * roof) or the whole house (adds internal walls, ceilings, ceiling insulation, services and site activity).
 */
export function ScopeField({ value, onChange }: { value: DwellingScope; onChange: (scope: DwellingScope) => void }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="dwelling-scope-label">
        Scope
      </Text>
      <SegmentedControl
        aria-labelledby="dwelling-scope-label"
        data={[...SCOPE_CHOICES]}
        value={value}
        onChange={(v) => onChange(v)}
      />
      <Text size="xs" c="gray.8">
        {value === 'whole-house'
          ? 'Whole house: the cold shell plus internal walls, ceilings, ceiling insulation, a services allowance (NMEFD residential) and site activity.'
          : 'Cold shell: footings and floors, external walls, windows and roof. Published house figures count the whole house.'}
      </Text>
    </Stack>
  );
}
