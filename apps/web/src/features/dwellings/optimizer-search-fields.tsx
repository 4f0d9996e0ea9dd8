import { useState } from 'react';
import { Button, Checkbox, Group, SimpleGrid } from '@mantine/core';
import {
  DWELLING_CHOICE_LABELS,
  SEED_CHOICE_FIELDS,
  type SeedChoiceField,
  type SeedDwellingChoices,
} from '@embodied/contracts';
import {
  formatRValue,
  isOneOf,
  nccWallValues,
  OPTIMIZER_LIMITS,
  WALL_MATERIAL_KEYS,
  wallMaterialRValue,
} from '@embodied/engine';
import { fieldNameOf } from '../../components/form-number-input';
import { PlainNumberInput } from '../../components/plain-number-input';
import { useFormats } from './dwelling-format';

/** What a limit field holds: a number, nothing, or text that is not a number (which stops the search). */
type Typed = number | string | undefined;

const inRange = (v: number | undefined, max: number) => v === undefined || (v >= 0 && v <= max);
const numberOf = (v: Typed) => (typeof v === 'number' ? v : undefined);

/** A limit of the search, by its name in `useSearchLimits`. */
type LimitName = 'target' | 'budget' | 'minimumR';

/**
 * An optional limit of the search (target, budget, minimum wall R): empty means none. Text that is
 * not a plain number is kept as typed (a string), stops the search and is refused under the field.
 */
function SearchLimitInput({
  search,
  limit,
  label,
  description,
  decimals,
  width = 240,
}: {
  search: ReturnType<typeof useSearchLimits>;
  limit: LimitName;
  label: string;
  description: string;
  decimals: number;
  width?: number;
}) {
  const { typed, set, errors } = search;
  const setters = { target: set.setTarget, budget: set.setBudget, minimumR: set.setMinimumR };
  return (
    <PlainNumberInput
      label={label}
      fieldName={fieldNameOf(label)}
      example={decimals === 0 ? '450,000' : decimals === 1 ? '45.5' : '2.8'}
      decimals={decimals}
      description={description}
      w={width}
      value={typed[limit]}
      onChange={setters[limit]}
      error={errors[limit]}
    />
  );
}

/**
 * Why a minimum wall R-value cannot be searched (none of the walls reach it, or a kept wall does
 * not), or undefined when it can.
 */
function wallRProblem(
  minimumR: number | undefined,
  current: SeedDwellingChoices | null,
  locked: readonly SeedChoiceField[],
  locale: string,
): string | undefined {
  const rOf = (r: number) => formatRValue(r, locale);
  if (minimumR === undefined) return undefined;
  if (minimumR < OPTIMIZER_LIMITS.minimumWallR.min || minimumR > OPTIMIZER_LIMITS.minimumWallR.max)
    return `Minimum wall R-value must be between ${OPTIMIZER_LIMITS.minimumWallR.min} and ${OPTIMIZER_LIMITS.minimumWallR.max} m²K/W.`;
  const warmest = Math.max(...WALL_MATERIAL_KEYS.map((k) => wallMaterialRValue(k).r));
  if (minimumR > warmest) return `No wall material reaches ${rOf(minimumR)}: the warmest is ${rOf(warmest)}.`;
  for (const field of ['groundFloorWallArea', 'firstFloorWallArea'] as const) {
    const kept = current && locked.includes(field) ? current[field] : undefined;
    if (kept && isOneOf(WALL_MATERIAL_KEYS, kept) && wallMaterialRValue(kept).r < minimumR)
      return `You keep ${kept} (${rOf(wallMaterialRValue(kept).r)}) for the ${DWELLING_CHOICE_LABELS[field].toLowerCase()}: it does not reach ${rOf(minimumR)}.`;
  }
  return undefined;
}

/** The engine's NCC wall values, as the page writes the NCC's (one decimal): "R2.8 (zones 1–7), R3.8 (zone 8)". */
function nccWallValuesText(number: (value: number, decimals?: number) => string): string {
  return nccWallValues()
    .map(({ minimumR: r, zones }) => {
      const run = zones.every((z, i) => i === 0 || z === zones[i - 1]! + 1);
      const named =
        zones.length === 1
          ? `zone ${zones[0]}`
          : run
            ? `zones ${zones[0]}–${zones.at(-1)}`
            : `zones ${zones.join(', ')}`;
      return `R${number(r, 1)} (${named})`;
    })
    .join(', ');
}

/** The search's limits in the engine's units, when every one typed is a number in its range. */
export interface SearchLimits {
  /** kgCO2e, or null for none. */
  carbonTarget: number | null;
  budget: number | null;
  minimumWallR: number | null;
}

/**
 * The optional limits of the search as typed (carbon target in tonnes, budget, minimum wall R), the
 * rule each breaks, and the limits themselves when none does. A minimum wall R is checked against
 * the walls the user keeps (`locked`, with `current`'s values).
 */
export function useSearchLimits(current: SeedDwellingChoices, locked: readonly SeedChoiceField[]) {
  const f = useFormats();
  const [target, setTarget] = useState<Typed>();
  const [budget, setBudget] = useState<Typed>();
  const [minimumR, setMinimumR] = useState<Typed>();
  const [targetT, budgetAud, minimumWallR] = [numberOf(target), numberOf(budget), numberOf(minimumR)];
  const errors = {
    target: inRange(targetT, OPTIMIZER_LIMITS.carbonTarget.max / 1000)
      ? undefined
      : `Carbon target must be between 0 and ${f.number(OPTIMIZER_LIMITS.carbonTarget.max / 1000)} t.`,
    budget: inRange(budgetAud, OPTIMIZER_LIMITS.budget.max)
      ? undefined
      : `Budget must be between 0 and ${f.money(OPTIMIZER_LIMITS.budget.max)}.`,
    minimumR: wallRProblem(minimumWallR, locked.length === 0 ? null : current, locked, f.locale),
  };
  const typedOk = [target, budget, minimumR].every((v) => typeof v !== 'string');
  const limits: SearchLimits | undefined =
    typedOk && !errors.target && !errors.budget && !errors.minimumR
      ? {
          carbonTarget: targetT === undefined ? null : targetT * 1000,
          budget: budgetAud ?? null,
          minimumWallR: minimumWallR ?? null,
        }
      : undefined;
  return { typed: { target, budget, minimumR }, set: { setTarget, setBudget, setMinimumR }, errors, limits };
}

/** The three limit fields and the button that starts the search (`onFind`, enabled when it can run). */
export function SearchLimitFields({
  search,
  onFind,
  loading,
}: {
  search: ReturnType<typeof useSearchLimits>;
  onFind: (() => void) | undefined;
  loading: boolean;
}) {
  const f = useFormats();
  const fields: { limit: LimitName; label: string; description: string; decimals: number; width?: number }[] = [
    {
      limit: 'target',
      label: 'Carbon target (t CO2e, optional)',
      description: 'Upfront carbon, A1–A5: find the cheapest design at or under it.',
      decimals: 1,
    },
    {
      limit: 'budget',
      label: 'Budget (AUD ex GST, optional)',
      description: 'Find the lowest-carbon design within it.',
      decimals: 0,
    },
    {
      limit: 'minimumR',
      label: 'Walls at least (R, m²K/W, optional)',
      description: `Only designs whose walls reach it; the NCC deemed-to-satisfy wall value is ${nccWallValuesText(f.number)}.`,
      decimals: 2,
      width: 280,
    },
  ];
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      {fields.map((field) => (
        <SearchLimitInput key={field.limit} search={search} {...field} />
      ))}
      <Button onClick={onFind} disabled={!onFind} loading={loading}>
        Find the best designs
      </Button>
    </Group>
  );
}

/** The choices the user keeps: the search and the suggestions only consider designs with them. */
export function KeptChoices({
  current,
  locked,
  onChange,
}: {
  current: SeedDwellingChoices;
  locked: SeedChoiceField[];
  onChange: (locked: SeedChoiceField[]) => void;
}) {
  return (
    <Checkbox.Group
      label="Keep these choices"
      description="A kept choice stays as it is in your design: the search and the suggestions only change the others."
      value={locked}
      onChange={(v) => onChange(SEED_CHOICE_FIELDS.filter((f) => v.includes(f)))}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing={6} verticalSpacing={6} mt={6}>
        {SEED_CHOICE_FIELDS.map((f) => (
          <Checkbox key={f} value={f} size="sm" label={`${DWELLING_CHOICE_LABELS[f]}: ${current[f]}`} />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}
