import { getDataset, reportNotes, type DatasetId, type ReportKind, type ReportNotes } from '@embodied/engine';
import { chosenProducts, useCustomProducts } from './custom-products';

/**
 * A calculator page's printout notes (purpose and limits, scope, data quality, cost basis): the
 * same words the saved snapshot's report gives, built by the engine for the page's kind, dataset
 * and the user EPDs the calculation used, on the day it was saved.
 */
export function useReportNotes(
  kind: ReportKind,
  datasetId: DatasetId,
  productIds: readonly string[] | null | undefined,
  createdAt: string,
  /** What the result counts (issue 51): the page's new results carry A4 and A5. */
  scope: { upfront: boolean; wholeHouse?: boolean; quantities?: string | null } = { upfront: true },
): ReportNotes {
  const products = useCustomProducts();
  const dataset = getDataset(datasetId);
  return reportNotes(
    kind,
    {
      dataset,
      version: dataset.version,
      products: chosenProducts(productIds, products.data?.items),
      day: createdAt.slice(0, 10),
    },
    scope,
  );
}
