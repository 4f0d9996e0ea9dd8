import { Select, type ComboboxData } from '@mantine/core';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface FormSelectProps<T extends FieldValues, TValid extends FieldValues> {
  control: Control<T, unknown, TValid>;
  name: FieldPath<T>;
  label: string;
  description?: string;
  data: ComboboxData;
  /** Marked required (the default); a field that always holds a choice may leave the mark off. */
  required?: boolean;
  /** Type to filter the choices (a long list), saying `nothingFoundMessage` when none is left. */
  searchable?: boolean;
  nothingFoundMessage?: string;
  /** Widest the field grows, px. */
  maw?: number;
}

/** A required dropdown bound to a react-hook-form field, showing the field's error; it cannot be cleared (spec section 5). */
export function FormSelect<T extends FieldValues, TValid extends FieldValues = T>({
  control,
  name,
  label,
  description,
  data,
  required = true,
  searchable,
  nothingFoundMessage,
  maw,
}: FormSelectProps<T, TValid>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          description={description}
          required={required}
          data={data}
          searchable={searchable}
          allowDeselect={false}
          nothingFoundMessage={nothingFoundMessage}
          name={field.name}
          ref={field.ref}
          value={field.value ?? null}
          onChange={(v) => v && field.onChange(v)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          maw={maw}
        />
      )}
    />
  );
}
