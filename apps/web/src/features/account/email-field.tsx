import type { Ref } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';

/** The account's e-mail address, as the browser can fill it in. */
export function EmailField(props: Omit<TextInputProps, 'label' | 'type'> & { ref?: Ref<HTMLInputElement> }) {
  return <TextInput label="Email" type="email" autoComplete="email" required {...props} />;
}
