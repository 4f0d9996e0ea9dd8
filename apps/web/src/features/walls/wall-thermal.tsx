import { useState } from 'react';
import { Alert, Select, Text } from '@mantine/core';
import {
  CLIMATE_ZONES,
  CLIMATE_ZONE_LABELS,
  DEFAULT_CLIMATE_ZONE,
  THERMAL_MARGIN,
  compareWallThermal,
  nccWallBenchmark,
  wallTypeRValue,
  type ClimateZone,
  type WallTypeKey,
} from '@embodied/engine';
import { formatNumber } from '../../lib/format';

/** "R3.02": a Total R-value as the page writes it (m²K/W); the NCC's values have one decimal (R2.8). */
export const rValue = (r: number, decimals = 2) => `R${formatNumber(r, decimals)}`;
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
      description="The NCC deemed-to-satisfy wall value each option’s R-value is read against (R2.8, or R3.8 in zone 8, as a supplier’s summary of the code gives it: check the NCC for your project)."
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

/** One option's Total R-value and how it stands against the zone's NCC wall value. */
export function WallOptionThermal({ wallType, zone }: { wallType: WallTypeKey; zone: ClimateZone }) {
  const r = wallTypeRValue(wallType);
  const { minimumR } = nccWallBenchmark(zone);
  const meets = r.r >= minimumR;
  return (
    <Text size="sm" c="gray.8" data-testid="wall-thermal">
      Total R-value {rValue(r.r)} m²K/W{r.confidence === 'estimate' ? ' (estimate)' : ''}, {r.insulation}:{' '}
      {meets ? 'meets' : 'below'} the NCC deemed-to-satisfy wall value of {rValue(minimumR, 1)} for climate zone {zone}.
    </Text>
  );
}

/** Says so when option B is the colder wall by more than the margin. */
export function ColderWallFlag({ a, b, zone }: { a: WallTypeKey; b: WallTypeKey; zone: ClimateZone }) {
  const rA = wallTypeRValue(a).r;
  const rB = wallTypeRValue(b).r;
  const c = compareWallThermal(rA, rB, zone);
  if (!c.bWorse) return null;
  return (
    <Alert color="yellow" title="Option B is the colder wall" role="status">
      Its Total R-value is {rValue(rB)} against {rValue(rA)} for option A: {formatNumber(-c.difference, 2)} m²K/W lower
      (the page flags more than {formatNumber(THERMAL_MARGIN, 1)}). A lower-carbon wall that is also colder can cost
      more to heat and cool; check the house’s energy rating before choosing it.
    </Alert>
  );
}
