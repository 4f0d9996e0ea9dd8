import { useState } from 'react';
import { Alert, Anchor, Button, FileInput, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TAKEOFF_MAX_BYTES, type Takeoff } from '@embodied/contracts';
import { FailureAlert, LoadFailedAlert } from '../../components/failure-alert';
import { PageLoader } from '../../components/page-loader';
import { SectionCard } from '../../components/section-card';
import { toApiError } from '../../lib/api-error';
import { formatDate } from '../../lib/format';
import { StoreyTable, WallGroupTable, m2, SOURCE_WORDS } from './takeoff-tables';
import { TakeoffMappings } from './takeoff-mappings';
import { ManualTakeoffForm } from './manual-takeoff-form';
import { takeoffsApi, TAKEOFFS_KEY } from './takeoffs-api';
import { useInCalculators } from './use-in-calculators';

/** What the page is for (the shell's heading names it). */
function Intro() {
  return (
    <Text maw={760}>
      Upload the building model your drawings come from (IFC, as ArchiCAD, Revit and Vectorworks export it): its floors,
      walls, windows and roof are measured here, and each wall type and material is matched to one of the calculators’
      options for you to confirm. Then send the quantities to the optimizer or the wall calculator.
    </Text>
  );
}

/** The file picker and its upload. */
function UploadCard({ onTaken }: { onTaken: (takeoff: Takeoff) => void }) {
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const upload = useMutation({
    mutationFn: (model: File) => takeoffsApi.upload(model),
    onSuccess: async (takeoff) => {
      client.setQueryData([...TAKEOFFS_KEY, takeoff.id], takeoff);
      setFile(null);
      onTaken(takeoff);
      await client.invalidateQueries({ queryKey: TAKEOFFS_KEY, exact: true });
    },
  });
  return (
    <SectionCard roomy aria-labelledby="takeoff-upload-title">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (file) upload.mutate(file);
        }}
      >
        <Stack gap="sm">
          <Title order={2} id="takeoff-upload-title" size="h3">
            Upload a model
          </Title>
          <FileInput
            label="IFC model (.ifc)"
            description={`IFC2X3 or IFC4, at most ${TAKEOFF_MAX_BYTES / 1024 / 1024} MB. A compressed .ifczip must be unzipped first.`}
            accept=".ifc"
            value={file}
            onChange={setFile}
            clearable
          />
          <FailureAlert failure={upload.error ? toApiError(upload.error) : null} title="The model was not taken off" />
          <div>
            <Button type="submit" disabled={!file} loading={upload.isPending}>
              Take off quantities
            </Button>
          </div>
        </Stack>
      </form>
    </SectionCard>
  );
}

/** One take-off: where it came from, its quantities, its mappings, and where to use it. */
function TakeoffView({ takeoff }: { takeoff: Takeoff }) {
  const use = useInCalculators(takeoff);
  const skipped = takeoff.skipped;
  return (
    <SectionCard roomy aria-labelledby="takeoff-title">
      <Stack gap="md">
        <div>
          <Title order={2} id="takeoff-title" size="h3">
            {takeoff.fileName}
          </Title>
          <Text size="sm" c="gray.8">
            {takeoff.schema} · written by {takeoff.application || 'an unnamed application'} · lengths in{' '}
            {takeoff.lengthUnit} · {takeoff.counts.read} elements taken off, {takeoff.counts.skipped} skipped · SHA-256{' '}
            {takeoff.sha256.slice(0, 12)}… · uploaded {formatDate(takeoff.createdAt)}
          </Text>
          <Text size="sm" c="gray.8">
            {takeoff.trueNorth === null
              ? 'The model states no true north: its y axis is taken as north.'
              : `True north from the model: its y axis is turned ${takeoff.trueNorth}° from true north.`}
          </Text>
        </div>
        <StoreyTable takeoff={takeoff} />
        <WallGroupTable takeoff={takeoff} />
        <Text size="sm">
          Roof:{' '}
          {takeoff.roof
            ? `${m2(takeoff.roof.area)} along its slope${takeoff.roof.pitchDegrees === null ? '' : `, pitched ${takeoff.roof.pitchDegrees}°`}${takeoff.roof.material ? `, ${takeoff.roof.material}` : ''} (${SOURCE_WORDS[takeoff.roof.source]})`
            : 'none in the model'}
          .
        </Text>
        {skipped.length > 0 && (
          <details>
            <summary>
              <Text span size="sm">
                {takeoff.counts.skipped} elements not taken off, and why
              </Text>
            </summary>
            <List size="sm">
              {skipped.map((s, i) => (
                <List.Item key={i}>
                  {s.type} “{s.name}”: {s.reason}
                </List.Item>
              ))}
            </List>
          </details>
        )}
        <Title order={3} size="h4">
          What the model’s names are in the calculators
        </Title>
        <TakeoffMappings takeoff={takeoff} />
        <Alert color="blue" title="Where the quantities go">
          The optimizer takes the floor areas, the external walls’ mean height and the mapped materials, and prices the
          measured quantities themselves: each storey’s external wall and window areas, the roof and the internal walls,
          in place of its 4.5·√A model. The wall calculator gets the external walls facing north, east, south and west,
          each as its net area (length = net area ÷ height, windows and doors deducted). Both pages, their saved
          snapshots and their printouts name this model as the source of the quantities.
        </Alert>
        <Group>
          <Button onClick={use.toOptimizer} disabled={!use.ready}>
            Use in the optimizer
          </Button>
          <Button variant="light" onClick={use.toWalls} disabled={!use.ready}>
            Use in the wall calculator
          </Button>
        </Group>
      </Stack>
    </SectionCard>
  );
}

/** The workspace's earlier take-offs, to open or delete. */
function TakeoffList({ selected, onSelect }: { selected: string | null; onSelect: (id: string | null) => void }) {
  const client = useQueryClient();
  const list = useQuery({ queryKey: TAKEOFFS_KEY, queryFn: takeoffsApi.list });
  const remove = useMutation({
    mutationFn: (id: string) => takeoffsApi.remove(id),
    onSuccess: async (_, id) => {
      if (selected === id) onSelect(null);
      await client.invalidateQueries({ queryKey: TAKEOFFS_KEY });
    },
  });
  if (list.isPending) return null;
  if (list.isError)
    return <LoadFailedAlert title="Your take-offs could not be loaded" error={list.error} onRetry={list.refetch} />;
  if (list.data.items.length === 0) return null;
  return (
    <SectionCard aria-labelledby="takeoff-list-title">
      <Title order={2} id="takeoff-list-title" size="h3" mb="sm">
        Take-offs in this workspace
      </Title>
      <Stack gap="xs" component="ul" p={0} m={0}>
        {list.data.items.map((item) => (
          <Paper
            key={item.id}
            withBorder
            p="xs"
            component="li"
            style={{ listStyle: 'none' }}
            aria-label={item.fileName}
          >
            <Group justify="space-between" wrap="wrap">
              <Text size="sm">
                <Anchor
                  component="button"
                  type="button"
                  onClick={() => onSelect(item.id)}
                  fw={item.id === selected ? 700 : 400}
                >
                  {item.fileName}
                </Anchor>{' '}
                · {item.schema} · floors {m2(item.summary.groundFloorArea + item.summary.firstFloorArea)} · external
                walls {m2(item.summary.externalWallArea)} · {formatDate(item.createdAt)}
              </Text>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                onClick={() => remove.mutate(item.id)}
                loading={remove.isPending && remove.variables === item.id}
              >
                Delete
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
      <FailureAlert failure={remove.error ? toApiError(remove.error) : null} title="The take-off was not deleted" />
    </SectionCard>
  );
}

/** /takeoffs: upload a building model and use its measured quantities in the calculators. */
export function TakeoffsPage() {
  const [selected, setSelected] = useState<string | null>(null);
  const takeoff = useQuery({
    queryKey: [...TAKEOFFS_KEY, selected],
    queryFn: () => takeoffsApi.get(selected!),
    enabled: selected !== null,
  });
  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <Intro />
      <UploadCard onTaken={(t) => setSelected(t.id)} />
      {selected !== null && takeoff.isPending && <PageLoader />}
      {takeoff.isError && (
        <LoadFailedAlert title="The take-off could not be loaded" error={takeoff.error} onRetry={takeoff.refetch} />
      )}
      {takeoff.data && selected !== null && <TakeoffView key={takeoff.data.id} takeoff={takeoff.data} />}
      <TakeoffList selected={selected} onSelect={setSelected} />
      <ManualTakeoffForm />
    </Stack>
  );
}
