import { createElement, memo, type ComponentType } from 'react';
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

type CalculatorFormValues = FieldValues & { datasetId?: string | null };

/**
 * A figures calculator's page (slab, optimizer): a component that holds the form, validated by its
 * request's contract, and renders only `Calculator`, memoised, with the form as its prop. The
 * calculator reads the form with `useCalculatorFormState`.
 *
 * Why two components: `useForm` marks the form ready in a layout effect as it mounts, which
 * re-renders the component that called it at once, in the task of the page's first commit. It
 * returns the same object on every render, so that re-render stops at the memo instead of taking the
 * whole page with it (on /slab, 352 of the page's components; docs/decisions/020-first-render.md).
 */
export function calculatorPage<TForm extends CalculatorFormValues, TRequest>(
  schema: z.ZodType<TRequest, TForm>,
  defaults: NoInfer<DefaultValues<TForm>>,
  Calculator: ComponentType<{ form: UseFormReturn<TForm, unknown, TRequest> }>,
): ComponentType {
  const Page = memo(Calculator);
  return function CalculatorPage() {
    const form = useForm<TForm, unknown, TRequest>({ resolver: zodResolver(schema), defaultValues: defaults });
    return createElement(Page, { form });
  };
}

/**
 * The form's values as typed, with the dataset they compute on (the one chosen, else the user's,
 * else the default), and its errors: each through the page's own subscription.
 */
export function useCalculatorFormState<TForm extends CalculatorFormValues, TRequest>(
  form: UseFormReturn<TForm, unknown, TRequest>,
) {
  const values = useWatch({ control: form.control });
  const { errors } = useFormState({ control: form.control });
  const datasetId = useDatasetChoice(values.datasetId);
  return { values, datasetId, errors };
}
