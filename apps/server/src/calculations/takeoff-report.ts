import type { MeasuredQuantitiesBody, ReportInput, TakeoffProvenanceBody } from '@embodied/contracts';
import { takeoffWords } from '@embodied/engine';

/*
 * What a snapshot's printout says about the take-off its quantities came from (issue 52): one
 * "Quantities" line naming the model (or the hand), and for a dwelling the measured areas.
 */

/** "Quantities: taken off house.ifc (IFC4, SHA-256 3f2a…, 412 elements read, 3 skipped)"; none without a take-off. */
export function takeoffInputRows(takeoff: TakeoffProvenanceBody | null | undefined): ReportInput[] {
  if (!takeoff) return [];
  return [{ group: null, label: 'Quantities', value: takeoffWords(takeoff), unit: null }];
}

/** The Quantities line and the measured areas a dwelling's estimate used; none when it used the model. */
export function measuredQuantitiesRows(m: MeasuredQuantitiesBody | null | undefined): ReportInput[] {
  if (!m) return [];
  const group = 'Measured quantities';
  const row = (label: string, value: number) => ({ group, label, value, unit: 'm²' });
  return [
    ...takeoffInputRows(m.source),
    row('External walls, ground floor (gross)', m.grossWallGround),
    row('External walls, first floor (gross)', m.grossWallFirst),
    row('Windows, ground floor', m.windowGround),
    row('Windows, first floor', m.windowFirst),
    row('Roof (along its slope)', m.roofArea),
    ...(typeof m.internalWallArea === 'number' ? [row('Internal walls (one side)', m.internalWallArea)] : []),
  ];
}
