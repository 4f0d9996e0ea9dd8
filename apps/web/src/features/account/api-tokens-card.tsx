import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, NumberInput, Radio, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { ConfirmDialog } from '../../components/confirm-actions';
import { WarningAlert } from '../../components/warning-alert';
import { CopyableText } from '../../components/copyable-text';
import { useDisclosure } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_TOKEN_MAX_DAYS,
  createApiTokenSchema,
  type ApiToken,
  type ApiTokenScope,
  type CreatedApiToken,
} from '@embodied/contracts';
import { api } from '../../lib/api-client';
import { toApiError, type ApiError } from '../../lib/api-error';
import { issuesByField } from '../../lib/field-issues';
import { useUserTime } from '../../lib/use-user-time';
import { useWorkspace } from '../../lib/workspace';
import { ListItemRow } from '../../components/list-item-row';
import { TitledSection } from '../../components/titled-section';

const TOKENS_KEY = ['user', 'api-tokens'] as const;

const SCOPE_LABELS: Record<ApiTokenScope, { label: string; description: string }> = {
  read: {
    label: 'Read',
    description: 'Read your snapshots, their exports and the option lists. Cannot calculate or change anything.',
  },
  'read+calculate': {
    label: 'Read and calculate',
    description: 'Also run the calculators (each Calculate is saved as a snapshot of yours) and recalculate snapshots.',
  },
};

const tokensApi = {
  list: () => api.call('listApiTokens'),
  create: (body: { name: string; scope: ApiTokenScope; expiresInDays: number; organisationId?: string | null }) =>
    api.call('createApiToken', { body }),
  revoke: (id: string) => api.call('revokeApiToken', { params: { id } }),
};

/** The request's fields, each with an input of the form. */
const TOKEN_FIELDS = ['name', 'scope', 'expiresInDays', 'organisationId'] as const;
type FieldErrors = Partial<Record<(typeof TOKEN_FIELDS)[number], string>>;

/** The Select's value for the personal workspace (an organisation's is its id). */
const PERSONAL = 'personal';

/** The secret of a token just made: shown this once, with a copy button and a warning. */
function NewTokenSecret({ token, onDone }: { token: CreatedApiToken; onDone: () => void }) {
  return (
    <WarningAlert title={`Token “${token.name}” created`}>
      <Stack gap="xs">
        <Text size="sm">
          Copy it now: this is the only time it is shown. Keep it secret, like a password; anyone who has it can act
          with its scope as you.
        </Text>
        <Group align="flex-end" gap="xs" wrap="wrap">
          <CopyableText
            label="Your new API token"
            value={token.secret}
            copyLabel="Copy token"
            style={{ flex: '1 1 240px', minWidth: 0 }}
            styles={{ input: { fontFamily: 'monospace' } }}
            data-testid="new-api-token"
          />
        </Group>
        <Group>
          <Button variant="default" size="xs" onClick={onDone}>
            I have copied it
          </Button>
        </Group>
      </Stack>
    </WarningAlert>
  );
}

function TokenRow({ token }: { token: ApiToken }) {
  const time = useUserTime();
  const client = useQueryClient();
  const [opened, { open, close }] = useDisclosure(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const revoke = useMutation({
    mutationFn: () => tokensApi.revoke(token.id),
    onSuccess: async () => {
      close();
      await client.invalidateQueries({ queryKey: TOKENS_KEY });
    },
    onError: (err) => setFailure(toApiError(err, 'The token could not be revoked. Please try again.')),
  });
  const expired = Date.parse(token.expiresAt) <= Date.now();
  return (
    <Stack gap={4} component="li" style={{ listStyle: 'none' }} aria-label={`API token ${token.name}`}>
      <ListItemRow
        name={token.name}
        minWidth={220}
        tags={[
          { label: SCOPE_LABELS[token.scope].label },
          { label: `Acts in: ${token.workspace.name}`, asWritten: true },
        ]}
        expired={expired}
        details={
          <>
            <Text size="sm" c="gray.8">
              Created {time(token.createdAt)} · {expired ? 'expired' : 'expires'} {time(token.expiresAt)}
            </Text>
            <Text size="sm" c="gray.8">
              {token.lastUsedAt ? `Last used ${time(token.lastUsedAt)}` : 'Never used'}
            </Text>
          </>
        }
        actions={
          <Button variant="outline" color="red.9" onClick={open} aria-label={`Revoke ${token.name}`}>
            Revoke
          </Button>
        }
      />
      <ConfirmDialog
        opened={opened}
        onClose={close}
        title={`Revoke “${token.name}”?`}
        failure={failure}
        busy={revoke.isPending}
        onConfirm={() => revoke.mutate()}
        confirmLabel="Revoke token"
      >
        <Text size="sm">
          Anything that uses this token is refused from its next call on. This cannot be undone; you can create a new
          token.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}

/**
 * The New token form (name, workspace, scope, expiry), checked here before it is sent; the secret of
 * the token it made shows below it, once.
 */
function NewTokenForm() {
  const client = useQueryClient();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>('read');
  const [days, setDays] = useState<number | string>(90);
  const workspaces = useWorkspace();
  // The workspace the token acts in, for good: the active one until the user picks another.
  const [picked, setPicked] = useState<string | null>(null);
  const chosen = picked ?? workspaces.active?.organisationId ?? PERSONAL;
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const create = useMutation({
    mutationFn: tokensApi.create,
    onSuccess: async (token) => {
      setCreated(token);
      setName('');
      await client.invalidateQueries({ queryKey: TOKENS_KEY });
    },
    onError: (err) => {
      const error = toApiError(err, 'The token could not be created. Please try again.');
      const fields = issuesByField(error.issues, TOKEN_FIELDS);
      setErrors(fields);
      setFailure(Object.keys(fields).length > 0 ? null : error);
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    setCreated(null);
    const parsed = createApiTokenSchema.safeParse({
      name,
      scope,
      expiresInDays: typeof days === 'number' ? days : NaN,
      organisationId: chosen === PERSONAL ? null : chosen,
    });
    if (!parsed.success) {
      const fields: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]) as keyof FieldErrors;
        fields[key] ??= issue.message;
      }
      setErrors(fields);
      return;
    }
    setErrors({});
    create.mutate(parsed.data);
  };

  return (
    <>
      <form onSubmit={submit} noValidate aria-labelledby="new-token-title">
        <Stack gap="sm">
          <Title order={3} size="h4" id="new-token-title">
            New token
          </Title>
          <TextInput
            label="Name"
            description="What the token is for, e.g. “Nightly export”."
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
            required
            maw={420}
            autoComplete="off"
          />
          <Select
            label="Workspace"
            description="Every call with the token acts here, whichever workspace you choose in the top bar later."
            data={(workspaces.data?.items ?? []).map((w) => ({
              value: w.organisationId ?? PERSONAL,
              label: w.organisationId === null ? `${w.name} (your own)` : w.name,
            }))}
            value={chosen}
            onChange={(v) => setPicked(v)}
            allowDeselect={false}
            error={errors.organisationId}
            required
            maw={420}
          />
          <ScopeChoice scope={scope} onChange={setScope} error={errors.scope} />
          <NumberInput
            label="Expires after (days)"
            description={`From 1 to ${API_TOKEN_MAX_DAYS} days.`}
            value={days}
            onChange={setDays}
            min={1}
            max={API_TOKEN_MAX_DAYS}
            allowDecimal={false}
            allowNegative={false}
            error={errors.expiresInDays}
            required
            maw={220}
          />
          {failure && (
            <Alert color="red" role="alert">
              {failure.message}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={create.isPending}>
              Create token
            </Button>
          </Group>
        </Stack>
      </form>
      {created && <NewTokenSecret token={created} onDone={() => setCreated(null)} />}
    </>
  );
}

/** The token's scope, each choice with what it allows. */
function ScopeChoice({
  scope,
  onChange,
  error,
}: {
  scope: ApiTokenScope;
  onChange: (scope: ApiTokenScope) => void;
  error: string | undefined;
}) {
  return (
    <Radio.Group label="Scope" value={scope} onChange={(v) => onChange(v)} error={error} required>
      <Stack gap="xs" mt={4}>
        {(Object.keys(SCOPE_LABELS) as ApiTokenScope[]).map((value) => (
          <Radio
            key={value}
            value={value}
            label={SCOPE_LABELS[value].label}
            description={SCOPE_LABELS[value].description}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}

/** The user's tokens, with their last use, each with Revoke. */
function TokenList() {
  const tokens = useQuery({ queryKey: TOKENS_KEY, queryFn: tokensApi.list });
  const items = tokens.data?.items ?? [];
  return (
    <TitledSection titleId="your-tokens-title" title="Your tokens" level={3} gap="sm">
      {tokens.isError && (
        <Alert color="red" role="alert">
          Your tokens could not be loaded: {tokens.error.message}
        </Alert>
      )}
      {tokens.isSuccess && items.length === 0 && (
        <Text size="sm" c="gray.8">
          No API tokens yet.
        </Text>
      )}
      {items.length > 0 && (
        <Stack gap="md" component="ul" p={0} m={0}>
          {items.map((token) => (
            <TokenRow key={token.id} token={token} />
          ))}
        </Stack>
      )}
    </TitledSection>
  );
}

/** Personal API tokens: create one (name, scope, expiry), see its secret once, list them with last use, revoke. */
export function ApiTokensCard() {
  return (
    <Stack gap="md">
      <Text size="sm">
        A personal API token lets a script or another tool use Embodied as you, sent as{' '}
        <code>Authorization: Bearer …</code>. It cannot change your account, your profile or your tokens.
      </Text>
      <NewTokenForm />
      <TokenList />
    </Stack>
  );
}
