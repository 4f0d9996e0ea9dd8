import { useEffect, useRef, useState, type RefObject } from 'react';
import { Alert, Button, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import {
  type SeedChoiceField,
  type SeedDwellingChoices,
  type SeedOptimizeDwellingInput,
  type UpfrontOptionsBody,
  type UsedCustomProduct,
} from '@embodied/contracts';
import { COST_BASIS, type ClimateZone, type DatasetId, type DwellingScope } from '@embodied/engine';
import { CostBasis } from '../../components/report-notes';
import { sameData, useStableValue } from '../../lib/use-stable-value';
import { ChartBoundary } from '../../components/chart-boundary';
import { DesignChoices } from './design-choices';
import { scopeWords, useFormats } from './dwelling-format';
import { NamedDesigns } from './named-designs';
import { KeptChoices, SearchLimitFields, useSearchLimits } from './optimizer-search-fields';
import { lazyChart } from '../../components/lazy-chart';
import type { SeedOptimizeResult, SeedSuggestion } from './optimizer-messages';
import { ParetoTable } from './pareto-table';
import { SuggestionsList } from './suggestions-list';
import { useOptimizerWorker, type SearchJob } from './use-optimizer-worker';
import { SectionCard } from '../../components/section-card';

/** The front's chart, its code loaded when first drawn (components/lazy-chart.tsx). */
const ParetoChart = lazyChart(() => import('./pareto-chart').then((m) => m.ParetoChart), 320);

/** The house's fixed geometry, under the form's field names (with its measured quantities, when in use). */
export type DwellingGeometry = Pick<
  SeedOptimizeDwellingInput,
  'groundFloorArea' | 'firstFloorArea' | 'ceilingHeight' | 'windowArea' | 'measuredQuantities'
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
  /** The scope chosen on the page: the front compares A1–A5 over it (issue 51). */
  scope: DwellingScope;
  /** The transport distances set on the page (absent: the cited defaults), as the estimate uses them. */
  upfront: UpfrontOptionsBody;
  onApply: (choices: SeedDwellingChoices) => void;
}

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
          <strong>{f.tonnes(d.totalCO2e)}</strong> at A1–A5 · <strong>{f.money(d.coldShellCost)}</strong>
          {current &&
            ` (${f.deltaCarbon(d.totalCO2e - current.totalCO2e)}, ${f.deltaMoney(d.coldShellCost - current.coldShellCost)} against yours)`}
        </Text>
        <Text size="xs" c="gray.8">
          By module ({scopeWords(result.scope)}): {f.tonnes(d.upfront.a1a3)} at A1–A3, {f.tonnes(d.upfront.a4)} A4
          transport to site, {f.tonnes(d.upfront.a5)} A5 construction.
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

/** The search's progress, or why it did not run. */
function SearchStatus({ state }: { state: ReturnType<typeof useOptimizerWorker>['state'] }) {
  const f = useFormats();
  return (
    <>
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
    </>
  );
}

/** What the optimizer says it does, and what its figures leave out. */
function OptimizerIntro({ scope }: { scope: DwellingScope }) {
  return (
    <div>
      <Title order={3} id="optimizer-heading">
        Best designs for carbon and cost
      </Title>
      <Text size="sm" c="gray.8" maw={820}>
        For this house’s areas, ceiling height and windows, the optimizer tries every combination of wall materials,
        floor structures, roof, window frame, glazing and suppliers, and keeps each design that no other beats on both
        embodied carbon and cold-shell cost. It runs in your browser.
      </Text>
      <Text size="sm" c="gray.8" maw={820} mt={6} className="optimizer-scope-note">
        <strong>Embodied carbon only.</strong> The front compares upfront carbon, A1–A5 (materials, transport to site
        and construction), of the {scopeWords(scope)} as chosen in the form, with cold-shell cost; each design’s A1–A3
        stays in its details. The figures do not include the energy the house uses in operation, and they do not check
        NCC energy-efficiency compliance: a design with less embodied carbon can need more heating and cooling.
      </Text>
      <CostBasis basis={COST_BASIS} />
    </div>
  );
}

/**
 * The front found: its chart (a design chosen on it shows beside it), the named designs, the single
 * changes worth making and the table of every design.
 */
function SearchResults({
  result,
  selectedIndex,
  onSelect,
  onApply,
  onApplySuggestion,
  headingRef,
}: {
  result: SeedOptimizeResult;
  selectedIndex: number | null;
  onSelect: (index: number) => void;
  onApply: (choices: SeedDwellingChoices) => void;
  onApplySuggestion: (suggestion: SeedSuggestion) => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: selectedIndex === null ? 12 : 7 }}>
          <ChartBoundary fallback="The chart could not be drawn; the table below lists the same designs.">
            <ParetoChart result={result} selected={selectedIndex} onSelect={onSelect} />
          </ChartBoundary>
        </Grid.Col>
        {selectedIndex !== null && (
          <Grid.Col span={{ base: 12, md: 5 }}>
            <SelectedDesign result={result} index={selectedIndex} onApply={onApply} headingRef={headingRef} />
          </Grid.Col>
        )}
      </Grid>
      <NamedDesigns result={result} onShow={onSelect} onApply={onApply} />
      <SuggestionsList suggestions={result.suggestions} scope={scopeWords(result.scope)} onApply={onApplySuggestion} />
      <Title order={4} size="h5">
        Every best trade-off
      </Title>
      <ParetoTable result={result} selected={selectedIndex} onShow={onSelect} onApply={onApply} />
    </>
  );
}

/**
 * The optimizer: every design of this house searched in a Web Worker (the page never freezes), the
 * exact front of carbon against cost, the named designs and the single changes worth making.
 * Once started it follows the form, so applying a design re-runs it from the new design.
 */
export function ParetoPanel({
  geometry,
  current,
  datasetId,
  products,
  net,
  climateZone,
  scope,
  upfront,
  onApply,
}: Props) {
  const [active, setActive] = useState(false);
  const [selected, setSelected] = useState<{ job: SearchJob; index: number } | null>(null);
  // Choices the user keeps: the search and the suggestions only consider designs with them.
  const [locked, setLocked] = useState<SeedChoiceField[]>([]);
  const search = useSearchLimits(current, locked);
  const { limits } = search;
  const { state, run } = useOptimizerWorker();

  // Rebuilt on every render from the form; stable while its content is, so the search re-runs only on a real change.
  const job = useStableValue<SearchJob | undefined>(
    geometry && limits
      ? {
          input: {
            ...geometry,
            current,
            brickworksNetOfOffsets: net,
            climateZone,
            carbonTarget: limits.carbonTarget,
            budget: limits.budget,
            allowed: locked.length === 0 ? null : Object.fromEntries(locked.map((f) => [f, [current[f]]])),
            minimumWallR: limits.minimumWallR,
            // Upfront carbon over the page's scope, as the published figures count it (issue 51).
            scope,
            modules: 'A1-A5',
            upfront: upfront ?? null,
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

  return (
    <SectionCard roomy aria-labelledby="optimizer-heading">
      <Stack gap="md">
        <OptimizerIntro scope={scope} />
        <SearchLimitFields
          search={search}
          onFind={
            job
              ? () => {
                  setActive(true);
                  run(job);
                }
              : undefined
          }
          loading={state.status === 'running' && !result}
        />
        <KeptChoices current={current} locked={locked} onChange={setLocked} />
        {!geometry && (
          <Text size="sm" c="gray.8">
            Enter the four measurements of the house above to search its designs.
          </Text>
        )}
        <SearchStatus state={state} />
        {result && (
          <SearchResults
            result={result}
            selectedIndex={selectedIndex}
            onSelect={select}
            onApply={onApply}
            onApplySuggestion={(s) => onApply({ ...current, [s.field]: s.to })}
            headingRef={headingRef}
          />
        )}
      </Stack>
    </SectionCard>
  );
}
