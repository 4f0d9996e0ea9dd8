import { Alert, Button, Text } from '@mantine/core';
import type { ApiError } from '../lib/api-error';
import { isRetryable } from '../lib/api-client';

/**
 * Why a form's action failed: red, and read out at once. Nothing when it did not fail. With
 * `retry`, a failure a second try may cure (no answer in time, no connection) offers "Try again",
 * which submits the form it is in once more.
 */
export function FailureAlert({
  failure,
  title,
  retry = false,
}: {
  failure: ApiError | null | undefined;
  title: string;
  retry?: boolean;
}) {
  if (!failure) return null;
  return (
    <Alert color="red" title={title} role="alert">
      {failure.message}
      {retry && isRetryable(failure) && (
        <Button type="submit" variant="white" color="red" size="xs" mt="xs" display="block">
          Try again
        </Button>
      )}
    </Alert>
  );
}

/** Why a request failed, with every issue the server named ("path: message"). Nothing when it did not fail. */
export function IssuesAlert({ failure, title }: { failure: ApiError | null | undefined; title: string }) {
  if (!failure) return null;
  return (
    <Alert color="red" title={title}>
      {failure.message}
      {failure.issues.length > 0 && (
        <ul>
          {failure.issues.map((i) => (
            <li key={i.path}>
              {i.path}: {i.message}
            </li>
          ))}
        </ul>
      )}
    </Alert>
  );
}

/**
 * Why something the page shows could not be loaded, with "Try again" (which asks once more): red, and
 * read out at once.
 */
export function LoadFailedAlert({ title, error, onRetry }: { title: string; error: Error; onRetry: () => unknown }) {
  return (
    <Alert color="red" role="alert" title={title}>
      <Text size="sm">{error.message}</Text>
      <Button mt="sm" size="xs" variant="light" onClick={() => void onRetry()}>
        Try again
      </Button>
    </Alert>
  );
}
