import { lazy, memo, Suspense, useEffect } from 'react';
import { Anchor, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  FormProvider,
  useFieldArray,
  useForm,
  useFormState,
  useWatch,
  type FieldPath,
  type UseFormReturn,
} from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { datasetForPeople, DEFAULT_DATASET_ID, getDataset, LIMITS, type ClimateZone } from '@embodied/engine';
import type { UpfrontOptionsBody, UsedCustomProduct } from '@embodied/contracts';
import { FormDatasetSelect } from '../../components/dataset-select';
import { FailureAlert } from '../../components/failure-alert';
import { DraftControls, ProjectNameInput } from '../../components/calculator-parts';
import { useCurrentUser } from '../../lib/use-current-user';
import {
  emptyLocation,
  figuresSignature,
  formFromRequest,
  incompleteLocationMessages,
  initialWallForm,
  toWallRequest,
  wallFormResolver,
  type WallFormOutput,
  type WallFormValues,
} from './wall-form';
import { computeWallPreview, type WallTotals } from './wall-preview';
import { useWallCalculator, type SavedWall } from './use-wall-calculator';
import { wallApi } from './wall-api';
import { useCalculator } from '../../lib/use-calculator';
import { readWallSnapshot } from './wall-snapshot';
import { WallSummaryTable } from './wall-summary-table';
import { WallLocationCard } from './wall-location-card';
import { WallResults } from './wall-results';
import { StoppedByAlert, WallColumn, WallHeading, WallPrintControls, WallTakeoffNotice } from './wall-page-parts';

import { WallSnapshotNotice } from './wall-snapshot-notice';
import { ClimateZoneSelect, useClimateZone } from './wall-thermal';
import { CustomProductPicker } from '../../components/custom-product-picker';
import { TransportDistanceFields } from '../../components/upfront-modules';

/** A transport distance changed: the saved figures no longer describe the form. */
function setUpfront(form: WallFormMethods, upfront: UpfrontOptionsBody, clearSaved: () => void) {
  form.setValue('upfront', upfront, { shouldDirty: true });
  clearSaved();
}

/** The material classes wall build-ups use (their A4 distances can be set). */
const WALL_CLASSES = [
  'bricks',
  'blocks',
  'concrete',
  'precastConcrete',
  'steel',
  'timber',
  'boards',
  'insulation',
] as const;
import { ViewerNotice } from '../../components/workspace-badge';
import { chosenProducts, useCustomProducts } from '../../lib/custom-products';
import { useStableValue } from '../../lib/use-stable-value';
import './wall-page.css';

/**
 * The saved snapshot's section (its tables, chart, notes and basis figures) shows only after a
 * Calculate: its code loads then, not with the page (docs/benchmarks.md, /wall's first paint).
 */
const WallSnapshotSection = lazy(() =>
  import('./wall-snapshot-section').then((m) => ({ default: m.WallSnapshotSection })),
);

/** The page's first paint (app/first-paint.tsx): its title where the page will show it. */
export function WallFirstPaint() {
  return (
    <WallColumn>
      <WallHeading known={false} />
    </WallColumn>
  );
}

/**
 * The wall calculator (/wall): option A against option B over the wall locations, with a live
 * preview from the engine in the browser, server-checked figures on Calculate, and a saved,
 * printable carbon snapshot for the whole wall (spec sections 2, 4, 5; data brief 7a, 7g).
 */
export function WallPage() {
  const user = useCurrentUser();
  const form = useForm<WallFormValues, unknown, WallFormOutput>({
    resolver: wallFormResolver,
    // The signed-in shell has the user by now, so the form starts on their own dataset.
    defaultValues: initialWallForm(user.data?.effectiveDataset ?? DEFAULT_DATASET_ID),
  });
  return <WallForm form={form} />;
}

type WallFormMethods = UseFormReturn<WallFormValues, unknown, WallFormOutput>;

/**
 * The whole-wall Calculate (lib/use-calculator.ts): the request, the saved snapshot and its reopening,
 * the user's draft and the snapshot's number in the address. A saved wall replaces the locations'
 * own saved figures (`calc`).
 */
function useWholeWallCalculator(form: WallFormMethods, calc: ReturnType<typeof useWallCalculator>) {
  const user = useCurrentUser();
  return useCalculator({
    form,
    draft: { userId: user.data?.id, defaults: initialWallForm(user.data?.effectiveDataset ?? DEFAULT_DATASET_ID) },
    toRequest: toWallRequest,
    calculate: wallApi.calculateWall,
    toSaved: (request, response, valid): SavedWall => ({
      request,
      response,
      signature: figuresSignature({ ...request, datasetId: request.datasetId ?? response.dataset.id }),
      formIndexes: valid.locations.map((l) => l.formIndex),
    }),
    // Every issue of the whole-wall request names a field of the form (locations.2.length…).
    issueField: (path) => path as FieldPath<WallFormValues>,
    snapshot: {
      kind: 'wall',
      read: readWallSnapshot,
      restore: (snapshot) => {
        const values = formFromRequest(snapshot.request, snapshot.datasetId);
        return {
          values,
          saved: {
            request: snapshot.request,
            response: snapshot.response,
            signature: figuresSignature(values),
            formIndexes: snapshot.request.locations.map((_, i) => i),
          },
        };
      },
      page: 'wall page',
      fresh: 'calculation',
    },
    onSaved: (saved) => calc.savedFromWall(saved),
    // A reload shows the page as the snapshot it saved (?from=<number>), not an unsaved form.
    rememberInAddress: (response) => response.snapshot,
  });
}

/**
 * The user's own dataset is the default, unless the page was opened from a snapshot or the user
 * already chose one. Only when the user arrived after the form's first render: a reset re-renders
 * every field of the form, in the task of the page's first commit.
 */
function useOwnDatasetDefault(form: WallFormMethods, fromSnapshot: boolean) {
  const effectiveDataset = useCurrentUser().data?.effectiveDataset;
  useEffect(() => {
    if (
      effectiveDataset &&
      !fromSnapshot &&
      !form.getFieldState('datasetId').isDirty &&
      form.getValues('datasetId') !== effectiveDataset
    ) {
      form.resetField('datasetId', { defaultValue: effectiveDataset });
    }
  }, [effectiveDataset, fromSnapshot, form]);
}

/** The location cards, each with its own Calculate, and Add location (up to the most a wall takes). */
function WallLocations({
  form,
  values,
  products,
  climateZone,
  preview,
  calc,
}: {
  form: WallFormMethods;
  values: WallFormValues;
  products: readonly UsedCustomProduct[];
  climateZone: ClimateZone;
  preview: ReturnType<typeof computeWallPreview>;
  calc: ReturnType<typeof useWallCalculator>;
}) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'locations' });
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {fields.map((f, i) => (
          <WallLocationCard
            key={f.id}
            index={i}
            datasetId={values.datasetId}
            products={products}
            climateZone={climateZone}
            preview={
              preview.locations[i] ?? {
                area: null,
                optionA: null,
                optionB: null,
                breakdownA: null,
                breakdownB: null,
              }
            }
            saved={calc.saved[i]}
            pending={calc.pendingLocation === i}
            error={calc.locationErrors[i] || undefined}
            canRemove={fields.length > 1}
            onCalculate={() => void calc.calculateLocation(i)}
            onRemove={() => {
              remove(i);
              calc.removeSaved(i);
            }}
            onClear={(side) => calc.clearSaved(i, side)}
          />
        ))}
      </SimpleGrid>
      <Group>
        <Button
          variant="light"
          onClick={() => append(emptyLocation())}
          disabled={fields.length >= LIMITS.wallLocations.max}
        >
          Add location
        </Button>
      </Group>
    </>
  );
}

/**
 * The page under its form. `useForm` marks the form ready in a layout effect as it mounts, which
 * re-renders the component that called it at once, in the task of the page's first commit (a CPU
 * profile of /wall put two thirds of that 175–222 ms task in this re-render of the whole page).
 * `useForm` returns the same object on every render, so this memo stops that re-render here; the
 * page reads the values and the form's state through its own subscriptions (`useWatch`,
 * `useFormState`) and re-renders when they change.
 */
const WallForm = memo(function WallForm({ form }: { form: WallFormMethods }) {
  const user = useCurrentUser();
  const formState = useFormState({ control: form.control });
  // Every field has a default value, so the whole form's values are complete.
  const values = useWatch({ control: form.control }) as WallFormValues;
  const calc = useWallCalculator(form);
  const [climateZone, setClimateZone] = useClimateZone(user.data?.id);
  const wall = useWholeWallCalculator(form, calc);
  const { prefill } = wall;
  const startAgain = () => {
    wall.startAgain();
    calc.clearAllSaved();
  };
  const fromSnapshot = prefill.status !== 'none';

  useOwnDatasetDefault(form, fromSnapshot);

  const products = useCustomProducts();
  const chosen = useStableValue(chosenProducts(values.customProductIds, products.data?.items));
  const preview = computeWallPreview(values, chosen);
  const savedWall = wall.saved;
  const savedMatches = savedWall !== undefined && savedWall.signature === figuresSignature(values);
  const savedTotals: WallTotals | null = savedMatches ? savedWall.response : null;
  // Once the form no longer matches the saved snapshot, the address stops naming it: a reload then
  // brings back the draft (what was typed), not the snapshot.
  const { forgetInAddress } = wall;
  const stale = savedWall !== undefined && !savedMatches;
  useEffect(() => {
    if (stale) forgetInAddress();
  }, [stale, forgetInAddress]);
  const shownDataset = savedMatches ? savedWall.response.dataset : getDataset(values.datasetId);
  // After a whole-wall Calculate: the cards that stop it, in words (their fields say the rest).
  const locationErrors = formState.errors.locations;
  const stoppedBy =
    formState.submitCount > 0
      ? incompleteLocationMessages(
          values.locations,
          values.locations.map((_, i) => locationErrors?.[i]),
        )
      : [];

  return (
    <FormProvider {...form} formState={formState}>
      <WallColumn>
        <WallHeading known>
          <WallPrintControls snapshot={savedWall?.response.snapshot} />
        </WallHeading>
        <ViewerNotice />
        <WallSnapshotNotice prefill={prefill} />
        <WallTakeoffNotice form={form} />

        <form onSubmit={(e) => void wall.submit(e)} noValidate aria-label="Wall locations and target">
          <Stack gap="md">
            <Group align="flex-end" gap="md">
              <ProjectNameInput
                description="The project this comparison belongs to"
                required
                w={{ base: '100%', sm: 360 }}
                {...form.register('project')}
                error={formState.errors.project?.message}
              />
              <Anchor component={Link} to={paths.footings()} pb={6}>
                Slab
              </Anchor>
            </Group>
            <FormDatasetSelect
              control={form.control}
              name="datasetId"
              fallback={DEFAULT_DATASET_ID}
              onPick={() => calc.clearAllSaved()}
            />
            <CustomProductPicker control={form.control} name="customProductIds" onPick={() => calc.clearAllSaved()} />
            <TransportDistanceFields
              classes={WALL_CLASSES}
              value={values.upfront}
              onChange={(upfront) => setUpfront(form, upfront, calc.clearAllSaved)}
            />
            <ClimateZoneSelect value={climateZone} onChange={setClimateZone} />
            <WallSummaryTable saved={savedTotals} preview={preview.totals} pending={wall.calculating} />
            <Text size="sm">
              Figures on {datasetForPeople(shownDataset.label, shownDataset.version)}.{' '}
              {savedMatches
                ? `Saved in Carbon Snapshot #${savedWall.response.snapshot}.`
                : 'Calculate the whole wall to check them on the server and save a snapshot.'}
            </Text>
            <DraftControls
              restored={wall.draftRestored}
              onStartAgain={startAgain}
              confirm={`This clears the project name and the inputs of ${values.locations.length === 1 ? 'the 1 location' : `all ${values.locations.length} locations`} on this page, and the results shown.`}
            />
            <StoppedByAlert messages={stoppedBy} />
            <FailureAlert failure={wall.failure} title="The wall was not calculated" retry />
            <WallLocations
              form={form}
              values={values}
              products={chosen}
              climateZone={climateZone}
              preview={preview}
              calc={calc}
            />
          </Stack>
        </form>

        <WallResults values={values} preview={preview} saved={calc.saved} savedMatches={savedMatches} />
        {savedWall && (
          <Suspense
            fallback={
              <Text size="sm" role="status">
                Loading the snapshot…
              </Text>
            }
          >
            <WallSnapshotSection saved={savedWall} stale={!savedMatches} />
          </Suspense>
        )}
      </WallColumn>
    </FormProvider>
  );
});
