import { useForm, useWatch, type DefaultValues, type FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useDatasetChoice } from './use-dataset-choice';

/**
 * A figures calculator's form (slab, optimizer): validated by its request's contract, watched as it
 * is typed, with the dataset it computes on (the one chosen, else the user's, else the default).
 */
export function useCalculatorForm<TForm extends FieldValues & { datasetId?: string | null }, TRequest>(
  schema: z.ZodType<TRequest, TForm>,
  defaults: NoInfer<DefaultValues<TForm>>,
) {
  const form = useForm<TForm, unknown, TRequest>({ resolver: zodResolver(schema), defaultValues: defaults });
  const values = useWatch({ control: form.control });
  const datasetId = useDatasetChoice(values.datasetId);
  return { form, values, datasetId };
}
