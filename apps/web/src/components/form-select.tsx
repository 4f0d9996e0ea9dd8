import { Select, type ComboboxData } from '@mantine/core';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

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
  required = true,
  ...select
}: FormSelectProps<T, TValid>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Select
      {...select}
      required={required}
      allowDeselect={false}
      name={field.name}
      ref={field.ref}
      value={field.value ?? null}
      onChange={(v) => v && field.onChange(v)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
