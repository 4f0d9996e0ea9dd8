import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { isClimateZone } from '@embodied/engine';
import { ClimateZoneField } from '../../components/climate-zone-field';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import {
  CLIMATE_ZONE_HELP,
  CURRENCIES,
  LOCALES,
  supportedTimeZones,
  updateUserSchema,
  type UpdateUser,
  type User,
  UPDATABLE_USER_FIELDS,
} from '@embodied/contracts';
import { FormDatasetSelect } from '../../components/dataset-select';
import { FormSelect } from '../../components/form-select';
import { failed, succeeded, toApiError, type Outcome } from '../../lib/api-error';
import { showIssuesOnFields } from '../../lib/field-issues';
import { CURRENT_USER_KEY } from '../../lib/use-current-user';
import { userApi } from './account-api';
import { ProfileForm } from './account-form';

const LOCALE_LABELS: Record<(typeof LOCALES)[number], string> = {
  'en-AU': 'English (Australia)',
  'en-NZ': 'English (New Zealand)',
  'en-GB': 'English (United Kingdom)',
  'en-US': 'English (United States)',
};
const CURRENCY_LABELS: Record<(typeof CURRENCIES)[number], string> = { AUD: 'Australian dollar (AUD)' };
/** How the user reads figures: the locale's number and date formats, and the currency of costs. */
const PREFERENCES = [
  {
    name: 'locale',
    label: 'Locale',
    description: 'How numbers and dates are written.',
    data: LOCALES.map((value) => ({ value, label: LOCALE_LABELS[value] })),
  },
] as const;
/** A choice of one is no choice: the Currency setting shows only once a second currency has sourced rates. */
const CURRENCY_CHOICE = {
  name: 'currency',
  label: 'Currency',
  description: 'Cost rates are in AUD, ex GST.',
  data: CURRENCIES.map((value) => ({ value, label: CURRENCY_LABELS[value] })),
} as const;
const offersCurrency = (CURRENCIES as readonly string[]).length > 1;
const FIELDS = UPDATABLE_USER_FIELDS;

/** Every zone the browser knows, Australia's first, each written as people read it ("Australia/Lord Howe"). */
function timeZoneOptions() {
  const zones = supportedTimeZones();
  const item = (zone: string) => ({ value: zone, label: zone.replace(/_/g, ' ') });
  return [
    { group: 'Australia', items: zones.filter((z) => z.startsWith('Australia/')).map(item) },
    { group: 'Elsewhere', items: zones.filter((z) => !z.startsWith('Australia/')).map(item) },
  ];
}
const TIME_ZONE_OPTIONS = timeZoneOptions();

const valuesOf = (user: User): UpdateUser => ({
  displayName: user.displayName,
  organisation: user.organisation,
  locale: user.locale,
  currency: user.currency,
  timeZone: user.timeZone,
  defaultDataset: user.defaultDataset ?? user.effectiveDataset,
  climateZone: user.climateZone,
});

/** Display name, organisation, locale, time zone, currency and the default dataset (PUT /api/user). */
export function ProfileDetailsForm({ user }: { user: User }) {
  const client = useQueryClient();
  const form = useForm<UpdateUser>({ resolver: zodResolver(updateUserSchema), defaultValues: valuesOf(user) });
  const { errors, isDirty } = form.formState;

  const save = async (values: UpdateUser): Promise<Outcome> => {
    try {
      const saved = await userApi.update(values);
      client.setQueryData(CURRENT_USER_KEY, saved);
      form.reset(valuesOf(saved));
      return succeeded('Your profile is saved.');
    } catch (err) {
      const failure = toApiError(err, 'The profile could not be saved. Please try again.');
      showIssuesOnFields(form.setError, failure, FIELDS);
      return failed(failure);
    }
  };

  return (
    <ProfileForm label="Profile details" form={form} save={save} submitLabel="Save profile" submitDisabled={!isDirty}>
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
        {PREFERENCES.map((p) => (
          <FormSelect key={p.name} control={form.control} {...p} required={false} />
        ))}
        <FormSelect
          control={form.control}
          name="timeZone"
          label="Time zone"
          description="Times on PDFs and printed snapshots are shown in it."
          data={TIME_ZONE_OPTIONS}
          required={false}
          searchable
          nothingFoundMessage="No such time zone"
        />
        {offersCurrency ? (
          <FormSelect control={form.control} {...CURRENCY_CHOICE} required={false} />
        ) : (
          <Text size="sm" c="gray.8" mt={{ sm: 'lg' }}>
            Costs are in {CURRENCY_LABELS.AUD}, ex GST: the only currency with sourced cost rates.
          </Text>
        )}
      </SimpleGrid>
      <FormDatasetSelect
        control={form.control}
        name="defaultDataset"
        label="Default carbon dataset"
        fallback={user.effectiveDataset}
      />
      <Controller
        control={form.control}
        name="climateZone"
        render={({ field, fieldState }) => (
          <Stack gap={4}>
            <ClimateZoneField
              value={isClimateZone(field.value) ? field.value : null}
              onChange={(zone) => field.onChange(zone)}
              allowNone
              description={`The zone the slab and optimizer pages start with, and the one a calculation uses when it names none: it sets the underfloor insulation a suspended floor is given. ${CLIMATE_ZONE_HELP}`}
            />
            {fieldState.error?.message && (
              <Text size="sm" c="red.8">
                {fieldState.error.message}
              </Text>
            )}
          </Stack>
        )}
      />
    </ProfileForm>
  );
}
