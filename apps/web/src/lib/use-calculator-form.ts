import {
  useForm,
  useFormState,
  useWatch,
  type DefaultValues,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useDatasetChoice } from './use-dataset-choice';

/**
 * A figures calculator's form (slab, optimizer), validated by its request's contract.
 *
 * Call it in a component that renders only the page under it, memoised, with the form as its prop
 * (`useForm` returns the same object on every render), and read the form there with
 * `useCalculatorFormState`. `useForm` marks the form ready in a layout effect as it mounts, which
 * re-renders the component that called it at once, in the task of the page's first commit: split
 * this way, that re-render stops at the memo instead of taking the whole page with it (on /slab,
 * 352 of the page's components).
 */
export function useCalculatorForm<TForm extends FieldValues & { datasetId?: string | null }, TRequest>(
  schema: z.ZodType<TRequest, TForm>,
  defaults: NoInfer<DefaultValues<TForm>>,
): UseFormReturn<TForm, unknown, TRequest> {
  return useForm<TForm, unknown, TRequest>({ resolver: zodResolver(schema), defaultValues: defaults });
}

/**
 * The form's values as typed, with the dataset they compute on (the one chosen, else the user's,
 * else the default), and its errors: each through the page's own subscription.
 */
export function useCalculatorFormState<TForm extends FieldValues & { datasetId?: string | null }, TRequest>(
  form: UseFormReturn<TForm, unknown, TRequest>,
) {
  const values = useWatch({ control: form.control });
  const { errors } = useFormState({ control: form.control });
  const datasetId = useDatasetChoice(values.datasetId);
  return { values, datasetId, errors };
}
