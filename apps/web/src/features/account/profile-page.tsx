import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { PageLoader } from '../../components/page-loader';
import { useCurrentUser } from '../../lib/use-current-user';
import { useUserTime } from '../../lib/use-user-time';
import { ApiTokensCard } from './api-tokens-card';
import { AvatarCard } from './avatar-card';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountCard, DownloadDataCard } from './my-data-section';
import { ProfileDetailsForm } from './profile-details-form';
import { LoadFailedAlert } from '../../components/failure-alert';
import { SectionCard } from '../../components/section-card';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <SectionCard roomy aria-label={title}>
      <Stack>
        <Title order={2} size="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </SectionCard>
  );
}

/** /profile: details, avatar, password, API tokens, my data, and deleting the account. */
export function ProfilePage() {
  const user = useCurrentUser();
  const time = useUserTime();
  if (user.isPending) return <PageLoader />;
  if (user.isError) {
    return <LoadFailedAlert title="Your profile could not be loaded" error={user.error} onRetry={user.refetch} />;
  }
  const me = user.data;
  return (
    <Stack maw={860} mx="auto" gap="lg">
      <Text size="sm" c="gray.8">
        Signed in as <strong>{me.email}</strong> · member since {time(me.createdAt)}
      </Text>
      <Section title="Your details">
        <ProfileDetailsForm user={me} />
      </Section>
      <Section title="Avatar">
        <AvatarCard user={me} />
      </Section>
      <Section title="Password">
        {me.hasPassword ? (
          <ChangePasswordForm />
        ) : (
          <Text size="sm">
            You sign in through your organisation’s account, so there is no password here to change. To add one, use
            ‘Forgot password’ on the sign-in page.
          </Text>
        )}
      </Section>
      <Section title="API tokens">
        <ApiTokensCard />
      </Section>
      <Section title="Your data">
        <DownloadDataCard />
        <DeleteAccountCard user={me} />
      </Section>
    </Stack>
  );
}
