import { useState } from 'react';
import { Select, Stack, Text } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { REDUCTION_TARGETS, targetValue } from '@embodied/engine';
import { formatNumber } from '../../lib/format';
import type { WallFormOutput, WallFormValues } from './wall-form';
import { perM2 } from './wall-format';

const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * Sets the wall target from a published reduction (Green Star's bands, GBCA, ASBEC) applied to
 * option A's intensity, so that the target means something; a typed target still works. Says
 * which target the number came from while it is unchanged. `modules`: what the baseline counts,
 * A1–A5 where the figures have their modules (the basis of Progress to Target, issue 51).
 */
export function PublishedTargetPicker({ baseline, modules }: { baseline: number | null; modules: 'A1–A5' | 'A1–A3' }) {
  const { control, setValue } = useFormContext<WallFormValues, unknown, WallFormOutput>();
  const target = useWatch({ control, name: 'targetReduction' });
  const [picked, setPicked] = useState<{ id: string; value: number } | null>(null);
  const usable = baseline !== null && baseline > 0;
  const current = picked && Number(target) === picked.value ? REDUCTION_TARGETS.find((t) => t.id === picked.id) : null;

  return (
    <Stack gap={4} w="100%">
      <Select
        label="Or use a published target"
        description={
          usable
            ? `Applied to option A’s ${perM2(baseline)} at ${modules}.`
            : 'Choose option A’s wall type and a size first: a published target is a cut from option A.'
        }
        placeholder="Choose a target"
        disabled={!usable}
        size="xs"
        value={current?.id ?? null}
        data={REDUCTION_TARGETS.map((t) => ({
          value: t.id,
          label: usable ? `${t.label}: ${perM2(round2(targetValue(t, baseline)))}` : t.label,
        }))}
        onChange={(id) => {
          const t = REDUCTION_TARGETS.find((x) => x.id === id);
          if (!t || !usable) return;
          const value = round2(targetValue(t, baseline));
          setPicked({ id: t.id, value });
          setValue('targetReduction', value, { shouldDirty: true, shouldValidate: true });
        }}
      />
      {current && (
        <Text size="xs" c="gray.8" role="status">
          Target from {current.name}: {formatNumber(current.value * 100, 0)} % less than option A (
          {current.buildingType}, {current.year}; set for {current.modules}, here applied to option A’s {modules}).
          Source on the methodology page.
        </Text>
      )}
    </Stack>
  );
}
