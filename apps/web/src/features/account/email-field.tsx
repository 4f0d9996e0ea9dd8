import { TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** The account's e-mail address, as the browser can fill it in. */
export function EmailField({ error, ...field }: UseFormRegisterReturn<'email'> & { error: string | undefined }) {
  return <TextInput label="Email" type="email" autoComplete="email" required {...field} error={error} />;
}
