import type { LookupListName } from '@embodied/engine';

/*
 * What one calculator's kind of snapshot is called, in words, without zod (the web app's entry
 * reads kinds and their names: snapshot-kinds.ts). Each calculator writes its own once
 * (wall-kind.ts, footing-kind.ts, dwelling-kind.ts); the print report, the CSV, XLSX, LCAx and
 * PDF exports and the web pages take them from there, and know no kind themselves.
 */

/** One input field as the calculator page labels it. */
export interface KindField {
  readonly label: string;
  /** Its unit as people write it (m², mm, %); null for text, choices and yes/no. */
  readonly unit: string | null;
  /** The option list whose label a stored key is shown with. */
  readonly list?: LookupListName;
}

/** A kind of snapshot in words. */
export interface KindWords {
  /** The kind in words, as the snapshot list and the CSV exports name it. */
  readonly label: string;
  /** The printed title, as the calculator prints it (spec section 2), followed by the number. */
  readonly title: string;
  /** Every input field the kind's request can hold, by its key, as its calculator page labels it. */
  readonly fields: Readonly<Record<string, KindField>>;
}
