import { SNAPSHOT_KIND_LABELS, type ReportInput, type SnapshotFigure } from '@embodied/contracts';
import { numberFormat } from '@embodied/engine';
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

/** An input as entered, with its unit; a blank field shows a dash. */
export function formatInput(input: Pick<ReportInput, 'value' | 'unit'>): string {
  const { value, unit } = input;
  if (value === null) return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const text = typeof value === 'number' ? numberFormat('en-AU', { maximumFractionDigits: 4 }).format(value) : value;
  return unit ? `${text} ${unit}` : text;
}
