import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { Ref } from 'react';

/**
 * Mantine's PasswordInput shows its error but, unlike TextInput, does not mark the input invalid;
 * screen readers need aria-invalid to announce the field as wrong.
 */
export function PasswordField({ ref, ...props }: PasswordInputProps & { ref?: Ref<HTMLInputElement> }) {
  return <PasswordInput ref={ref} aria-invalid={props.error ? true : undefined} {...props} />;
}
