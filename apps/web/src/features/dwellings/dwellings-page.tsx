import { floorThermal, mapFloorStructure, type ClimateZone, type FloorThermal } from '@embodied/engine';
import { useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Stack, Text, Title } from '@mantine/core';
import {
  DEFAULT_DWELLING_PROJECT,
  estimateDwellingRequestSchema,
  SEED_CHOICE_FIELDS,
  SNAPSHOT_TITLES,
  type MeasuredQuantitiesBody,
  type SeedDwellingChoices,
} from '@embodied/contracts';
import {
  CalculatorForm,
  CalculatorLayout,
  ProjectNameInput,
  calculatorPageText,
} from '../../components/calculator-parts';
import { DatasetSelect } from '../../components/dataset-select';
import { ClimateZoneField, FloorThermalList, useClimateZoneChoice } from '../../components/climate-zone-field';
import { CustomProductPicker } from '../../components/custom-product-picker';
import { UserEpdNote } from '../../components/user-epd-note';
import { chosenProducts, useCustomProducts } from '../../lib/custom-products';
import { useFiguresCalculator } from '../../lib/use-figures-calculator';
import { calculatorPage, useCalculatorFormState } from '../../lib/use-calculator-form';
import { useStableValue } from '../../lib/use-stable-value';
import { lazyChart } from '../../components/lazy-chart';
import {
  currentRequest,
  figuresFromResponse,
  previewEstimate,
  sameRequest,
  type DwellingFigures,
} from './dwelling-estimate';
import { BrickworksNetField, ChoiceFields, GeometryFields, ScopeField } from './dwelling-form-fields';
import { TransportDistanceFields } from '../../components/upfront-modules';
import { DEFAULT_CHOICES, DEFAULT_FORM, type DwellingFormInput, type DwellingRequest } from './dwelling-options';
import { DwellingResults } from './dwelling-results';
import { DwellingNotes } from './dwelling-notes';
import { PrintHeader } from '../../components/print-header';
import { readDwellingSnapshot } from './dwelling-snapshot';
import { dwellingsApi } from './dwellings-api';
import { ParetoPanel } from './pareto-panel';
import './dwellings-page.css';
import { SectionCard } from '../../components/section-card';
import { MeasuredQuantitiesNotice } from './measured-quantities-notice';
import { measuredQuantitiesWords } from '@embodied/engine';

/** The breakdown chart and its table, their code loaded when first drawn (components/lazy-chart.tsx). */
const DwellingBreakdown = lazyChart(() => import('./dwelling-breakdown').then((m) => m.DwellingBreakdown), 180);

const FORM_FIELDS = Object.keys(estimateDwellingRequestSchema.shape) as (keyof DwellingFormInput)[];

/** The page's column and heading, shared with its first paint (app/first-paint.tsx). */
export const OPTIMIZER_PAGE = calculatorPageText('dwellings-page', {
  title: 'Optimizer',
  intro:
    'Estimate a house’s embodied carbon and cold-shell cost, then let the optimizer find the best trade-offs between them.',
  introWidth: 760,
});

/**
 * The dwellings calculator (the optimizer page, spec section 2): the dwelling estimate, previewed by
 * the engine as the form changes and saved as a numbered snapshot by Calculate, and the optimizer
 * that searches every design of the house for the best trade-offs between carbon and cost.
 */
export const DwellingsPage = calculatorPage(estimateDwellingRequestSchema, DEFAULT_FORM, DwellingsCalculator);

/**
 * The estimate beside the form (the saved figures when they are the form's, else the preview), with
 * its floors' insulation, breakdown and notes, and the header it prints under.
 */
function DwellingEstimateCard({
  shown,
  saved,
  values,
  measured,
  choices,
  firstFloor,
  climateZone,
}: {
  shown: DwellingFigures | undefined;
  /** The saved snapshot, when it is of the form as it is. */
  saved: { snapshot: number; createdAt: string } | undefined;
  values: { project?: string; customProductIds?: readonly string[] };
  /** The measured quantities the estimate uses (issue 52); null: the model. */
  measured: MeasuredQuantitiesBody | null;
  choices: SeedDwellingChoices;
  firstFloor: boolean;
  climateZone: ClimateZone;
}) {
  return (
    <SectionCard roomy aria-label="Estimate and breakdown" className="print-area">
      {shown ? (
        <Stack gap="lg">
          <div className="print-only">
            <PrintHeader
              title={saved ? `${SNAPSHOT_TITLES.dwelling} #${saved.snapshot}` : 'Dwelling estimate (not saved)'}
              project={values.project || DEFAULT_DWELLING_PROJECT}
              createdAt={saved?.createdAt}
              datasetId={shown.datasetId}
            />
          </div>
          <DwellingResults figures={shown} snapshot={saved?.snapshot} />
          <FloorThermalList
            title="Floor insulation"
            rows={[
              [
                'Ground floor',
                floorThermal(mapFloorStructure(choices.groundFloorStructure, 'ground'), 'ground', climateZone),
              ],
              ...(firstFloor
                ? [
                    [
                      'First floor',
                      floorThermal(mapFloorStructure(choices.firstFloorStructure, 'first'), 'first', climateZone),
                    ] as [string, FloorThermal],
                  ]
                : []),
            ]}
          />
          <UserEpdNote elements={shown.elements} />
          <DwellingBreakdown figures={shown} />
          <DwellingNotes
            datasetId={shown.datasetId}
            productIds={values.customProductIds}
            createdAt={saved?.createdAt ?? new Date().toISOString()}
            quantities={measured ? measuredQuantitiesWords(measured) : null}
            wholeHouse={shown.upfront?.scope === 'whole-house'}
          />
        </Stack>
      ) : (
        <Text c="gray.8">Enter the floor areas, ceiling height and window % to see the estimate.</Text>
      )}
    </SectionCard>
  );
}

/** The page under its form (`calculatorPage` says why they are two components). */
function DwellingsCalculator({ form }: { form: UseFormReturn<DwellingFormInput, unknown, DwellingRequest> }) {
  const { values, datasetId, errors } = useCalculatorFormState(form);
  const request = useStableValue(currentRequest(values, datasetId));
  const products = useCustomProducts();
  const chosen = useStableValue(chosenProducts(values.customProductIds, products.data?.items));
  const climateZone = useClimateZoneChoice(values.climateZone);
  const preview = useMemo(
    () => (request ? previewEstimate(request, chosen, climateZone) : undefined),
    [request, chosen, climateZone],
  );

  const calculator = useFiguresCalculator({
    form,
    defaults: DEFAULT_FORM,
    datasetId,
    fields: FORM_FIELDS,
    calculate: dwellingsApi.optimize,
    figures: figuresFromResponse,
    snapshot: { kind: 'dwelling', read: readDwellingSnapshot, page: 'optimizer page', fresh: 'estimate' },
  });
  const { saved } = calculator;
  const savedIsCurrent = !!saved && sameRequest(request, saved.request);
  const shown = savedIsCurrent ? saved.figures : preview;

  const choices = Object.fromEntries(
    SEED_CHOICE_FIELDS.map((f) => [f, request?.[f] ?? values[f] ?? DEFAULT_CHOICES[f]]),
  ) as SeedDwellingChoices;
  const geometry = request && {
    groundFloorArea: request.groundFloorArea,
    firstFloorArea: request.firstFloorArea,
    ceilingHeight: request.ceilingHeight,
    windowArea: request.windowArea,
    measuredQuantities: request.measuredQuantities ?? null,
  };

  const apply = (next: SeedDwellingChoices) => {
    for (const f of SEED_CHOICE_FIELDS) form.setValue(f, next[f], { shouldDirty: true, shouldValidate: true });
  };

  return (
    <CalculatorLayout
      className={OPTIMIZER_PAGE.className}
      heading={OPTIMIZER_PAGE.heading}
      calculator={calculator}
      leftSpan={5}
      left={
        <CalculatorForm
          headingId="optimizer-form-heading"
          calculator={calculator}
          help="Calculate saves the estimate as a numbered carbon snapshot. The figures preview as you type."
        >
          <Title order={3} size="h4" id="optimizer-form-heading">
            Optimizer Entry
          </Title>
          <ProjectNameInput
            description="Optional; names the saved snapshot."
            placeholder={DEFAULT_DWELLING_PROJECT}
            {...form.register('project')}
            error={errors.project?.message}
          />
          {values.measuredQuantities && (
            <MeasuredQuantitiesNotice
              value={values.measuredQuantities}
              onRemove={() => form.setValue('measuredQuantities', null, { shouldDirty: true })}
            />
          )}
          <GeometryFields control={form.control} />
          <ChoiceFields control={form.control} />
          <ScopeField
            value={values.scope ?? 'cold-shell'}
            onChange={(scope) => form.setValue('scope', scope, { shouldDirty: true })}
          />
          <TransportDistanceFields
            value={values.upfront}
            onChange={(upfront) => form.setValue('upfront', upfront, { shouldDirty: true, shouldValidate: true })}
          />
          <ClimateZoneField
            value={climateZone}
            onChange={(zone) => {
              if (zone !== null) form.setValue('climateZone', zone, { shouldDirty: true });
            }}
          />
          <DatasetSelect value={datasetId} onChange={(id) => form.setValue('datasetId', id)} />
          <CustomProductPicker control={form.control} name="customProductIds" />
          <BrickworksNetField control={form.control} />
        </CalculatorForm>
      }
      right={
        <DwellingEstimateCard
          shown={shown}
          saved={savedIsCurrent ? saved : undefined}
          values={values}
          measured={request?.measuredQuantities ?? null}
          choices={choices}
          firstFloor={!!request && request.firstFloorArea > 0}
          climateZone={climateZone}
        />
      }
    >
      <ParetoPanel
        geometry={geometry}
        current={choices}
        datasetId={datasetId}
        products={chosen}
        net={values.brickworksNetOfOffsets === true}
        climateZone={climateZone}
        scope={values.scope ?? 'cold-shell'}
        upfront={request?.upfront}
        onApply={apply}
      />
    </CalculatorLayout>
  );
}
