import { Button, Group, Table, Text } from '@mantine/core';
import { PlainNumberInput } from '../../components/plain-number-input';
import { Controller, useFormContext } from 'react-hook-form';
import { PublishedTargetPicker } from './wall-target-picker';
import { WALL_TARGET_PLACEHOLDER } from '@embodied/engine';
import type { WallFormOutput, WallFormValues } from './wall-form';
import type { WallTotals } from './wall-preview';
import { WallFigure } from './wall-figure';
import { kg, percent, perM2 } from './wall-format';
import { ProgressToTarget } from '../../components/progress-to-target';
import { useWorkspace } from '../../lib/workspace';

const TARGET_LABEL_ID = 'wall-target-label';

const progress = (value: number) => <ProgressToTarget percent={value} />;

/** A figure as saved by the server (when it matches the form) and as the browser previews it. */
interface Shown {
  saved: number | null;
  preview: number | null;
}

/** A row of the summary: the figure's name, its whole-wall total (kgCO2e) and its intensity (per m²). */
function FigureRow({
  label,
  total,
  intensity,
  tone = 'neutral',
}: {
  label: string;
  total: Shown;
  intensity: Shown;
  tone?: 'increase' | 'neutral';
}) {
  return (
    <Table.Tr c={tone === 'increase' ? 'red.9' : undefined} data-tone={tone}>
      <Table.Th scope="row">{label}</Table.Th>
      <Table.Td>
        <WallFigure {...total} format={kg} size="sm" />
      </Table.Td>
      <Table.Td>
        <WallFigure {...intensity} format={perM2} size="sm" />
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The summary table (spec section 2): columns Total and CO2/m² (the seed's CO2/m2, with its superscript), the target input with the
 * whole-wall Calculate, the total reduction and the progress to target. `saved` holds the
 * server's figures while they match the form; otherwise the browser's preview shows, marked.
 */
export function WallSummaryTable({
  saved,
  preview,
  pending,
}: {
  saved: WallTotals | null;
  preview: WallTotals | null;
  pending: boolean;
}) {
  const { control } = useFormContext<WallFormValues, unknown, WallFormOutput>();
  // A viewer previews but does not calculate (the server would refuse).
  const canCalculate = useWorkspace().abilities.calculate;
  const pick = (f: (t: WallTotals) => number | null): Shown => ({
    saved: saved ? f(saved) : null,
    preview: preview ? f(preview) : null,
  });
  const reductionPerM2 = (t: WallTotals) => t.intensityA - t.intensityB;
  const increase = (saved ?? preview)?.actualReduction !== undefined && (saved ?? preview)!.actualReduction < 0;
  const sign = increase ? -1 : 1;

  return (
    // Long labels may break anywhere so that the three columns fit a 375 px screen.
    <Table
      withTableBorder
      withColumnBorders
      verticalSpacing="xs"
      fz="sm"
      layout="fixed"
      style={{ overflowWrap: 'anywhere' }}
    >
      <Table.Caption>Figures for the whole wall. Target and intensities are in kgCO2e per m² of wall.</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col" w="34%">
            Figure
          </Table.Th>
          <Table.Th scope="col">Total</Table.Th>
          <Table.Th scope="col">CO2/m²</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        <FigureRow
          label="Option A Embodied Carbon"
          total={pick((t) => t.optionATotal)}
          intensity={pick((t) => t.intensityA)}
        />
        <FigureRow
          label="Option B Embodied Carbon"
          total={pick((t) => t.optionBTotal)}
          intensity={pick((t) => t.intensityB)}
        />
        <Table.Tr>
          <Table.Th scope="row" id={TARGET_LABEL_ID}>
            Target Embodied Carbon (CO2e/m²)
          </Table.Th>
          <Table.Td colSpan={2}>
            <Group gap="xs" align="flex-start" wrap="wrap">
              <Controller
                control={control}
                name="targetReduction"
                render={({ field, fieldState }) => (
                  <PlainNumberInput
                    aria-labelledby={TARGET_LABEL_ID}
                    fieldName="Target Embodied Carbon"
                    example={String(WALL_TARGET_PLACEHOLDER)}
                    decimals={2}
                    required
                    placeholder={String(WALL_TARGET_PLACEHOLDER)}
                    rightSection={
                      <Text size="xs" c="gray.8" pr={4}>
                        kg/m²
                      </Text>
                    }
                    rightSectionWidth={48}
                    w={150}
                    name={field.name}
                    inputRef={field.ref}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                  />
                )}
              />
              <Button type="submit" loading={pending} disabled={!canCalculate} aria-label="Calculate the whole wall">
                Calculate
              </Button>
            </Group>
            <PublishedTargetPicker baseline={(saved ?? preview)?.intensityA ?? null} />
          </Table.Td>
        </Table.Tr>
        {/* Option B emitting more is an increase: named as one, shown as a positive amount, never as a reduction. */}
        <FigureRow
          label={increase ? 'Total Carbon Increase' : 'Total Carbon Reduction'}
          total={pick((t) => sign * t.actualReduction)}
          intensity={pick((t) => sign * reductionPerM2(t))}
          tone={increase ? 'increase' : 'neutral'}
        />
        <Table.Tr>
          <Table.Th scope="row">Progress to Target</Table.Th>
          <Table.Td colSpan={2}>
            <WallFigure {...pick((t) => t.percentageReduction)} format={percent} render={progress} size="sm" />
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
