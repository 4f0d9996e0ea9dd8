import type { ReactNode } from 'react';
import { Group, TextInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import type { OrganisationInput } from '@embodied/contracts';

/** An organisation's name, with the button that sends it beside it (below it, on a narrow screen). */
export function OrganisationNameField({
  form,
  placeholder,
  children,
}: {
  form: UseFormReturn<OrganisationInput>;
  placeholder?: string;
  /** The submit button. */
  children: ReactNode;
}) {
  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      <TextInput
        label="Organisation name"
        placeholder={placeholder}
        required
        autoComplete="organization"
        w={{ base: '100%', xs: 360 }}
        {...form.register('name')}
        error={form.formState.errors.name?.message}
      />
      {children}
    </Group>
  );
}
