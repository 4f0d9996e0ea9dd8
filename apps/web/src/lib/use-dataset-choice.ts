import { DEFAULT_DATASET_ID, isDatasetId, type DatasetId } from '@embodied/engine';
import { useCurrentUser } from './use-current-user';

/** The dataset a calculation uses: the one chosen on the form, else the user's, else the default. */
export function useDatasetChoice(chosen: string | null | undefined): DatasetId {
  const user = useCurrentUser();
  return chosen && isDatasetId(chosen) ? chosen : (user.data?.effectiveDataset ?? DEFAULT_DATASET_ID);
}
