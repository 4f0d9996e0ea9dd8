import type { CustomProduct } from '../custom-products/custom-products';
import { isProductExpired } from '../custom-products/custom-products';
import type { Dataset } from '../datasets/dataset-types';
import { dateTimeFormat } from '../intl-formats';
import type { ReportText } from './report-kind';

/**
 * Each cited dataset's name and edition as people know it (the name a consultant would look up),
 * by source id. A source not listed here is named by its title and version.
 */
const SOURCE_NAMES: Readonly<Record<string, string>> = {
  NMEFD2025_1:
    'NABERS National Material Emission Factors Database (NMEFD) v2025.1, published 28 April 2025 (NSW Government)',
  ICM2019: 'ICM Database 2019 (UNSW Sydney; Wiedmann, Teh and Yu)',
  EPD_RECLAIMED_BRICK: 'Reclaimed Brick Company EPD (UK), A1–A3, for reclaimed brick',
};

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * A dataset edition as a person reads it: the product's internal release label (`2025.1-brief-1`)
 * becomes "2025.1, release 1"; any other label is shown as it is.
 * @example editionForPeople('2025.1-brief-1') // '2025.1, release 1'
 * @example editionForPeople('2026.11') // 'November 2026'
 */
export function editionForPeople(version: string): string {
  const m = /^(\d{4}\.\d+)-brief-(\d+)$/.exec(version);
  if (m) return `${m[1]}, release ${m[2]}`;
  // Editions since 2026 are named by year and month: '2026.11' is the edition of November 2026. The
  // month's name comes from a list, not Intl: a calculator page says its edition as it first renders,
  // and making a date formatter there costs the page's first paint (decision 020).
  const dated = /^(\d{4})\.(\d{1,2})$/.exec(version);
  const month = dated ? MONTHS[Number(dated[2]) - 1] : undefined;
  if (dated && month) return `${month} ${dated[1]}`;
  return version;
}

/** The datasets a result's factors come from, by name and edition as people know them. */
export function datasetNamesForPeople(sourceIds: readonly string[], titles: ReadonlyMap<string, string>): string[] {
  return sourceIds.map((id) => SOURCE_NAMES[id] ?? titles.get(id) ?? id);
}

/** The user EPD fields a printout states. */
export type ReportProduct = Pick<CustomProduct, 'name' | 'epdNumber' | 'programmeOperator' | 'validUntil'>;

const longDate = (day: string) =>
  dateTimeFormat('en-AU', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/**
 * One user EPD's line: its name, number, programme operator and validity on the day of the result
 * ("valid until 30 June 2029", "expired on …", or "validity not recorded").
 * @example userEpdLine({ name: 'Brick X', epdNumber: 'S-P-1', programmeOperator: 'EPD Australasia', validUntil: '2029-06-30' }, '2026-11-01')
 * // 'Brick X: EPD S-P-1 (EPD Australasia), valid until 30 June 2029.'
 */
export function userEpdLine(p: ReportProduct, day: string): string {
  const head = `${p.name}: EPD ${p.epdNumber} (${p.programmeOperator})`;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(p.validUntil ?? '')) return `${head}, validity not recorded.`;
  return isProductExpired(p, day)
    ? `${head}, expired on ${longDate(p.validUntil)}: check for a current EPD.`
    : `${head}, valid until ${longDate(p.validUntil)}.`;
}

export interface DataQualityInput {
  /** The dataset the result was computed with, or null when this server no longer has it. */
  readonly dataset: Pick<Dataset, 'label' | 'centralColumn' | 'gapFill' | 'sourceIds'> | null;
  /** The dataset's label as stored, for a dataset this server no longer has. */
  readonly storedLabel?: string;
  /** The edition the result used (a snapshot's datasetVersion). */
  readonly version: string;
  /** Source titles by id, for sources without a name above (the engine's SOURCES). */
  readonly sourceTitles: ReadonlyMap<string, string>;
  readonly products: readonly ReportProduct[];
  /** The day of the result, YYYY-MM-DD: a user EPD's validity is read on it. */
  readonly day: string;
}

/**
 * Data quality in words (issue 49, point 13): the basis by name and column, the datasets by the
 * names and editions people know, how estimates are marked, and each user EPD with its validity.
 * Never the product's internal edition label.
 */
export function dataQuality(input: DataQualityInput): ReportText {
  const d = input.dataset;
  const basis = d
    ? `Carbon basis: ${d.label}; central values from the ${d.centralColumn} column, gaps filled from ${d.gapFill}. Factors as released in Embodied’s data edition ${editionForPeople(input.version)}.`
    : `Carbon basis: ${input.storedLabel ?? 'a dataset this server no longer has'} (edition ${editionForPeople(input.version)}); its sources are no longer listed here.`;
  const names = d ? datasetNamesForPeople(d.sourceIds, input.sourceTitles) : [];
  const paragraphs = [basis];
  if (names.length > 0) paragraphs.push(`Datasets: ${names.join('; ')}.`);
  paragraphs.push(
    'Each breakdown line names its source row; lines marked “estimate” are the product’s own stated assumptions, derived on the Methodology page. Generic factors stand for a typical product of their kind, not the product that will be bought.',
  );
  paragraphs.push(
    input.products.length === 0
      ? 'User-supplied EPDs: none used.'
      : `User-supplied EPDs (counted at their own value): ${input.products.map((p) => userEpdLine(p, input.day)).join(' ')}`,
  );
  return { heading: 'Data quality', paragraphs };
}

/**
 * A dataset as a page names it: its label and its edition in words, never the internal label.
 * @example datasetForPeople('AU typical (NMEFD v2025.1 Average)', '2025.1-brief-1')
 * // 'AU typical (NMEFD v2025.1 Average), data edition 2025.1, release 1'
 */
export function datasetForPeople(label: string, version: string): string {
  return `${label}, data edition ${editionForPeople(version)}`;
}
