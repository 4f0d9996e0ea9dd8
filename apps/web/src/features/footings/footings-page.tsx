import type { UseFormReturn } from 'react-hook-form';
import { Stack, Title } from '@mantine/core';
import {
  CLIMATE_ZONE_HELP,
  calculateFootingRequestSchema,
  EXAMPLE_PROJECT,
  FOOTING_REQUEST_FIELDS,
  type CalculateFootingRequest,
  type FootingFormInput,
} from '@embodied/contracts';
import {
  CalculatorForm,
  CalculatorLayout,
  ProjectNameInput,
  calculatorPageText,
} from '../../components/calculator-parts';
import { DatasetSelect } from '../../components/dataset-select';
import { ClimateZoneField, FloorThermalList, useClimateZoneChoice } from '../../components/climate-zone-field';
import { FOOTING_SYSTEMS, floorThermal } from '@embodied/engine';
import { CustomProductPicker } from '../../components/custom-product-picker';
import { TransportDistanceFields } from '../../components/upfront-modules';

/** The material classes footing systems use (their A4 distances can be set). */
const FOOTING_CLASSES = ['concrete', 'precastConcrete', 'steel', 'timber', 'insulation'] as const;
import { chosenProducts, useCustomProducts } from '../../lib/custom-products';
import { useFiguresCalculator } from '../../lib/use-figures-calculator';
import { calculatorPage, useCalculatorFormState } from '../../lib/use-calculator-form';
import { FootingComparison } from './footing-comparison';
import { figuresFromOutputs } from './footing-figures';
import { FootingQuantityFields, FootingSystemFields } from './footing-form-fields';
import { FootingPrint } from './footing-print';
import { FootingSidePanel } from './footing-side-panel';
import { readFootingSnapshot } from './footing-snapshot';
import { footingsApi } from './footings-api';
import { currentRequest, sameRequest, useFootingPreview } from './use-footing-preview';
import './footings-page.css';

/** A sensible start: the common Australian slab as business as usual against a waffle slab, standard concrete. */
const DEFAULTS: Partial<FootingFormInput> = {
  project: '',
  area: undefined,
  depth: undefined,
  complexity: 0,
  businessAsUsual: 'BlindedRaft',
  alternateFootingSystem: 'Waffle',
  lowCarbonConcrete: 'StandardConcrete',
  customProductIds: [],
};

/** The page's column and heading, shared with its first paint (app/first-paint.tsx). */
export const FOOTINGS_PAGE = calculatorPageText('footings-page no-print', {
  title: 'Foundation System',
  intro:
    'Compare the embodied carbon of the footing you would normally build with an alternate system for the same slab, and see what low-carbon concrete changes.',
  introWidth: 720,
});

/**
 * The footings calculator (the slab page, spec section 2): business-as-usual footing vs an
 * alternate, with the low-carbon concrete switch. The engine previews every change in the browser;
 * Calculate asks the server, which recomputes and saves a numbered carbon snapshot.
 */
export const FootingsPage = calculatorPage(calculateFootingRequestSchema, DEFAULTS, FootingsCalculator);

/** The page under its form (`calculatorPage` says why they are two components). */
function FootingsCalculator({ form }: { form: UseFormReturn<FootingFormInput, unknown, CalculateFootingRequest> }) {
  const { values, datasetId, errors } = useCalculatorFormState(form);
  const request = currentRequest(values, datasetId);
  const climateZone = useClimateZoneChoice(values.climateZone);
  const products = useCustomProducts();
  const preview = useFootingPreview(
    request,
    chosenProducts(values.customProductIds, products.data?.items),
    climateZone,
  );
  const floorsOf = [
    ['Business as usual', values.businessAsUsual],
    ['Alternate', values.alternateFootingSystem],
  ] as const;

  const calculator = useFiguresCalculator({
    form,
    defaults: DEFAULTS,
    datasetId,
    fields: FOOTING_REQUEST_FIELDS,
    calculate: footingsApi.calculate,
    figures: figuresFromOutputs,
    snapshot: { kind: 'footing', read: readFootingSnapshot, page: 'slab page', fresh: 'calculation' },
  });
  const { saved } = calculator;
  const savedIsCurrent =
    !!saved && !!request && sameRequest({ ...request, project: values.project?.trim() }, saved.request);

  return (
    <>
      <CalculatorLayout
        className={FOOTINGS_PAGE.className}
        heading={FOOTINGS_PAGE.heading}
        calculator={calculator}
        leftSpan={7}
        left={
          <Stack gap="lg">
            <CalculatorForm
              headingId="footing-form-heading"
              calculator={calculator}
              help="Calculate saves the comparison as a numbered carbon snapshot you can print."
            >
              <ProjectNameInput
                placeholder={`e.g. ${EXAMPLE_PROJECT}`}
                required
                {...form.register('project')}
                error={errors.project?.message}
              />
              <Title order={3} size="h4" id="footing-form-heading">
                Footing Data Entry
              </Title>
              <FootingQuantityFields control={form.control} />
              <FootingSystemFields control={form.control} />
              <ClimateZoneField
                value={climateZone}
                onChange={(zone) => {
                  if (zone !== null) form.setValue('climateZone', zone, { shouldDirty: true });
                }}
                description={`Sets the batts the suspended timber floor of a stump system is given (what NCC 2022 asks in the zone; see the methodology). ${CLIMATE_ZONE_HELP}`}
              />
              <FloorThermalList
                title="Floor insulation"
                rows={floorsOf.flatMap(([name, key]) =>
                  key && key in FOOTING_SYSTEMS
                    ? [
                        [
                          `${name} (${FOOTING_SYSTEMS[key].label})`,
                          floorThermal(FOOTING_SYSTEMS[key].floor, 'ground', climateZone),
                        ] as const,
                      ]
                    : [],
                )}
              />
              <DatasetSelect value={datasetId} onChange={(id) => form.setValue('datasetId', id)} />
              <CustomProductPicker control={form.control} name="customProductIds" />
              <TransportDistanceFields
                classes={FOOTING_CLASSES}
                value={values.upfront}
                onChange={(upfront) => form.setValue('upfront', upfront, { shouldDirty: true, shouldValidate: true })}
              />
            </CalculatorForm>
            <FootingComparison saved={saved} savedIsCurrent={savedIsCurrent} preview={preview} />
          </Stack>
        }
        right={
          <FootingSidePanel
            snapshot={saved?.snapshot}
            businessAsUsual={values.businessAsUsual}
            alternate={values.alternateFootingSystem}
          />
        }
      />
      {saved && <FootingPrint saved={saved} />}
    </>
  );
}
