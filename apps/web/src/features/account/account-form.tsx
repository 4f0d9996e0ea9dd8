import { useEffect, useState, type BaseSyntheticEvent, type ReactNode } from 'react';
import { Button, Group, Stack, Title } from '@mantine/core';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { OutcomeAlert } from '../../components/outcome-alert';
import type { Outcome } from '../../lib/api-error';
import { PRODUCT_NAME } from '../../lib/brand';

/**
 * One of the open account pages (sign in, register, reset): its heading, then what it holds. The
 * tab's title names the page too: a visitor sent here from a signed-in page would otherwise keep
 * that page's title.
 */
export function AccountPage({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · ${PRODUCT_NAME}`;
  }, [title]);
  return (
    <Stack>
      <Title order={1} size="h2">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** An open account page's form: its fields, then one full-width submit button. */
export function AccountForm({
  onSubmit,
  submitting,
  submitLabel,
  children,
}: {
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  submitting: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Stack>
        {children}
        <Button type="submit" loading={submitting} fullWidth>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * A named form of the profile page: its fields, what became of the last save, and the submit
 * button. `save` gets the valid values and says what became of them (null: nothing to report,
 * e.g. when the failure is shown on a field).
 */
export function ProfileForm<T extends FieldValues, TValid extends FieldValues>({
  label,
  form,
  save,
  submitLabel,
  submitDisabled,
  children,
}: {
  label: string;
  form: UseFormReturn<T, unknown, TValid>;
  save: (values: TValid) => Promise<Outcome | null>;
  submitLabel: string;
  submitDisabled?: boolean;
  children: ReactNode;
}) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null);
    setOutcome(await save(values));
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={label}>
      <Stack>
        {children}
        <OutcomeAlert outcome={outcome} />
        <Group>
          <Button type="submit" loading={form.formState.isSubmitting} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
