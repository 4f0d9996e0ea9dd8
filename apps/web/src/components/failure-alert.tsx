import { Alert } from '@mantine/core';
import type { ApiError } from '../lib/api-error';

/** Why a form's action failed: red, and read out at once. Nothing when it did not fail. */
export function FailureAlert({ failure, title }: { failure: ApiError | null | undefined; title: string }) {
  if (!failure) return null;
  return (
    <Alert color="red" title={title} role="alert">
      {failure.message}
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
