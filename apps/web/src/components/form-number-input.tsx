import { NumberInput, Text } from '@mantine/core';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import type { Limit } from '@embodied/engine';

/** A number field's text as a form value: empty or unreadable text is "missing", so the schema says so. */
export function toNumber(value: number | string): number | undefined {
  if (typeof value === 'number') return value;
  const n = Number(value);
  return value.trim() === '' || !Number.isFinite(n) ? undefined : n;
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
  /** The bounds the browser offers; the schema checks them and words the message. */
  limit: Limit;
  /** Decimals the field accepts (any, when absent). */
  decimals?: number;
}

/**
 * A required number bound to a react-hook-form field (showing the field's error), with its unit inside: thousands separated,
 * never clamped (an out-of-range number stays as typed, and the schema explains what is wrong).
 */
export function FormNumberInput<T extends FieldValues, TValid extends FieldValues>({
  control,
  name,
  label,
  description,
  placeholder,
  unit,
  unitWidth = 40,
  limit,
  decimals,
}: FormNumberInputProps<T, TValid>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value: unknown = field.value;
        return (
          <NumberInput
            label={label}
            description={description}
            placeholder={placeholder}
            required
            min={limit.min}
            max={limit.max}
            decimalScale={decimals}
            clampBehavior="none"
            thousandSeparator=","
            hideControls
            rightSection={
              <Text size="sm" c="gray.7" pr={8} aria-hidden>
                {unit}
              </Text>
            }
            rightSectionWidth={unitWidth}
            name={field.name}
            ref={field.ref}
            value={typeof value === 'number' || typeof value === 'string' ? value : ''}
            onChange={(v) => field.onChange(toNumber(v))}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        );
      }}
    />
  );
}
