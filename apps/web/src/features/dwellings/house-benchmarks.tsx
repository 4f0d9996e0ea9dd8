import { Stack, Text } from '@mantine/core';
import { HOUSE_BENCHMARKS } from '@embodied/engine';
import { useFormats } from './dwelling-format';

/**
 * The estimate's kgCO2e per m² of floor beside published whole-house figures, for context: they
 * count more of the house than the cold shell, so the page says what is and is not comparable.
 */
export function HouseBenchmarks({ perM2 }: { perM2: number }) {
  const f = useFormats();
  return (
    <Stack gap={4} role="group" aria-label="Against published house figures">
      <Text size="sm" fw={600}>
        Against published house figures
      </Text>
      {HOUSE_BENCHMARKS.map((b) => (
        <Text size="sm" key={b.id}>
          {b.label}: {f.number(b.value)}
          {b.max === undefined ? '' : `–${f.number(b.max)}`} {b.unit}. Its scope: {b.parts}, {b.modules}. This estimate:{' '}
          {f.number(perM2)} kgCO2e/m² for the cold shell only (footings and floors, external walls, windows, roof) at
          A1–A3. {b.scopeNote}
        </Text>
      ))}
    </Stack>
  );
}
