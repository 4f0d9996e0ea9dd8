import { useMemo, useState } from 'react';
import { Alert, Anchor, Box, Button, Grid, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DEFAULT_DWELLING_PROJECT, optimizeRequestSchema } from '@embodied/contracts';
import { CHOICE_FIELDS, type DwellingChoices } from '@embodied/engine';
import { useDatasetChoice } from '../../lib/use-dataset-choice';
import { DatasetSelect } from '../../components/dataset-select';
import { ApiError } from '../../lib/api-client';
import { DwellingBreakdown } from './dwelling-breakdown';
import { currentRequest, figuresFromResponse, previewEstimate, sameRequest, type SavedEstimate } from './dwelling-estimate';
import { BrickworksNetField, ChoiceFields, GeometryFields } from './dwelling-form-fields';
import { DEFAULT_CHOICES, DEFAULT_FORM, type DwellingFormInput, type DwellingRequest } from './dwelling-options';
import { DwellingResults } from './dwelling-results';
import { dwellingsApi } from './dwellings-api';
import { ParetoPanel } from './pareto-panel';
import { snapshotPrefillMessage, useSnapshotPrefill } from '../../lib/use-snapshot-prefill';
import { readDwellingSnapshot } from './dwelling-snapshot';
import './optimizer-page.css';

const FORM_FIELDS = new Set<string>(Object.keys(optimizeRequestSchema.shape));

/**
 * The optimizer page (spec section 2): the dwelling estimate, previewed by the engine as the form
 * changes and saved as a numbered snapshot by Calculate, and the optimizer that searches every design
 * of the house for the best trade-offs between carbon and cost.
 */
export function OptimizerPage() {
  const form = useForm<DwellingFormInput, unknown, DwellingRequest>({ resolver: zodResolver(optimizeRequestSchema), defaultValues: DEFAULT_FORM });
  const values = useWatch({ control: form.control });
  const [saved, setSaved] = useState<SavedEstimate>();
  const [failure, setFailure] = useState<ApiError>();
  const calculate = useMutation({ mutationFn: dwellingsApi.optimize, meta: { silent: true } });

  const datasetId = useDatasetChoice(values.datasetId);
  const request = currentRequest(values, datasetId);
  const requestKey = JSON.stringify(request ?? null);
  // `requestKey` stands for `request`: rebuilt on every render, its content is what matters.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const preview = useMemo(() => (request ? previewEstimate(request) : undefined), [requestKey]);
  const savedIsCurrent = !!saved && sameRequest(request, saved.request);
  const shown = savedIsCurrent ? saved.figures : preview;

  const choices = Object.fromEntries(CHOICE_FIELDS.map((f) => [f, request?.[f] ?? values[f] ?? DEFAULT_CHOICES[f]])) as DwellingChoices;
  const geometry = request && { groundFloorArea: request.groundFloorArea, firstFloorArea: request.firstFloorArea, ceilingHeight: request.ceilingHeight, windowArea: request.windowArea };

  const prefill = useSnapshotPrefill({
    kind: 'dwelling',
    read: readDwellingSnapshot,
    apply: (snapshot) => {
      form.reset({ ...DEFAULT_FORM, ...snapshot.request });
      setSaved(snapshot);
    },
  });
  const prefillMessage = snapshotPrefillMessage(prefill, 'optimizer page', 'estimate');

  const apply = (next: DwellingChoices) => {
    for (const f of CHOICE_FIELDS) form.setValue(f, next[f], { shouldDirty: true, shouldValidate: true });
  };

  const onSubmit = form.handleSubmit(async (data) => {
    setFailure(undefined);
    const body = { ...data, datasetId: data.datasetId ?? datasetId };
    try {
      const r = await calculate.mutateAsync(body);
      setSaved({ request: body, figures: figuresFromResponse(r), snapshot: r.snapshot, createdAt: r.createdAt });
    } catch (err) {
      const error = err instanceof ApiError ? err : new ApiError(0, 'internal', 'Calculating failed. Please try again.');
      for (const issue of error.issues) {
        if (FORM_FIELDS.has(issue.path)) form.setError(issue.path as keyof DwellingFormInput, { message: issue.message });
      }
      setFailure(error);
    }
  });

  const { errors } = form.formState;
  return (
    <Stack gap="lg" maw={1320} mx="auto" className="optimizer-page">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={2}>Optimizer</Title>
          <Text c="gray.8" maw={760}>
            Estimate a house’s embodied carbon and cold-shell cost, then let the optimizer find the best trade-offs between them.{' '}
            <Anchor component={Link} to="/methodology" underline="always">
              How it is calculated
            </Anchor>
          </Text>
        </div>
        <Text fw={700} size="lg" aria-live="polite">
          Carbon Snapshot: {saved ? `#${saved.snapshot}` : <Text span c="gray.7" fw={500}>not saved yet</Text>}
        </Text>
      </Group>
      {prefillMessage && (
        <Alert color="yellow" title="Snapshot not opened">
          {prefillMessage}
        </Alert>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
            <form onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="optimizer-form-heading">
              <Stack gap="md">
                <Title order={3} size="h4" id="optimizer-form-heading">
                  Optimizer Entry
                </Title>
                <TextInput label="Project name" description="Optional; names the saved snapshot." placeholder={DEFAULT_DWELLING_PROJECT} autoComplete="off" {...form.register('project')} error={errors.project?.message} />
                <GeometryFields control={form.control} errors={errors} />
                <ChoiceFields control={form.control} errors={errors} />
                <DatasetSelect value={datasetId} onChange={(id) => form.setValue('datasetId', id)} />
                <BrickworksNetField control={form.control} />
                {failure && (
                  <Alert color="red" title="Not calculated" role="alert">
                    {failure.message}
                  </Alert>
                )}
                <Box>
                  <Button type="submit" size="md" loading={calculate.isPending || prefill.status === 'loading'}>
                    Calculate
                  </Button>
                  <Text size="xs" c="gray.7" mt={6}>
                    Calculate saves the estimate as a numbered carbon snapshot. The figures preview as you type.
                  </Text>
                </Box>
              </Stack>
            </form>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-label="Estimate and breakdown">
            {shown ? (
              <Stack gap="lg">
                <DwellingResults figures={shown} snapshot={savedIsCurrent ? saved.snapshot : undefined} />
                <DwellingBreakdown figures={shown} />
              </Stack>
            ) : (
              <Text c="gray.8">Enter the floor areas, ceiling height and window % to see the estimate.</Text>
            )}
          </Paper>
        </Grid.Col>
      </Grid>
      <ParetoPanel geometry={geometry} current={choices} datasetId={datasetId} net={values.brickworksNetOfOffsets === true} onApply={apply} />
    </Stack>
  );
}
