import { useEffect, useState } from 'react';
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  AVATAR_CONTENT_TYPES,
  AVATAR_MAX_BYTES,
  AVATAR_MAX_MEGAPIXELS,
  AVATAR_MESSAGES,
  AVATAR_SIZE_PX,
  type User,
} from '@embodied/contracts';
import { OutcomeAlert } from '../../components/outcome-alert';
import { ApiError, failed, succeeded, type Outcome } from '../../lib/api-error';
import { CURRENT_USER_KEY } from '../../lib/use-current-user';
import { userApi } from './account-api';

/** A first check in the browser, for a quick answer; the server decides by decoding the file (its refusal is shown as it says it). */
function precheck(file: File): string | null {
  if (file.type === 'image/svg+xml' || /\.svg$/i.test(file.name)) return AVATAR_MESSAGES.svg;
  if (!(AVATAR_CONTENT_TYPES as readonly string[]).includes(file.type)) return AVATAR_MESSAGES.notImage;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_MESSAGES.tooLarge;
  if (file.size === 0) return AVATAR_MESSAGES.empty;
  return null;
}

/** Shows the current avatar; choose an image, see it, then upload it (PUT /api/user/avatar) or remove the current one. */
export function AvatarCard({ user }: { user: User }) {
  const client = useQueryClient();
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const file = chosen?.file ?? null;
  const preview = chosen?.url ?? null;

  // The preview's object URL lives as long as the choice does.
  useEffect(() => {
    if (!chosen) return;
    return () => URL.revokeObjectURL(chosen.url);
  }, [chosen]);

  const setFile = (next: File | null) => setChosen(next ? { file: next, url: URL.createObjectURL(next) } : null);

  const choose = (picked: File | null) => {
    setOutcome(null);
    if (!picked) return setFile(null);
    const problem = precheck(picked);
    if (problem) {
      setFile(null);
      setOutcome(failed(new ApiError(0, 'invalid_request', problem)));
      return;
    }
    setFile(picked);
  };

  const run = async (action: () => Promise<User>, done: string) => {
    setBusy(true);
    setOutcome(null);
    try {
      client.setQueryData(CURRENT_USER_KEY, await action());
      setFile(null);
      setOutcome(succeeded(done));
    } catch (err) {
      setOutcome(failed(err, 'That did not work. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const shown = preview ?? user.avatarUrl;
  return (
    <Stack>
      <Group align="center" wrap="nowrap">
        <Avatar
          src={shown}
          alt={preview ? 'Preview of the new avatar' : user.hasAvatar ? 'Your avatar' : ''}
          size={96}
          radius={48}
          color="forest"
        >
          {user.email.slice(0, 1).toUpperCase()}
        </Avatar>
        <Text size="sm">
          {preview
            ? 'This is how your new avatar will look. Upload it to keep it.'
            : user.hasAvatar
              ? 'Your current avatar.'
              : 'You have no avatar yet.'}
          <br />
          PNG, JPEG or WebP, at most 2 MB and {AVATAR_MAX_MEGAPIXELS} megapixels. It is kept as a {AVATAR_SIZE_PX} ×{' '}
          {AVATAR_SIZE_PX} square, cropped at the centre, without the photo’s metadata (such as its location).
        </Text>
      </Group>
      <OutcomeAlert outcome={outcome} />
      <Group>
        <FileButton onChange={choose} accept={AVATAR_CONTENT_TYPES.join(',')}>
          {(props) => (
            <Button variant="default" {...props}>
              {file ? 'Choose another image' : 'Choose an image'}
            </Button>
          )}
        </FileButton>
        {file && (
          <>
            <Button
              loading={busy}
              onClick={() => void run(() => userApi.uploadAvatar(file), 'Your new avatar is saved.')}
            >
              Upload avatar
            </Button>
            <Button variant="subtle" onClick={() => setFile(null)} disabled={busy}>
              Cancel
            </Button>
          </>
        )}
        {!file && user.hasAvatar && (
          <Button
            variant="subtle"
            color="red"
            loading={busy}
            onClick={() => void run(userApi.removeAvatar, 'Your avatar is removed.')}
          >
            Remove avatar
          </Button>
        )}
      </Group>
    </Stack>
  );
}
