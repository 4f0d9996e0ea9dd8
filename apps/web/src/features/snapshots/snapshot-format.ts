import { SNAPSHOT_KIND_LABELS, type SnapshotFigure } from '@embodied/contracts';
import { formatCarbon, formatIntensity, formatMoney, formatPercent } from '../../lib/format';

export const KIND_LABELS = SNAPSHOT_KIND_LABELS;

/** A result figure with its unit, as the calculator page shows it. */
export function formatFigure(f: Pick<SnapshotFigure, 'value' | 'unit' | 'decimals'>): string {
  switch (f.unit) {
    case 'kgCO2e':
      return formatCarbon(f.value, f.decimals);
    case 'kgCO2e/m²':
      return formatIntensity(f.value, f.decimals);
    case '%':
      return formatPercent(f.value, f.decimals);
    case 'AUD':
      return formatMoney(f.value);
    case 'AUD/m²':
      return `${formatMoney(f.value)}/m²`;
  }
}
