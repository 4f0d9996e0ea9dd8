import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { toApiError } from './api-error';
import { issuesAllOnFields, showIssuesOnFields, type IssueFields } from './field-issues';

/**
 * A form's request (the mutation, with more): `onSubmit` validates the form (its errors shown on its fields), then sends its
 * valid values. A failed request's field issues go on the form's `fields`; `failure` is the request's
 * failure (worded `failureMessage` when it has no message of its own), and `onFields` says whether
 * every issue of it is shown on a field already (its alert would only repeat them).
 */
export function useFormMutation<T extends FieldValues, V, R>(
  form: UseFormReturn<T, unknown, V>,
  fields: IssueFields<FieldPath<T>>,
  failureMessage: string,
  options: Omit<UseMutationOptions<R, Error, V>, 'onError'>,
) {
  const mutation = useMutation({ ...options, onError: (err) => showIssuesOnFields(form.setError, err, fields) });
  const failure = mutation.error ? toApiError(mutation.error, failureMessage) : null;
  return {
    ...mutation,
    failure,
    onFields: issuesAllOnFields(failure, fields),
    onSubmit: (e?: React.BaseSyntheticEvent) => void form.handleSubmit((values) => mutation.mutate(values))(e),
  };
}
