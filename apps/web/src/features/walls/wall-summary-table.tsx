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

/** Progress to Target: at A1–A5 with the A1–A3 progress under it, or at A1–A3 alone (a snapshot saved before). */
function ProgressRows({ pick, atA1A5 }: { pick: (f: (t: WallTotals) => number | null) => Shown; atA1A5: boolean }) {
  return (
    <>
      <Table.Tr>
        <Table.Th scope="row">{`Progress to Target${atA1A5 ? ' at A1–A5' : ''}`}</Table.Th>
        <Table.Td colSpan={2}>
          <WallFigure
            {...pick((t) => (atA1A5 ? (t.upfront?.progressPercent ?? null) : t.percentageReduction))}
            format={percent}
            render={progress}
            size="sm"
          />
        </Table.Td>
      </Table.Tr>
      {atA1A5 && (
        <Table.Tr>
          <Table.Th scope="row">Progress to Target at A1–A3</Table.Th>
          <Table.Td colSpan={2}>
            <WallFigure {...pick((t) => t.percentageReduction)} format={percent} render={progress} size="sm" />
          </Table.Td>
        </Table.Tr>
      )}
    </>
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
  // The comparison is made at A1–A5 where the figures carry their modules (issue 51), else at A1–A3 as saved.
  const shown = saved ?? preview;
  const atA1A5 = !!shown?.upfront;
  const totalA = (t: WallTotals) => t.upfront?.optionA.a1a5 ?? t.optionATotal;
  const totalB = (t: WallTotals) => t.upfront?.optionB.a1a5 ?? t.optionBTotal;
  const perM2A = (t: WallTotals) => t.upfront?.intensityA ?? t.intensityA;
  const perM2B = (t: WallTotals) => t.upfront?.intensityB ?? t.intensityB;
  const reduction = (t: WallTotals) => t.upfront?.reduction.a1a5 ?? t.actualReduction;
  const increase = !!shown && reduction(shown) < 0;
  const sign = increase ? -1 : 1;
  const at = atA1A5 ? ' at A1–A5' : '';
  // Progress at A1–A5 where the figures carry it (a snapshot saved before it has the A1–A3 progress only).
  const progressAtA1A5 = shown?.upfront?.progressPercent !== undefined;

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
      <Table.Caption>
        Figures for the whole wall. Target and intensities are in kgCO2e per m² of wall.
        {atA1A5 &&
          (progressAtA1A5
            ? ' Options A and B, the reduction and Progress to Target are upfront carbon, A1–A5 (with transport to site and construction waste); the progress at A1–A3 (product stage only) is shown under it, and each location shows its A1–A3.'
            : ' Options A and B and the reduction are upfront carbon, A1–A5 (with transport to site and construction waste); Progress to Target is worked out from the A1–A3 intensities, as this snapshot saved it, and each location shows its A1–A3.')}
      </Table.Caption>
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
        <FigureRow label={`Option A Embodied Carbon${at}`} total={pick(totalA)} intensity={pick(perM2A)} />
        <FigureRow label={`Option B Embodied Carbon${at}`} total={pick(totalB)} intensity={pick(perM2B)} />
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
            <PublishedTargetPicker baseline={shown ? perM2A(shown) : null} modules={atA1A5 ? 'A1–A5' : 'A1–A3'} />
          </Table.Td>
        </Table.Tr>
        {/* Option B emitting more is an increase: named as one, shown as a positive amount, never as a reduction. */}
        <FigureRow
          label={`${increase ? 'Total Carbon Increase' : 'Total Carbon Reduction'}${at}`}
          total={pick((t) => sign * reduction(t))}
          intensity={pick((t) => sign * (perM2A(t) - perM2B(t)))}
          tone={increase ? 'increase' : 'neutral'}
        />
        <ProgressRows pick={pick} atA1A5={progressAtA1A5} />
      </Table.Tbody>
    </Table>
  );
}
