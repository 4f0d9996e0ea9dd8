import { Select, Stack, Text } from '@mantine/core';
import { CLIMATE_ZONE_HELP } from '@embodied/contracts';
import {
  CLIMATE_ZONE_LABELS,
  CLIMATE_ZONES,
  FLOOR_DEFAULT_CLIMATE_ZONE,
  isClimateZone,
  type ClimateZone,
  type FloorThermal,
} from '@embodied/engine';
import { formatNumber } from '../lib/format';
import { useCurrentUser } from '../lib/use-current-user';

/** The climate zone a calculation uses: the one chosen on the form, else the user's, else zone 6. */
export function useClimateZoneChoice(chosen: unknown): ClimateZone {
  const user = useCurrentUser();
  if (isClimateZone(chosen)) return chosen;
  const own = user.data?.climateZone;
  return isClimateZone(own) ? own : FLOOR_DEFAULT_CLIMATE_ZONE;
}

const OPTIONS = CLIMATE_ZONES.map((z) => ({ value: String(z), label: CLIMATE_ZONE_LABELS[z] }));
const NONE = '';

/**
 * "Climate zone": the NCC zone that sets the underfloor insulation a suspended floor is given, with where
 * to find it. `allowNone` (the profile) offers "Not set", which leaves the product default.
 */
export function ClimateZoneField({
  value,
  onChange,
  allowNone = false,
  description = `Sets the underfloor insulation a suspended floor is given (what NCC 2022 asks in the zone; see the methodology). ${CLIMATE_ZONE_HELP}`,
}: {
  value: ClimateZone | null;
  onChange: (zone: ClimateZone | null) => void;
  allowNone?: boolean;
  description?: string;
}) {
  return (
    <Select
      label="Climate zone"
      description={description}
      data={
        allowNone
          ? [{ value: NONE, label: `Not set (zone ${FLOOR_DEFAULT_CLIMATE_ZONE} is used)` }, ...OPTIONS]
          : OPTIONS
      }
      value={value === null ? NONE : String(value)}
      allowDeselect={false}
      onChange={(v) => {
        const zone = Number(v);
        if (isClimateZone(zone)) onChange(zone);
        else if (allowNone) onChange(null);
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

const r = (x: number, d = 2) => `R${formatNumber(x, d)}`;

/**
 * One floor's insulation in words: what NCC 2022 asks of it in its zone, what it carries and its
 * Total R with and without (a result saved with engine 1.1.0 read a benchmark Total R instead, and
 * says so).
 */
export function floorThermalText(t: FloorThermal): string {
  if (t.placement === 'onGround')
    return 'Slab on the ground: no underfloor insulation in this model (the NCC’s slab-edge and under-slab insulation rule, climate zones 6–8, is not modelled).';
  if (t.placement === 'betweenStoreys') return 'Between storeys: no underfloor insulation needed.';
  if (t.rule !== 'ncc2022') return benchmarkText(t, `Total R ${r(t.ownR ?? 0)} without insulation (estimate)`);
  const zone = `In climate zone ${t.climateZone}, NCC 2022 (13.2.6) asks`;
  const floor = 'a floor over an enclosed subfloor with walls over 600 and up to 900 mm high';
  if (t.addedR <= 0) {
    const walls = t.subfloorWallR ? `, and ${r(t.subfloorWallR, 1)} on the subfloor walls (not counted here)` : '';
    return `${zone} no insulation under ${floor}${walls}. Total R of the floor system: ${r(t.ownR ?? 0)} (estimate).`;
  }
  return `${zone} ${r(t.addedR, 1)} of insulation under ${floor}: ${t.insulation} (${formatNumber(t.thicknessMm, 0)} mm, ${formatNumber(t.kgPerM2, 2)} kg/m²). Total R of the floor system: ${r(t.ownR ?? 0)} without insulation (estimate), ${r(t.totalR ?? 0)} with it. Its carbon and cost are counted.`;
}

/** A floor as results saved with engine 1.1.0 read it: against a benchmark Total R from a secondary table. */
function benchmarkText(t: FloorThermal, own: string): string {
  const asks = `the benchmark for a suspended floor in climate zone ${t.climateZone} (a secondary table, not NCC 2022’s rule) is ${r(t.requiredR ?? 0)}`;
  if (t.addedR <= 0) return `${own}, already at or above ${asks}.`;
  return `${own}, ${r(t.totalR ?? 0)} with ${t.insulation} of ${r(t.addedR)} (${formatNumber(t.thicknessMm, 0)} mm, ${formatNumber(t.kgPerM2, 2)} kg/m²): ${asks}. Estimate; its carbon and cost are counted.`;
}

/** A labelled list of floors and their R-values (`rows`: a name for each floor, and its reading). */
export function FloorThermalList({ rows, title }: { rows: readonly [string, FloorThermal][]; title: string }) {
  return (
    <Stack gap={4} data-testid="floor-thermal">
      <Text size="sm" fw={700}>
        {title}
      </Text>
      {rows.map(([name, t]) => (
        <Text key={name} size="sm" c="gray.8">
          <Text span fw={600}>
            {name}:
          </Text>{' '}
          {floorThermalText(t)}
        </Text>
      ))}
    </Stack>
  );
}
