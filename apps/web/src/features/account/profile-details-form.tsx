import { useState } from 'react';
import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { CURRENCIES, LOCALES, updateUserSchema, type UpdateUser, type User } from '@embodied/contracts';
import { DatasetSelect } from '../../components/dataset-select';
import { OutcomeAlert } from '../../components/outcome-alert';
import { failed, succeeded, toApiError, type Outcome } from '../../lib/api-error';
import { CURRENT_USER_KEY } from '../../lib/use-current-user';
import { userApi } from './account-api';

const LOCALE_LABELS: Record<(typeof LOCALES)[number], string> = {
  'en-AU': 'English (Australia)',
  'en-NZ': 'English (New Zealand)',
  'en-GB': 'English (United Kingdom)',
  'en-US': 'English (United States)',
};
const CURRENCY_LABELS: Record<(typeof CURRENCIES)[number], string> = { AUD: 'Australian dollar (AUD)' };
const FIELDS = ['displayName', 'organisation', 'locale', 'currency', 'defaultDataset'] as const;

const valuesOf = (user: User): UpdateUser => ({
  displayName: user.displayName,
  organisation: user.organisation,
  locale: user.locale,
  currency: user.currency,
  defaultDataset: user.defaultDataset ?? user.effectiveDataset,
});

/** Display name, organisation, locale, currency and the default dataset (PUT /api/user). */
export function ProfileDetailsForm({ user }: { user: User }) {
  const client = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useForm<UpdateUser>({ resolver: zodResolver(updateUserSchema), defaultValues: valuesOf(user) });
  const { errors, isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const saved = await userApi.update(values);
      client.setQueryData(CURRENT_USER_KEY, saved);
      form.reset(valuesOf(saved));
      setOutcome(succeeded('Your profile is saved.'));
    } catch (err) {
      const failure = toApiError(err, 'The profile could not be saved. Please try again.');
      for (const issue of failure.issues) {
        const field = FIELDS.find((f) => f === issue.path);
        if (field) form.setError(field, { message: issue.message });
      }
      setOutcome(failed(failure));
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Profile details">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Display name"
            autoComplete="name"
            {...form.register('displayName')}
            error={errors.displayName?.message}
          />
          <TextInput
            label="Organisation"
            autoComplete="organization"
            {...form.register('organisation')}
            error={errors.organisation?.message}
          />
          <Controller
            control={form.control}
            name="locale"
            render={({ field }) => (
              <Select
                label="Locale"
                description="How numbers and dates are written."
                data={LOCALES.map((value) => ({ value, label: LOCALE_LABELS[value] }))}
                value={field.value}
                onChange={(v) => v && field.onChange(v)}
                allowDeselect={false}
                error={errors.locale?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="currency"
            render={({ field }) => (
              <Select
                label="Currency"
                description="Cost rates are in AUD, ex GST."
                data={CURRENCIES.map((value) => ({ value, label: CURRENCY_LABELS[value] }))}
                value={field.value}
                onChange={(v) => v && field.onChange(v)}
                allowDeselect={false}
                error={errors.currency?.message}
              />
            )}
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="defaultDataset"
          render={({ field }) => (
            <DatasetSelect
              label="Default carbon dataset"
              value={field.value ?? user.effectiveDataset}
              onChange={field.onChange}
            />
          )}
        />
        <OutcomeAlert outcome={outcome} />
        <Group>
          <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
            Save profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
