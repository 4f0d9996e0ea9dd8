import { useState } from 'react';
import { Select, Text } from '@mantine/core';
import {
  CLIMATE_ZONES,
  CLIMATE_ZONE_LABELS,
  DEFAULT_CLIMATE_ZONE,
  THERMAL_MARGIN,
  compareWallThermal,
  HIGH_MASS_WALL_TYPES,
  nccWallValues,
  TOTAL_R_LABEL,
  wallRReading,
  wallTypeRValue,
  type ClimateZone,
  type WallTypeKey,
} from '@embodied/engine';
import { formatNumber } from '../../lib/format';
import { WarningAlert } from '../../components/warning-alert';

/** "R3.02": a Total R-value as the page writes it (m²K/W); the NCC's values have one decimal (R2.8). */
export const rValue = (r: number, decimals = 2) => `R${formatNumber(r, decimals)}`;

/** "zone 8", "zones 1–7", "zones 1, 3 and 8": the zones that ask one NCC wall value. */
const zonesText = (zones: readonly ClimateZone[]) => {
  if (zones.length === 1) return `zone ${zones[0]}`;
  const runs = zones.every((z, i) => i === 0 || z === zones[i - 1]! + 1);
  return runs ? `zones ${zones[0]}–${zones.at(-1)}` : `zones ${zones.slice(0, -1).join(', ')} and ${zones.at(-1)}`;
};

/**
 * The NCC wall values as the zone picker names them, read from the engine: "R2.8, or R3.8 in zone 8".
 * The value most zones ask comes first, without its zones.
 */
export function nccWallValuesText(): string {
  const [common, ...others] = nccWallValues();
  if (!common) return '';
  return [rValue(common.minimumR, 1), ...others.map((v) => `${rValue(v.minimumR, 1)} in ${zonesText(v.zones)}`)].join(
    ', or ',
  );
}

const zoneOf = (v: unknown): ClimateZone | undefined => CLIMATE_ZONES.find((z) => String(z) === String(v));

const storageKey = (userId: string | undefined) => `embodied:setting:v1:${userId ?? 'anonymous'}:climateZone`;

/** The climate zone the wall page reads R-values against: the user's last choice in this browser, else zone 6. */
export function useClimateZone(userId: string | undefined): [ClimateZone, (zone: ClimateZone) => void] {
  const [chosen, setChosen] = useState<ClimateZone | undefined>(undefined);
  let stored: ClimateZone | undefined;
  try {
    stored = zoneOf(window.localStorage.getItem(storageKey(userId)));
  } catch {
    stored = undefined;
  }
  const set = (zone: ClimateZone) => {
    setChosen(zone);
    try {
      window.localStorage.setItem(storageKey(userId), String(zone));
    } catch {
      // Storage full or blocked: the choice still holds on this page.
    }
  };
  return [chosen ?? stored ?? DEFAULT_CLIMATE_ZONE, set];
}

/** The climate zone picker: which NCC wall value the R-values are read against. */
export function ClimateZoneSelect({ value, onChange }: { value: ClimateZone; onChange: (zone: ClimateZone) => void }) {
  return (
    <Select
      label="Climate zone"
      description={`The NCC deemed-to-satisfy value each option’s ${TOTAL_R_LABEL} is read against (${nccWallValuesText()}, as a supplier’s summary of the code gives it: check the NCC for your project).`}
      data={CLIMATE_ZONES.map((z) => ({ value: String(z), label: CLIMATE_ZONE_LABELS[z] }))}
      value={String(value)}
      allowDeselect={false}
      onChange={(v) => {
        const zone = zoneOf(v);
        if (zone) onChange(zone);
      }}
      w={{ base: '100%', sm: 420 }}
    />
  );
}

/**
 * One option's Total R of the wall system and how it stands against the zone's NCC deemed-to-satisfy
 * value; a masonry wall below it names the NCC's other paths for high-mass walls (engine wallRReading).
 */
export function WallOptionThermal({ wallType, zone }: { wallType: WallTypeKey; zone: ClimateZone }) {
  const r = wallTypeRValue(wallType);
  return (
    <Text size="sm" c="gray.8" data-testid="wall-thermal">
      {wallRReading(r.r, zone, HIGH_MASS_WALL_TYPES.includes(wallType))}
      {r.confidence === 'estimate' ? ' (R-value an estimate.)' : ''} Insulation: {r.insulation}.
    </Text>
  );
}

/**
 * What the colder-wall flag says of carbon, by which option emits less at this location: a colder
 * wall that saves carbon is a trade-off to check; one that also emits more is worse on both counts;
 * at equal carbon (to the 0.01 kgCO2e the page shows) it gains nothing for being colder.
 * @example colderWallCarbonNote(42.87, 74.99) // 'Option B is both colder and higher in carbon than option A: it is worse on both counts.'
 */
export function colderWallCarbonNote(carbonA: number, carbonB: number): string {
  const a = Math.round(carbonA * 100);
  const b = Math.round(carbonB * 100);
  if (b < a)
    return 'A lower-carbon wall that is also colder can cost more to heat and cool; check the house’s energy rating before choosing it.';
  if (b > a) return 'Option B is both colder and higher in carbon than option A: it is worse on both counts.';
  return 'Both options emit the same carbon: option B saves none for being colder, and a colder wall can cost more to heat and cool.';
}

/**
 * Says so when option B is the colder wall by more than the margin, and what that means given
 * which option emits less carbon (`carbonA`, `carbonB`: the location's figures, or each wall
 * type's per m², in the same unit).
 */
export function ColderWallFlag({
  a,
  b,
  zone,
  carbonA,
  carbonB,
}: {
  a: WallTypeKey;
  b: WallTypeKey;
  zone: ClimateZone;
  carbonA: number;
  carbonB: number;
}) {
  const rA = wallTypeRValue(a).r;
  const rB = wallTypeRValue(b).r;
  const c = compareWallThermal(rA, rB, zone);
  if (!c.bWorse) return null;
  return (
    <WarningAlert title="Option B is the colder wall">
      Its {TOTAL_R_LABEL} is {rValue(rB)} against {rValue(rA)} for option A: {formatNumber(-c.difference, 2)} m²K/W
      lower (the page flags more than {formatNumber(THERMAL_MARGIN, 1)}). {colderWallCarbonNote(carbonA, carbonB)}
    </WarningAlert>
  );
}
