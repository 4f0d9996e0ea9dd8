import { useEffect, useRef, useState, type RefObject } from 'react';
import { Alert, Button, Checkbox, Grid, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  DWELLING_CHOICE_LABELS,
  SEED_CHOICE_FIELDS,
  type SeedChoiceField,
  type SeedDwellingChoices,
  type SeedOptimizeDwellingInput,
  type UsedCustomProduct,
} from '@embodied/contracts';
import {
  COST_BASIS,
  formatRValue,
  isOneOf,
  nccWallValues,
  OPTIMIZER_LIMITS,
  WALL_MATERIAL_KEYS,
  wallMaterialRValue,
  type DatasetId,
  type ClimateZone,
} from '@embodied/engine';
import { CostBasis } from '../../components/report-notes';
import { PlainNumberInput } from '../../components/plain-number-input';
import { sameData, useStableValue } from '../../lib/use-stable-value';
import { ChartBoundary } from '../../components/chart-boundary';
import { DesignChoices } from './design-choices';
import { useFormats } from './dwelling-format';
import { NamedDesigns } from './named-designs';
import { lazyChart } from '../../components/lazy-chart';
import type { SeedOptimizeResult, SeedSuggestion } from './optimizer-messages';
import { ParetoTable } from './pareto-table';
import { SuggestionsList } from './suggestions-list';
import { useOptimizerWorker, type SearchJob } from './use-optimizer-worker';
import { SectionCard } from '../../components/section-card';

/** The front's chart, its code loaded when first drawn (components/lazy-chart.tsx). */
const ParetoChart = lazyChart(() => import('./pareto-chart').then((m) => m.ParetoChart), 320);

/** The house's fixed geometry, under the form's field names. */
export type DwellingGeometry = Pick<
  SeedOptimizeDwellingInput,
  'groundFloorArea' | 'firstFloorArea' | 'ceilingHeight' | 'windowArea'
>;

interface Props {
  /** The form's geometry when it is valid; the optimizer needs it. */
  geometry: DwellingGeometry | undefined;
  current: SeedDwellingChoices;
  datasetId: DatasetId;
  /** The chosen custom products (EPDs) that exist: every design is computed with them. */
  products: readonly UsedCustomProduct[];
  net: boolean;
  /** NCC climate zone: every design's suspended ground floor carries the insulation it asks. */
  climateZone: ClimateZone;
  onApply: (choices: SeedDwellingChoices) => void;
}

const inRange = (v: number | undefined, max: number) => v === undefined || (v >= 0 && v <= max);

function SelectedDesign({
  result,
  index,
  onApply,
  headingRef,
}: {
  result: SeedOptimizeResult;
  index: number;
  onApply: (c: SeedDwellingChoices) => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const f = useFormats();
  const d = result.front[index];
  if (!d) return null;
  const current = result.current;
  return (
    <SectionCard p="sm" aria-labelledby="selected-design-heading">
      <Stack gap={6}>
        <Title order={4} size="h5" id="selected-design-heading" ref={headingRef} tabIndex={-1}>
          Design {index + 1} of {result.front.length}
        </Title>
        <Text size="sm">
          <strong>{f.tonnes(d.totalCO2e)}</strong> · <strong>{f.money(d.coldShellCost)}</strong>
          {current &&
            ` (${f.deltaCarbon(d.totalCO2e - current.totalCO2e)}, ${f.deltaMoney(d.coldShellCost - current.coldShellCost)} against yours)`}
        </Text>
        <DesignChoices choices={d.choices} current={current?.choices} />
        <Button
          size="compact-sm"
          onClick={() => onApply(d.choices)}
          w="fit-content"
          aria-label={`Apply design ${index + 1} to the form`}
        >
          Apply to the form
        </Button>
      </Stack>
    </SectionCard>
  );
}

/**
 * An optional limit of the search (target, budget, minimum wall R): empty means none. Text that is
 * not a plain number is kept as typed (a string), stops the search and is refused under the field.
 */
function SearchLimitInput({
  label,
  description,
  decimals,
  width = 240,
  value,
  onChange,
  error,
}: {
  label: string;
  description: string;
  decimals: number;
  width?: number;
  value: number | string | undefined;
  onChange: (value: number | string | undefined) => void;
  error: string | undefined;
}) {
  return (
    <PlainNumberInput
      label={label}
      fieldName={label.replace(/\s*\([^)]*\)$/, '')}
      example={decimals === 0 ? '450,000' : decimals === 1 ? '45.5' : '2.8'}
      decimals={decimals}
      description={description}
      w={width}
      value={value}
      onChange={onChange}
      error={error}
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

/**
 * The optimizer: every design of this house searched in a Web Worker (the page never freezes), the
 * exact front of carbon against cost, the named designs and the single changes worth making.
 * Once started it follows the form, so applying a design re-runs it from the new design.
 */
export function ParetoPanel({ geometry, current, datasetId, products, net, climateZone, onApply }: Props) {
  const f = useFormats();
  // What each limit field holds: a number, nothing, or text that is not a number (which stops the search).
  const [targetTyped, setTargetT] = useState<number | string | undefined>();
  const [budgetTyped, setBudget] = useState<number | string | undefined>();
  const [active, setActive] = useState(false);
  const [selected, setSelected] = useState<{ job: SearchJob; index: number } | null>(null);
  // Choices the user keeps: the search and the suggestions only consider designs with them.
  const [locked, setLocked] = useState<SeedChoiceField[]>([]);
  const [minimumRTyped, setMinimumR] = useState<number | string | undefined>();
  const numberOf = (v: number | string | undefined) => (typeof v === 'number' ? v : undefined);
  const [targetT, budget, minimumR] = [numberOf(targetTyped), numberOf(budgetTyped), numberOf(minimumRTyped)];
  const typedOk = [targetTyped, budgetTyped, minimumRTyped].every((v) => typeof v !== 'string');
  const { state, run } = useOptimizerWorker();
  const minimumRProblem = wallRProblem(minimumR, locked.length === 0 ? null : current, locked, f.locale);
  // The engine's NCC wall values, as the page writes the NCC's (one decimal): "R2.8 (zones 1–7), R3.8 (zone 8)".
  const nccValues = nccWallValues()
    .map(({ minimumR: r, zones }) => {
      const run = zones.every((z, i) => i === 0 || z === zones[i - 1]! + 1);
      const named =
        zones.length === 1
          ? `zone ${zones[0]}`
          : run
            ? `zones ${zones[0]}–${zones.at(-1)}`
            : `zones ${zones.join(', ')}`;
      return `R${f.number(r, 1)} (${named})`;
    })
    .join(', ');

  const targetOk = inRange(targetT, OPTIMIZER_LIMITS.carbonTarget.max / 1000);
  const budgetOk = inRange(budget, OPTIMIZER_LIMITS.budget.max);
  // Rebuilt on every render from the form; stable while its content is, so the search re-runs only on a real change.
  const job = useStableValue<SearchJob | undefined>(
    geometry && typedOk && targetOk && budgetOk && !minimumRProblem
      ? {
          input: {
            ...geometry,
            current,
            brickworksNetOfOffsets: net,
            climateZone,
            carbonTarget: targetT === undefined ? null : targetT * 1000,
            budget: budget ?? null,
            allowed: locked.length === 0 ? null : Object.fromEntries(locked.map((f) => [f, [current[f]]])),
            minimumWallR: minimumR ?? null,
          },
          datasetId,
          products,
        }
      : undefined,
  );

  useEffect(() => {
    if (!active || !job) return;
    const timer = setTimeout(() => run(job), 150);
    return () => clearTimeout(timer);
  }, [active, job, run]);

  const result = state.status === 'done' ? state.result : state.status === 'running' ? state.previous : undefined;
  const resultJob = state.status === 'done' ? state.job : undefined;
  const selectedIndex = selected && resultJob && sameData(selected.job, resultJob) ? selected.index : null;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const select = (index: number) => {
    if (!resultJob) return;
    setSelected({ job: resultJob, index });
    // Take keyboard and screen-reader users (and small screens) to the design they asked to see.
    setTimeout(() => headingRef.current?.focus(), 0);
  };
  const applySuggestion = (s: SeedSuggestion) => onApply({ ...current, [s.field]: s.to });

  return (
    <SectionCard roomy aria-labelledby="optimizer-heading">
      <Stack gap="md">
        <div>
          <Title order={3} id="optimizer-heading">
            Best designs for carbon and cost
          </Title>
          <Text size="sm" c="gray.8" maw={820}>
            For this house’s areas, ceiling height and windows, the optimizer tries every combination of wall materials,
            floor structures, roof, window frame, glazing and suppliers, and keeps each design that no other beats on
            both embodied carbon and cold-shell cost. It runs in your browser.
          </Text>
          <Text size="sm" c="gray.8" maw={820} mt={6} className="optimizer-scope-note">
            <strong>Embodied carbon only.</strong> The figures are cradle-to-gate (A1–A3) carbon and cold-shell cost.
            They do not include the energy the house uses in operation, and they do not check NCC energy-efficiency
            compliance: a design with less embodied carbon can need more heating and cooling.
          </Text>
          <CostBasis basis={COST_BASIS} />
        </div>
        <Group align="flex-end" gap="md" wrap="wrap">
          <SearchLimitInput
            label="Carbon target (t CO2e, optional)"
            description="Find the cheapest design at or under it."
            decimals={1}
            value={targetTyped}
            onChange={setTargetT}
            error={
              targetOk
                ? undefined
                : `Carbon target must be between 0 and ${f.number(OPTIMIZER_LIMITS.carbonTarget.max / 1000)} t.`
            }
          />
          <SearchLimitInput
            label="Budget (AUD ex GST, optional)"
            description="Find the lowest-carbon design within it."
            decimals={0}
            value={budgetTyped}
            onChange={setBudget}
            error={budgetOk ? undefined : `Budget must be between 0 and ${f.money(OPTIMIZER_LIMITS.budget.max)}.`}
          />
          <SearchLimitInput
            label="Walls at least (R, m²K/W, optional)"
            description={`Only designs whose walls reach it; the NCC deemed-to-satisfy wall value is ${nccValues}.`}
            decimals={2}
            width={280}
            value={minimumRTyped}
            onChange={setMinimumR}
            error={minimumRProblem}
          />
          <Button
            onClick={() => (job ? (setActive(true), run(job)) : undefined)}
            disabled={!job}
            loading={state.status === 'running' && !result}
          >
            Find the best designs
          </Button>
        </Group>
        <Checkbox.Group
          label="Keep these choices"
          description="A kept choice stays as it is in your design: the search and the suggestions only change the others."
          value={locked}
          onChange={(v) => setLocked(SEED_CHOICE_FIELDS.filter((f) => v.includes(f)))}
        >
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing={6} verticalSpacing={6} mt={6}>
            {SEED_CHOICE_FIELDS.map((f) => (
              <Checkbox key={f} value={f} size="sm" label={`${DWELLING_CHOICE_LABELS[f]}: ${current[f]}`} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        {!geometry && (
          <Text size="sm" c="gray.8">
            Enter the four measurements of the house above to search its designs.
          </Text>
        )}
        <Group gap="xs" aria-live="polite" mih={24}>
          {state.status === 'running' && <Loader size="xs" />}
          {state.status === 'running' && <Text size="sm">Searching every design…</Text>}
          {state.status === 'done' && (
            <Text size="sm">
              Searched {f.number(state.result.combinations)} designs in {f.number(state.ms, state.ms < 10 ? 1 : 0)} ms:{' '}
              {state.result.front.length} best trade-offs.
            </Text>
          )}
        </Group>
        {state.status === 'error' && (
          <Alert color="red" title="The optimizer did not run" role="alert">
            {state.message}
          </Alert>
        )}
        {result && (
          <>
            <Grid gap="md">
              <Grid.Col span={{ base: 12, md: selectedIndex === null ? 12 : 7 }}>
                <ChartBoundary fallback="The chart could not be drawn; the table below lists the same designs.">
                  <ParetoChart result={result} selected={selectedIndex} onSelect={select} />
                </ChartBoundary>
              </Grid.Col>
              {selectedIndex !== null && (
                <Grid.Col span={{ base: 12, md: 5 }}>
                  <SelectedDesign result={result} index={selectedIndex} onApply={onApply} headingRef={headingRef} />
                </Grid.Col>
              )}
            </Grid>
            <NamedDesigns result={result} onShow={select} onApply={onApply} />
            <SuggestionsList suggestions={result.suggestions} onApply={applySuggestion} />
            <Title order={4} size="h5">
              Every best trade-off
            </Title>
            <ParetoTable result={result} selected={selectedIndex} onShow={select} onApply={onApply} />
          </>
        )}
      </Stack>
    </SectionCard>
  );
}
