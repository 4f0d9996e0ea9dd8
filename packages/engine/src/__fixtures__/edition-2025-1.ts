/**
 * The brief's worked examples (brief-fixtures.ts) are hand-checked on edition 2025.1 of the
 * datasets. The model tests that reproduce them read that edition through this module:
 *
 *   vi.mock('../datasets/get-dataset', async (original) =>
 *     (await import('../__fixtures__/edition-2025-1')).onEdition2025(await original()));
 *
 * The models are the same code; only the factors are the published edition's. Edition 2026.11's
 * corrections have their own tests (datasets/edition-2026-11.test.ts).
 */
import { AU_CONSERVATIVE_2025_1 } from '../datasets/au-conservative-2025-1';
import { AU_HYBRID_2025_1 } from '../datasets/au-hybrid-2025-1';
import { AU_TYPICAL_2025_1 } from '../datasets/au-typical-2025-1';
import type { DatasetId } from '../datasets/dataset-ids';
import type { Dataset } from '../datasets/dataset-types';
import type * as GetDataset from '../datasets/get-dataset';

const EDITION_2025_1: Readonly<Record<DatasetId, Dataset>> = {
  'au-typical': AU_TYPICAL_2025_1,
  'au-conservative': AU_CONSERVATIVE_2025_1,
  'au-hybrid': AU_HYBRID_2025_1,
};

/** The get-dataset module, answering with edition 2025.1 (ids still checked by the real getDataset). */
export function onEdition2025(actual: typeof GetDataset): typeof GetDataset {
  return {
    ...actual,
    getDataset: (id) => {
      actual.getDataset(id);
      return EDITION_2025_1[id];
    },
  };
}
