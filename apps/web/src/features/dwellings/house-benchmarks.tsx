import { Stack, Text } from '@mantine/core';
import type { DwellingUpfrontBody } from '@embodied/contracts';
import { benchmarkFits, HOUSE_BENCHMARKS } from '@embodied/engine';
import { useFormats } from './dwelling-format';

/**
 * Published house figures beside the estimate, only where they count the same scope and modules
 * (issue 51): the whole-house figure at A1–A5 is set beside them; the cold shell is not, and the
 * page says how to get a comparable figure.
 */
export function HouseBenchmarks({ upfront }: { upfront: DwellingUpfrontBody | undefined }) {
  const f = useFormats();
  const scope = upfront?.scope ?? 'cold-shell';
  return (
    <Stack gap={4} role="group" aria-label="Against published house figures">
      <Text size="sm" fw={600}>
        Against published house figures
      </Text>
      {HOUSE_BENCHMARKS.map((b) => {
        const published = `${b.label}: ${f.number(b.value)}${b.max === undefined ? '' : `–${f.number(b.max)}`} ${b.unit}. Its scope: ${b.parts}, ${b.modules}.`;
        return upfront && benchmarkFits(b, scope, 'A1-A5') ? (
          <Text size="sm" key={b.id}>
            {published} This estimate, whole house at A1–A5: {f.number(upfront.perM2.a1a5, 1)} kgCO2e/m² of floor (
            {f.number(upfront.perM2.a1a3, 1)} kgCO2e/m² at A1–A3). {b.scopeNote}
          </Text>
        ) : (
          <Text size="sm" key={b.id}>
            {published} It is not set beside this estimate, which counts{' '}
            {scope === 'cold-shell' ? 'the cold shell only' : 'another scope'}: choose the whole-house scope to compare
            with it.
          </Text>
        );
      })}
    </Stack>
  );
}
