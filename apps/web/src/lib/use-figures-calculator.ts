import type { DefaultValues, FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import type { SnapshotKind } from '@embodied/contracts';
import { isOneOf, type DatasetId } from '@embodied/engine';
import { useCalculator, type Calculator, type SnapshotReopen } from './use-calculator';
import { useCurrentUser } from './use-current-user';

/** A calculation as the footings and optimizer pages keep it: the request, its figures, the snapshot it became. */
export interface SavedFigures<TRequest, TFigures> {
  readonly request: TRequest;
  readonly figures: TFigures;
  readonly snapshot: number;
  readonly createdAt: string;
}

/**
 * useCalculator for a page whose form is its request (the footings and optimizer pages): the form
 * without a dataset asks with the page's, the saved result is the request with the answer's
 * figures, a server issue lands on the form field of its name, and a reopened snapshot refills the
 * form over its defaults.
 */
export function useFiguresCalculator<
  TForm extends FieldValues,
  TRequest extends { datasetId?: DatasetId | undefined },
  TResponse extends { snapshot: number; createdAt: string },
  TFigures,
  K extends SnapshotKind,
>(options: {
  form: UseFormReturn<TForm, unknown, TRequest>;
  /** The form as a first visit shows it (and Start again returns to). */
  defaults: NoInfer<DefaultValues<TForm>>;
  /** The dataset the page shows when the form names none. */
  datasetId: DatasetId;
  /** The form's fields: a server issue naming one of them shows on it. */
  fields: readonly NoInfer<FieldPath<TForm>>[];
  calculate: (request: TRequest) => Promise<TResponse>;
  figures: (response: TResponse) => TFigures;
  snapshot: Omit<
    SnapshotReopen<TForm, SavedFigures<TRequest, TFigures>, K, SavedFigures<TRequest, TFigures>>,
    'restore'
  >;
}): Calculator<SavedFigures<TRequest, TFigures>, SavedFigures<TRequest, TFigures>> {
  const { form, defaults, datasetId, fields, calculate, figures, snapshot } = options;
  const currentUser = useCurrentUser();
  return useCalculator({
    form,
    draft: { userId: currentUser.data?.id, defaults },
    toRequest: (data): TRequest => ({ ...data, datasetId: data.datasetId ?? datasetId }),
    calculate,
    toSaved: (body, r): SavedFigures<TRequest, TFigures> => ({
      request: body,
      figures: figures(r),
      snapshot: r.snapshot,
      createdAt: r.createdAt,
    }),
    // `customProductIds[2]` lands on the customProductIds field.
    issueField: (path) => {
      const field = path.replace(/\[\d+\]$/, '');
      return isOneOf(fields, field) ? field : undefined;
    },
    snapshot: {
      ...snapshot,
      restore: (saved) => ({ values: { ...defaults, ...saved.request }, saved }),
    },
  });
}
