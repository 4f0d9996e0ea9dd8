/**
 * The footing chart's colours, one for each element of the breakdown by element in turn (the
 * engine's breakdownByElement). Colours are ≥ 3:1 against white (WCAG 1.4.11).
 */
export const COMPONENT_GROUPS = [
  { id: 'concrete', label: 'Concrete (slab, beams, ribs)', color: '#546e7a' },
  { id: 'reinforcement', label: 'Reinforcement', color: '#c62828' },
  { id: 'blinding', label: 'Blinding (mass concrete)', color: '#6d4c41' },
  { id: 'piers', label: 'Piers (mass concrete)', color: '#00796b' },
  { id: 'piles', label: 'Screw piles (steel)', color: '#1565c0' },
  { id: 'stumps', label: 'Stumps and footing holes', color: '#6a1b9a' },
  { id: 'pods', label: 'Waffle pods (EPS)', color: '#ad5f00' },
  { id: 'membrane', label: 'Membrane (PE)', color: '#37474f' },
  { id: 'timberFloor', label: 'Timber floor', color: '#2e7d32' },
  { id: 'other', label: 'Other', color: '#616161' },
] as const;
export type ComponentGroupId = (typeof COMPONENT_GROUPS)[number]['id'];
