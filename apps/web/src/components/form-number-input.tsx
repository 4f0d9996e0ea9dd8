import { Text } from '@mantine/core';
import { PlainNumberInput, type PlainNumberInputProps } from './plain-number-input';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import type { Limit } from '@embodied/engine';

/** A field's name in its messages: its label without the bracketed unit, "Length (m)" → "Length". */
export const fieldNameOf = (label: string) => label.replace(/\s*\([^)]*\)$/, '');

/**
 * A plain number input bound to a react-hook-form field, showing the field's error. An emptied
 * field holds `emptyValue` (undefined unless given); `onValueChange` runs after each change.
 */
export function ControlledNumberInput<T extends FieldValues, TValid extends FieldValues>({
  control,
  name,
  label,
  fieldName = fieldNameOf(label),
  emptyValue,
  onValueChange,
  ...rest
}: Omit<PlainNumberInputProps, 'value' | 'onChange' | 'name' | 'inputRef' | 'onBlur' | 'error' | 'fieldName'> & {
  control: Control<T, unknown, TValid>;
  name: FieldPath<T>;
  label: string;
  fieldName?: string;
  emptyValue?: null;
  onValueChange?: () => void;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <PlainNumberInput
      label={label}
      fieldName={fieldName}
      {...rest}
      name={field.name}
      inputRef={field.ref}
      value={field.value}
      onChange={(v) => {
        field.onChange(v ?? emptyValue);
        onValueChange?.();
      }}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}

interface FormNumberInputProps<T extends FieldValues, TValid extends FieldValues> {
  control: Control<T, unknown, TValid>;
  name: FieldPath<T>;
  label: string;
  description: string;
  placeholder: string;
  /** The unit shown inside the field, e.g. m². */
  unit: string;
  /** Room for the unit, px. */
  unitWidth?: number;
  /** The field's bounds; the schema checks them and words the message. */
  limit: Limit;
  /** Decimals the field accepts (any, when absent). */
  decimals?: number;
}

/**
 * A required number bound to a react-hook-form field (showing the field's error), with its unit
 * inside. What was typed is kept as typed: never clamped, never stripped of characters; text that is
 * not a plain en-AU number is refused under the field, and the schema words every bound.
 */
export function FormNumberInput<T extends FieldValues, TValid extends FieldValues>({
  placeholder,
  unit,
  unitWidth = 40,
  limit: _limit,
  ...field
}: FormNumberInputProps<T, TValid>) {
  return (
    <ControlledNumberInput
      {...field}
      example={placeholder}
      placeholder={placeholder}
      required
      rightSection={
        <Text size="sm" c="gray.7" pr={8} aria-hidden>
          {unit}
        </Text>
      }
      rightSectionWidth={unitWidth}
    />
  );
}
