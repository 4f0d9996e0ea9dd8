import type { FieldIssue } from '@embodied/contracts';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { toApiError, type ApiError } from './api-error';

/**
 * Which field of a form an issue's path (the server's name for the field, as the request sent it)
 * belongs to: the form's own field names, when they are the request's, or a function for a form
 * whose names differ (undefined for a path the form has no field for).
 */
export type IssueFields<F extends string> = readonly F[] | ((path: string) => F | undefined);

function fieldOf<F extends string>(path: string, fields: IssueFields<F>): F | undefined {
  if (typeof fields === 'function') return fields(path);
  return fields.find((field) => field === path);
}

/** The server's first message for each field of the form; issues on other paths are left out. */
export function issuesByField<F extends string>(
  issues: readonly FieldIssue[],
  fields: IssueFields<F>,
): Partial<Record<F, string>> {
  const messages: Partial<Record<F, string>> = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path, fields);
    if (field !== undefined) messages[field] ??= issue.message;
  }
  return messages;
}

/**
 * Shows a failed request's field issues (a 400 names the field and the rule) on the form's fields,
 * one message each; issues on other paths stay with the failure, for its alert.
 */
export function showIssuesOnFields<T extends FieldValues>(
  setError: UseFormSetError<T>,
  err: unknown,
  fields: IssueFields<FieldPath<T>>,
): void {
  const messages = issuesByField(toApiError(err).issues, fields);
  for (const field of Object.keys(messages) as FieldPath<T>[]) {
    setError(field, { type: 'server', message: messages[field] });
  }
}

/**
 * Whether every issue of the failure is shown on a field of the form: then its alert would only
 * repeat them, and is left out.
 */
export function issuesAllOnFields(failure: ApiError | null | undefined, fields: IssueFields<string>): boolean {
  return (
    !!failure && failure.issues.length > 0 && failure.issues.every((issue) => fieldOf(issue.path, fields) !== undefined)
  );
}
