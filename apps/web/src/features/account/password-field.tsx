import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { Ref } from 'react';

/**
 * Mantine's PasswordInput shows its error but, unlike TextInput, does not mark the input invalid;
 * screen readers need aria-invalid to announce the field as wrong.
 */
export function PasswordField({ ref, ...props }: PasswordInputProps & { ref?: Ref<HTMLInputElement> }) {
  return <PasswordInput ref={ref} aria-invalid={props.error ? true : undefined} {...props} />;
}

/** The password the user has now, as the browser can fill it in. */
export function CurrentPasswordField(props: PasswordInputProps & { ref?: Ref<HTMLInputElement> }) {
  return <PasswordField autoComplete="current-password" required {...props} />;
}
