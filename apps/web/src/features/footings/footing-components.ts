import type { BreakdownElementBody } from '@embodied/contracts';

/**
 * The chart's component groups: breakdown lines (brief 7c quantity ids) grouped the way a builder
 * thinks of a footing. Colours are ≥ 3:1 against white (WCAG 1.4.11) and match the drawings.
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

const GROUP_OF_QUANTITY: Readonly<Record<string, ComponentGroupId>> = {
  slabN25_m3: 'concrete',
  beamN25_m3: 'concrete',
  waffleN25_m3: 'concrete',
  mesh_kg: 'reinforcement',
  trenchMesh_kg: 'reinforcement',
  waffleReo_kg: 'reinforcement',
  blindingN20_m3: 'blinding',
  pierN20_m3: 'piers',
  pileSteel_kg: 'piles',
  stumpN32precast_m3: 'stumps',
  stumpReo_kg: 'stumps',
  stumpHoleN20_m3: 'stumps',
  eps_kg: 'pods',
  membrane_kg: 'membrane',
  subfloorTimber_m3: 'timberFloor',
  particleboard_m3: 'timberFloor',
};

/** A line's quantity id is the part of its component name before the colon ("beamN25_m3: 300 × 400 beams"). */
export function componentGroupOf(component: string): ComponentGroupId {
  return GROUP_OF_QUANTITY[component.split(':')[0]!.trim()] ?? 'other';
}

export interface ComponentTotal {
  readonly id: ComponentGroupId;
  readonly label: string;
  readonly color: string;
  readonly kgCO2e: number;
  readonly min: number;
  readonly max: number;
}

/**
 * Sums a system's breakdown lines by component group, in the fixed group order; groups with no
 * lines are left out, so the parts always add up to the system's total.
 * @example groupByComponent(calculateFooting(...).bau.breakdown).map((g) => g.id) // ['concrete', 'reinforcement', 'blinding', 'membrane']
 */
export function groupByComponent(breakdown: readonly BreakdownElementBody[]): ComponentTotal[] {
  const sums = new Map<ComponentGroupId, { kgCO2e: number; min: number; max: number }>();
  for (const line of breakdown.flatMap((el) => el.lines)) {
    const id = componentGroupOf(line.component);
    const s = sums.get(id) ?? { kgCO2e: 0, min: 0, max: 0 };
    sums.set(id, { kgCO2e: s.kgCO2e + line.kgCO2e, min: s.min + line.min, max: s.max + line.max });
  }
  return COMPONENT_GROUPS.filter((g) => sums.has(g.id)).map((g) => ({
    id: g.id,
    label: g.label,
    color: g.color,
    ...sums.get(g.id)!,
  }));
}
