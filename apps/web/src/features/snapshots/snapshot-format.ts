import { isProgressFigure, progressForPeople, SNAPSHOT_KIND_LABELS, type SnapshotFigure } from '@embodied/contracts';
import { getDataset, isDatasetId } from '@embodied/engine';
import { formatCarbon, formatIntensity, formatMoney, formatPercent } from '../../lib/format';

export const KIND_LABELS = SNAPSHOT_KIND_LABELS;

/** A dataset by the name people know it by ("AU conservative (NMEFD v2025.1 Default)"), not its id. */
export const datasetName = (id: string) => (isDatasetId(id) ? getDataset(id).label : id);

/**
 * A result figure with its unit, as the calculator page shows it; Progress to Target in words
 * ("Target exceeded: 297.00 % of the reduction needed").
 */
export function formatFigure(f: Pick<SnapshotFigure, 'value' | 'unit' | 'decimals'> & { key?: string }): string {
  if (isProgressFigure(f.key)) return progressForPeople(f.value, f.decimals).text;
  switch (f.unit) {
    case 'kgCO2e':
      return formatCarbon(f.value, f.decimals);
    case 'kgCO2e/m²':
      return formatIntensity(f.value, f.decimals);
    case '%':
      return formatPercent(f.value, f.decimals);
    // Every cost is an estimate (engine COST_BASIS), said next to the number.
    case 'AUD':
      return `${formatMoney(f.value)} (estimate)`;
    case 'AUD/m²':
      return `${formatMoney(f.value)}/m² (estimate)`;
  }
}
