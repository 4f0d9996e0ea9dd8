import { useId } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { SectionCard } from '../../components/section-card';
import { ControlledNumberInput } from '../../components/form-number-input';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { wallTypeFactor, type ClimateZone, type DatasetId } from '@embodied/engine';
import type { UsedCustomProduct } from '@embodied/contracts';
import { validWallType, type WallFormOutput, type WallFormValues } from './wall-form';
import type { LocationFigures } from './wall-preview';
import type { SavedLocation } from './use-wall-calculator';
import { WallFigure } from './wall-figure';
import { WallTypeSelect } from './wall-type-select';
import { kg } from './wall-format';
import { ColderWallFlag, WallOptionThermal } from './wall-thermal';
import { useWorkspace } from '../../lib/workspace';

export interface WallLocationCardProps {
  index: number;
  datasetId: DatasetId;
  /** The chosen custom products (EPDs) that exist: the wall types' figures use them. */
  products: readonly UsedCustomProduct[];
  /** The zone whose NCC wall value each option's R-value is read against. */
  climateZone: ClimateZone;
  preview: LocationFigures;
  saved: SavedLocation | undefined;
  pending: boolean;
  error: string | undefined;
  canRemove: boolean;
  onCalculate: () => void;
  onRemove: () => void;
  /** A changed wall type clears that side's saved value; a changed size clears both. */
  onClear: (side: 'A' | 'B' | 'both') => void;
}

/** Both options' figures, or null while either is missing. */
const pairOf = (a: number | null | undefined, b: number | null | undefined) =>
  a !== null && a !== undefined && b !== null && b !== undefined ? { a, b } : null;

/** The form's name of field `field` of location `index`. */
const locationField = (index: number, field: 'description' | 'length' | 'height' | 'materialA' | 'materialB') =>
  `locations.${index}.${field}` as const;

/** A location's length and height; a change clears both options' saved figures (`onChange`). */
function WallSizeFields({ index, onChange }: { index: number; onChange: () => void }) {
  const { control } = useFormContext<WallFormValues, unknown, WallFormOutput>();
  return (
    <Group grow align="flex-start" gap="sm">
      {(['length', 'height'] as const).map((field) => (
        <ControlledNumberInput
          key={field}
          control={control}
          name={locationField(index, field)}
          label={field === 'length' ? 'Length (m)' : 'Height (m)'}
          example={field === 'length' ? '12' : '2.7'}
          decimals={3}
          placeholder={field === 'length' ? 'e.g. 12' : 'e.g. 2.7'}
          required
          onValueChange={onChange}
        />
      ))}
    </Group>
  );
}

/**
 * One option of a location: its wall type (a change clears that side's saved figure: `onChange`),
 * its carbon (saved, else the preview) and its thermal reading against the zone.
 */
function WallOptionField({
  index,
  side,
  datasetId,
  products,
  climateZone,
  preview,
  saved,
  onChange,
}: Pick<WallLocationCardProps, 'index' | 'datasetId' | 'products' | 'climateZone'> & {
  side: 'A' | 'B';
  preview: number | null | undefined;
  saved: number | null | undefined;
  onChange: () => void;
}) {
  const { control } = useFormContext<WallFormValues, unknown, WallFormOutput>();
  const field = locationField(index, side === 'A' ? 'materialA' : 'materialB');
  const wallType = validWallType(useWatch({ control, name: field }));
  return (
    <div>
      <Controller
        control={control}
        name={field}
        render={({ field: f, fieldState }) => (
          <WallTypeSelect
            label={`Option ${side} wall type`}
            name={f.name}
            value={validWallType(f.value) ?? ''}
            datasetId={datasetId}
            products={products}
            onBlur={f.onBlur}
            onChange={(v) => {
              f.onChange(v);
              onChange();
            }}
            error={fieldState.error?.message}
          />
        )}
      />
      <Text size="sm" mt={4} component="div">
        Option {side}: <WallFigure saved={saved} preview={preview} format={kg} />
      </Text>
      {wallType && <WallOptionThermal wallType={wallType} zone={climateZone} />}
    </div>
  );
}

/** One wall location: its inputs, the two options' figures and the per-location Calculate. */
export function WallLocationCard({
  index,
  datasetId,
  products,
  climateZone,
  preview,
  saved,
  pending,
  error,
  canRemove,
  onCalculate,
  onRemove,
  onClear,
}: WallLocationCardProps) {
  const { control, register, formState } = useFormContext<WallFormValues, unknown, WallFormOutput>();
  const typeA = validWallType(useWatch({ control, name: `locations.${index}.materialA` }));
  const typeB = validWallType(useWatch({ control, name: `locations.${index}.materialB` }));
  const errors = formState.errors.locations?.[index];
  const titleId = useId();
  const n = index + 1;
  // A viewer previews but does not calculate (the server would refuse).
  const canCalculate = useWorkspace().abilities.calculate;

  const savedReduction = saved?.optionA != null && saved.optionB != null ? saved.optionA - saved.optionB : null;
  const previewReduction =
    preview.optionA != null && preview.optionB != null ? preview.optionA - preview.optionB : null;
  // Which option emits less, for the colder-wall flag: the figures the card shows (saved, else the
  // preview); before the size is valid, each wall type's carbon per m² (the same order: both
  // options cover the same area).
  const carbon =
    pairOf(saved?.optionA, saved?.optionB) ??
    pairOf(preview.optionA, preview.optionB) ??
    (typeA && typeB
      ? { a: wallTypeFactor(typeA, datasetId, products).perM2, b: wallTypeFactor(typeB, datasetId, products).perM2 }
      : null);

  // What options A and B are chosen with: this location, the dataset, the user's products and the zone.
  const bothOptions = { index, datasetId, products, climateZone };
  return (
    <SectionCard p="md" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h4" id={titleId}>
            Location {n}
          </Title>
          {canRemove && (
            <Button variant="default" size="compact-sm" onClick={onRemove} aria-label={`Remove location ${n}`}>
              Remove
            </Button>
          )}
        </Group>
        <TextInput
          label="Description"
          placeholder="e.g. North"
          required
          {...register(locationField(index, 'description'))}
          error={errors?.description?.message}
        />
        <WallSizeFields index={index} onChange={() => onClear('both')} />
        {(['A', 'B'] as const).map((side) => (
          <WallOptionField
            key={side}
            side={side}
            {...bothOptions}
            preview={side === 'A' ? preview.optionA : preview.optionB}
            saved={side === 'A' ? saved?.optionA : saved?.optionB}
            onChange={() => onClear(side)}
          />
        ))}
        {typeA && typeB && carbon && (
          <ColderWallFlag a={typeA} b={typeB} zone={climateZone} carbonA={carbon.a} carbonB={carbon.b} />
        )}
        <Group justify="space-between" align="center" gap="xs">
          <Title order={4} size="h5">
            CO2e Comparison (kg)
          </Title>
          <Button
            size="compact-md"
            variant="light"
            onClick={onCalculate}
            loading={pending}
            disabled={!canCalculate}
            aria-label={`Calculate location ${n}`}
          >
            Calculate
          </Button>
        </Group>
        <Text size="sm" component="div">
          Reduction (A − B): <WallFigure saved={savedReduction} preview={previewReduction} format={kg} />
        </Text>
        {error && (
          <Alert color="red" role="alert" title={`Location ${n} was not calculated`}>
            {error}
          </Alert>
        )}
      </Stack>
    </SectionCard>
  );
}
