import { useState } from 'react';
import { Alert, Anchor, Box, Button, Grid, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { calculateFootingRequestSchema, FOOTING_REQUEST_FIELDS, type CalculateFootingRequest, type FootingFormInput } from '@embodied/contracts';
import { useDatasetChoice } from '../../lib/use-dataset-choice';
import { DatasetSelect } from '../../components/dataset-select';
import { ApiError } from '../../lib/api-client';
import { FootingComparison } from './footing-comparison';
import { figuresFromOutputs } from './footing-figures';
import { FootingQuantityFields, FootingSystemFields } from './footing-form-fields';
import { FootingPrint, type SavedFooting } from './footing-print';
import { FootingSidePanel } from './footing-side-panel';
import { footingsApi } from './footings-api';
import { currentRequest, useFootingPreview } from './use-footing-preview';
import { snapshotPrefillMessage, useSnapshotPrefill } from '../../lib/use-snapshot-prefill';
import { readFootingSnapshot } from './footing-snapshot';
import './slab-page.css';

/** A sensible start: the common Australian slab as business as usual against a waffle slab, standard concrete. */
const DEFAULTS: Partial<FootingFormInput> = {
  project: '',
  area: undefined,
  depth: undefined,
  complexity: 0,
  businessAsUsual: 'BlindedRaft',
  alternateFootingSystem: 'Waffle',
  lowCarbonConcrete: 'StandardConcrete',
};

const sameRequest = (a: object, b: object) => JSON.stringify(a, FOOTING_REQUEST_FIELDS as unknown as string[]) === JSON.stringify(b, FOOTING_REQUEST_FIELDS as unknown as string[]);

/**
 * The slab page (spec section 2): business-as-usual footing vs an alternate, with the low-carbon
 * concrete switch. The engine previews every change in the browser; Calculate asks the server, which
 * recomputes and saves a numbered carbon snapshot.
 */
export function SlabPage() {
  const form = useForm<FootingFormInput, unknown, CalculateFootingRequest>({ resolver: zodResolver(calculateFootingRequestSchema), defaultValues: DEFAULTS });
  const values = useWatch({ control: form.control });
  const [saved, setSaved] = useState<SavedFooting>();
  const [failure, setFailure] = useState<ApiError>();
  const calculate = useMutation({ mutationFn: footingsApi.calculate, meta: { silent: true } });

  const datasetId = useDatasetChoice(values.datasetId);
  const request = currentRequest(values, datasetId);
  const preview = useFootingPreview(request);
  const savedIsCurrent = !!saved && !!request && sameRequest({ ...request, project: values.project?.trim() }, saved.request);

  const prefill = useSnapshotPrefill({
    kind: 'footing',
    read: readFootingSnapshot,
    apply: (snapshot) => {
      form.reset({ ...DEFAULTS, ...snapshot.request });
      setSaved(snapshot);
    },
  });
  const prefillMessage = snapshotPrefillMessage(prefill, 'slab page', 'calculation');

  const onSubmit = form.handleSubmit(async (data) => {
    setFailure(undefined);
    const body = { ...data, datasetId: data.datasetId ?? datasetId };
    try {
      const r = await calculate.mutateAsync(body);
      setSaved({ request: body, figures: figuresFromOutputs(r), snapshot: r.snapshot, createdAt: r.createdAt });
    } catch (err) {
      const error = err instanceof ApiError ? err : new ApiError(0, 'internal', 'Calculating failed. Please try again.');
      for (const issue of error.issues) {
        if ((FOOTING_REQUEST_FIELDS as readonly string[]).includes(issue.path)) form.setError(issue.path as keyof FootingFormInput, { message: issue.message });
      }
      setFailure(error);
    }
  });

  const { errors } = form.formState;
  return (
    <>
      <Stack gap="lg" className="slab-page no-print" maw={1320} mx="auto">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={2}>Foundation System</Title>
            <Text c="gray.8" maw={720}>
              Compare the embodied carbon of the footing you would normally build with an alternate system for the same slab, and see what
              low-carbon concrete changes. <Anchor component={Link} to="/methodology" underline="always">How it is calculated</Anchor>
            </Text>
          </div>
          <Text fw={700} size="lg" aria-live="polite">
            Carbon Snapshot: {saved ? `#${saved.snapshot}` : <Text span c="gray.7" fw={500}>not saved yet</Text>}
          </Text>
        </Group>
        {prefillMessage && <Alert color="yellow" title="Snapshot not opened">{prefillMessage}</Alert>}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
                <form onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="footing-form-heading">
                  <Stack gap="md">
                    <TextInput label="Project name" placeholder="e.g. 12 Banksia Street" required autoComplete="off" {...form.register('project')} error={errors.project?.message} />
                    <Title order={3} size="h4" id="footing-form-heading">Footing Data Entry</Title>
                    <FootingQuantityFields control={form.control} errors={errors} />
                    <FootingSystemFields control={form.control} errors={errors} />
                    <DatasetSelect value={datasetId} onChange={(id) => form.setValue('datasetId', id)} />
                    {failure && (
                      <Alert color="red" title="Not calculated" role="alert">
                        {failure.message}
                      </Alert>
                    )}
                    <Box>
                      <Button type="submit" size="md" loading={calculate.isPending || prefill.status === 'loading'}>
                        Calculate
                      </Button>
                      <Text size="xs" c="gray.7" mt={6}>Calculate saves the comparison as a numbered carbon snapshot you can print.</Text>
                    </Box>
                  </Stack>
                </form>
              </Paper>
              <FootingComparison saved={saved} savedIsCurrent={savedIsCurrent} preview={preview} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <FootingSidePanel snapshot={saved?.snapshot} businessAsUsual={values.businessAsUsual} alternate={values.alternateFootingSystem} />
          </Grid.Col>
        </Grid>
      </Stack>
      {saved && <FootingPrint saved={saved} />}
    </>
  );
}
