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
  description = `Sets the underfloor insulation a suspended floor is given (a benchmark by zone; see the methodology). ${CLIMATE_ZONE_HELP}`,
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
 * One floor's Total R with and without its underfloor insulation against the zone's value, in
 * words: what the wall page says of walls, for floors.
 */
export function floorThermalText(t: FloorThermal): string {
  if (t.placement === 'onGround')
    return 'Slab on the ground: no underfloor insulation in this model (the NCC’s slab-edge and under-slab insulation rule, climate zones 6–8, is not modelled).';
  if (t.placement === 'betweenStoreys') return 'Between storeys: no underfloor insulation needed.';
  const asks = `the benchmark for a suspended floor in climate zone ${t.climateZone} is ${r(t.requiredR ?? 0)}`;
  if (t.addedR <= 0) return `Total R ${r(t.ownR ?? 0)} without insulation (estimate), already at or above ${asks}.`;
  return `Total R ${r(t.ownR ?? 0)} without insulation, ${r(t.totalR ?? 0)} with ${t.insulation} of ${r(t.addedR)} (${formatNumber(t.thicknessMm, 0)} mm, ${formatNumber(t.kgPerM2, 2)} kg/m²): ${asks}. Estimate; its carbon and cost are counted.`;
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
