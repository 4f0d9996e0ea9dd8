import { Select } from '@mantine/core';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { isDatasetId, listDatasets, type DatasetId } from '@embodied/engine';

const OPTIONS = listDatasets().map((d) => ({ value: d.id, label: d.label }));

/** The "basis" switch: which dataset a calculation uses (brief section 3). */
export function DatasetSelect({
  value,
  onChange,
  label = 'Carbon dataset',
}: {
  value: DatasetId;
  onChange: (id: DatasetId) => void;
  label?: string;
}) {
  const summary = listDatasets().find((d) => d.id === value);
  return (
    <Select
      label={label}
      description={summary?.description}
      data={OPTIONS}
      value={value}
      allowDeselect={false}
      onChange={(v) => v && onChange(v)}
      maw={420}
    />
  );
}

/**
 * The dataset switch bound to a react-hook-form field. `fallback` shows while the field holds no
 * dataset; `onPick` runs after the user picks one.
 */
export function FormDatasetSelect<T extends FieldValues, TValid extends FieldValues>({
  control,
  name,
  label,
  fallback,
  onPick,
}: {
  control: Control<T, unknown, TValid>;
  name: FieldPath<T>;
  label?: string;
  fallback: DatasetId;
  onPick?: (id: DatasetId) => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DatasetSelect
          label={label}
          value={isDatasetId(field.value) ? field.value : fallback}
          onChange={(id) => {
            field.onChange(id);
            onPick?.(id);
          }}
        />
      )}
    />
  );
}
