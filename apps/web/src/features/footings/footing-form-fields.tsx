import { Box, Group, Input, SimpleGrid, Slider, Text } from '@mantine/core';
import { FormNumberInput } from '../../components/form-number-input';
import { FormSelect } from '../../components/form-select';
import { Controller, type Control } from 'react-hook-form';
import type { CalculateFootingRequest, FootingFormInput } from '@embodied/contracts';
import {
  COMPLEXITY_VALUES,
  FOOTING_SYSTEM_KEYS,
  FOOTING_SYSTEMS,
  LIMITS,
  LOW_CARBON_CONCRETE_KEYS,
  type LowCarbonConcreteKey,
} from '@embodied/engine';
import { formatNumber } from '../../lib/format';

export type FootingControl = Control<FootingFormInput, unknown, CalculateFootingRequest>;

const SYSTEM_OPTIONS = FOOTING_SYSTEM_KEYS.map((key) => ({ value: key, label: FOOTING_SYSTEMS[key].label }));
/** The two footing systems compared: the usual one and the alternate. */
const COMPARED_SYSTEMS = [
  { name: 'businessAsUsual', label: 'Business as Usual', description: 'Your usual footing; standard concrete.' },
  {
    name: 'alternateFootingSystem',
    label: 'Alternate footing System',
    description: 'The footing you are considering.',
  },
] as const;
/** The seed's option labels (spec section 3). */
export const LOW_CARBON_LABELS: Readonly<Record<LowCarbonConcreteKey, string>> = {
  StandardConcrete: 'Standard Concrete',
  FlyAshSubstitution30: '30% Fly Ash Substitution',
};
const LOW_CARBON_OPTIONS = LOW_CARBON_CONCRETE_KEYS.map((key) => ({ value: key, label: LOW_CARBON_LABELS[key] }));

/** Slab Area, Founding Depth and Factor Of Complexity. */
export function FootingQuantityFields({ control }: { control: FootingControl }) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <FormNumberInput
          control={control}
          name="area"
          label="Slab Area (m²)"
          description={`Plan area, more than 0 and up to ${formatNumber(LIMITS.slabArea.max, 0)} m².`}
          placeholder="100"
          unit="m²"
          limit={LIMITS.slabArea}
        />
        <FormNumberInput
          control={control}
          name="depth"
          label="Founding Depth (mm)"
          description={`Below natural ground, 0–${formatNumber(LIMITS.depthMm.max, 0)} mm.`}
          placeholder="700"
          unit="mm"
          unitWidth={44}
          limit={LIMITS.depthMm}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name="complexity"
        render={({ field, fieldState }) => {
          const value = typeof field.value === 'number' ? field.value : 0;
          return (
            <Box>
              <Group justify="space-between" gap="xs">
                <Input.Label id="complexity-label" required>
                  Factor Of Complexity
                </Input.Label>
                <Text size="sm" fw={700} aria-hidden>
                  {value} % · quantities × {formatNumber(1 + value / 100, 2)}
                </Text>
              </Group>
              <Input.Description id="complexity-help" mb={6}>
                An allowance for a complex plan or site: every material quantity of both systems is multiplied by 1 +
                c/100. Pile, pier and stump counts do not change.
              </Input.Description>
              <Slider
                min={0}
                max={COMPLEXITY_VALUES[COMPLEXITY_VALUES.length - 1]}
                step={5}
                value={value}
                onChange={field.onChange}
                marks={COMPLEXITY_VALUES.map((v) => ({ value: v, label: `${v} %` }))}
                label={(v) => `${v} %`}
                thumbLabel="Factor Of Complexity"
                thumbValueText={(v) => `${v} %, quantities multiplied by ${formatNumber(1 + v / 100, 2)}`}
                thumbProps={{ 'aria-describedby': 'complexity-help', onBlur: field.onBlur }}
                mx={6}
                mb={28}
              />
              {fieldState.error?.message && <Input.Error>{fieldState.error.message}</Input.Error>}
            </Box>
          );
        }}
      />
    </>
  );
}

/** Business as Usual, Alternate footing System and Change to Low Carbon Concrete. */
export function FootingSystemFields({ control }: { control: FootingControl }) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {COMPARED_SYSTEMS.map((s) => (
          <FormSelect key={s.name} control={control} {...s} data={SYSTEM_OPTIONS} />
        ))}
      </SimpleGrid>
      <FormSelect
        control={control}
        name="lowCarbonConcrete"
        label="Change to Low Carbon Concrete"
        description="30% Fly Ash Substitution replaces the alternate system's in-situ concrete (slab, beams, blinding, piers, stump holes) with 30 % fly-ash concrete, about a quarter less carbon per m³. Business as usual always uses standard concrete, and precast stumps are unchanged."
        data={LOW_CARBON_OPTIONS}
      />
    </>
  );
}
