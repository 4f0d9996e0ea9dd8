import { useState } from 'react';
import { Alert, Button, FileInput, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EPD_IMPORT_MAX_BYTES, type EpdImportItem, type EpdPreview } from '@embodied/contracts';
import { IssuesAlert } from '../../components/failure-alert';
import { SectionCard } from '../../components/section-card';
import { api } from '../../lib/api-client';
import { toApiError } from '../../lib/api-error';
import { CUSTOM_PRODUCTS_KEY } from '../../lib/custom-products';
import { EpdPreviewCard, NO_CHOICE, type EpdChoice } from './epd-preview-card';

const importEpds = (body: { document: string; mode: 'preview' | 'create'; items: EpdImportItem[] }) =>
  api.call('importCustomProducts', { body });

/** The items of the EPDs chosen for recording (included, with a material). */
function itemsOf(choices: Record<number, EpdChoice>, previews: readonly EpdPreview[]): EpdImportItem[] {
  return previews.flatMap((p) => {
    const c = choices[p.index] ?? NO_CHOICE;
    if (!c.include || c.replaces === null) return [];
    return [
      {
        index: p.index,
        replaces: c.replaces,
        ...(c.declaredUnit ? { declaredUnit: c.declaredUnit } : {}),
        ...(c.densityKgPerM3 !== null ? { densityKgPerM3: c.densityKgPerM3 } : {}),
        ...(c.massPerAreaKgPerM2 !== null ? { massPerAreaKgPerM2: c.massPerAreaKgPerM2 } : {}),
        ...(c.confirm ? { confirm: true } : {}),
      },
    ];
  });
}

/** The file to read: uploaded, or its text pasted. */
function EpdSource(props: {
  file: File | null;
  setFile: (f: File | null) => void;
  pasted: string;
  setPasted: (t: string) => void;
  reading: boolean;
  onRead: () => void;
}) {
  const { file, setFile, pasted, setPasted } = props;
  const tooLarge = file !== null && file.size > EPD_IMPORT_MAX_BYTES;
  return (
    <>
      <FileInput
        label="EPD file"
        description="ILCD+EPD (.json or .xml) or openEPD (.json), at most 2 MB."
        accept=".json,.xml,application/json,text/xml,application/xml"
        clearable
        clearButtonProps={{ 'aria-label': 'Remove the file' }}
        value={file}
        onChange={setFile}
        error={tooLarge ? 'This file is larger than 2 MB, more than any EPD needs.' : undefined}
      />
      <Textarea
        label="Or paste the file’s text"
        autosize
        minRows={3}
        maxRows={10}
        value={pasted}
        onChange={(e) => setPasted(e.currentTarget.value)}
        disabled={file !== null}
      />
      <Group>
        <Button onClick={props.onRead} loading={props.reading} disabled={tooLarge || (!file && !pasted.trim())}>
          Read the EPD
        </Button>
      </Group>
    </>
  );
}

/**
 * "Import from a digital EPD" on /products (issue #53): upload or paste an ILCD+EPD (JSON or XML)
 * or openEPD file, read what it declares with its flags, map each EPD to the material it replaces,
 * and record the products. The server does the reading and the checks (POST /api/products/import).
 */
export function EpdImport() {
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [pasted, setPasted] = useState('');
  const [previews, setPreviews] = useState<EpdPreview[] | null>(null);
  const [choices, setChoices] = useState<Record<number, EpdChoice>>({});
  const [fileText, setFileText] = useState('');
  const [done, setDone] = useState<string | null>(null);

  const read = useMutation({
    mutationFn: async () => {
      const text = file ? await file.text() : pasted;
      const answer = await importEpds({ document: text, mode: 'preview', items: [] });
      return { text, answer };
    },
    onSuccess: ({ text, answer }) => {
      setFileText(text);
      setPreviews(answer.previews);
      setChoices({});
      setDone(null);
    },
  });

  const record = useMutation({
    mutationFn: async () => {
      const items = itemsOf(choices, previews ?? []);
      // The checks that need the material (conversion, plausibility) first: a flag to confirm stops here.
      const checked = await importEpds({ document: fileText, mode: 'preview', items });
      const unconfirmed = checked.previews.filter(
        (p) => items.some((i) => i.index === p.index && !i.confirm) && p.flags.some((f) => f.confirm),
      );
      if (unconfirmed.length > 0) return { checked, created: null };
      return { checked, created: await importEpds({ document: fileText, mode: 'create', items }) };
    },
    onSuccess: async ({ checked, created }) => {
      setPreviews(checked.previews);
      if (!created) return;
      const n = created.createdIds.length;
      setDone(
        `Recorded ${n} product${n === 1 ? '' : 's'}: ${n === 1 ? 'it is' : 'they are'} in “Your products” below.`,
      );
      setPreviews(null);
      setFile(null);
      setPasted('');
      await client.invalidateQueries({ queryKey: CUSTOM_PRODUCTS_KEY });
    },
  });

  const items = itemsOf(choices, previews ?? []);
  return (
    <SectionCard roomy aria-labelledby="epd-import-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="epd-import-title">
          Import from a digital EPD
        </Title>
        <Text size="sm">
          An ILCD+EPD data set (JSON or XML, as ÖKOBAUDAT and other soda4LCA nodes serve it) or an openEPD document (as
          EC3 serves it). One file may hold several EPDs. Nothing is recorded until you choose the material each
          replaces.
        </Text>
        <EpdSource
          file={file}
          setFile={setFile}
          pasted={pasted}
          setPasted={setPasted}
          reading={read.isPending}
          onRead={() => read.mutate()}
        />
        <IssuesAlert failure={read.error ? toApiError(read.error) : null} title="The file could not be read" />
        {done && (
          <Alert color="green" role="status" title="Imported">
            {done}
          </Alert>
        )}
        {previews && (
          <Stack gap="sm" component="ul" p={0} m={0} aria-label="EPDs in the file">
            {previews.map((p) => (
              <EpdPreviewCard
                key={p.index}
                preview={p}
                choice={choices[p.index] ?? NO_CHOICE}
                onChange={(c) => setChoices((all) => ({ ...all, [p.index]: c }))}
              />
            ))}
          </Stack>
        )}
        {previews && (
          <Group>
            <Button onClick={() => record.mutate()} loading={record.isPending} disabled={items.length === 0}>
              {items.length === 0
                ? 'Record products'
                : items.length === 1
                  ? 'Record the product'
                  : `Record ${items.length} products`}
            </Button>
            {items.length === 0 && (
              <Text size="sm" c="gray.8">
                Choose the material an EPD replaces to record it.
              </Text>
            )}
          </Group>
        )}
        {record.data && !record.data.created && (
          <Alert color="yellow" role="alert" title="Confirm the flags first">
            An EPD you chose has a flag that asks for confirmation (see its card): tick “I have checked the flags” to
            record it anyway.
          </Alert>
        )}
        <IssuesAlert
          failure={record.error ? toApiError(record.error) : null}
          title="The products could not be recorded"
        />
      </Stack>
    </SectionCard>
  );
}
