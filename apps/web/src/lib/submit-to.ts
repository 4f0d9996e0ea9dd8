import type { BaseSyntheticEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * A form's `onSubmit`: validates the form (its errors shown on its fields), then hands its valid
 * values to `mutation`.
 */
export function submitTo<T extends FieldValues, V>(
  form: Pick<UseFormReturn<T, unknown, V>, 'handleSubmit'>,
  mutation: { mutate: (values: V) => void },
) {
  return (e?: BaseSyntheticEvent) => void form.handleSubmit((values) => mutation.mutate(values))(e);
}
