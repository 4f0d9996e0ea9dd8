import { useState } from 'react';
import { Alert, FileInput, Stack, Text, Title } from '@mantine/core';
import { SectionCard } from '../../components/section-card';
import { useMutation } from '@tanstack/react-query';
import { IssuesAlert } from '../../components/failure-alert';
import { ApiError, toApiError } from '../../lib/api-error';
import { snapshotsApi } from './snapshots-api';

async function verifyFile(file: File) {
  let body: unknown;
  try {
    body = JSON.parse(await file.text());
  } catch {
    throw new ApiError(0, 'invalid_request', `${file.name} is not a JSON file. Choose a snapshot's JSON export.`);
  }
  return snapshotsApi.verify(body);
}

/** Checks a snapshot's JSON export against its content hash (and against the record, when it is one of yours). */
export function VerifyExportPanel() {
  const [file, setFile] = useState<File | null>(null);
  const verify = useMutation({ mutationFn: verifyFile, meta: { silent: true } });
  const failure = verify.error && toApiError(verify.error);
  return (
    <SectionCard aria-labelledby="verify-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="verify-title">
          Verify a JSON export
        </Title>
        <Text size="sm">
          A snapshot&apos;s JSON export carries the SHA-256 hash of its content. Choose one to check that nothing in it
          was changed.
        </Text>
        <FileInput
          label="JSON export to check"
          accept="application/json,.json"
          value={file}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear the chosen file' }}
          maw={420}
          onChange={(f) => {
            setFile(f);
            verify.reset();
            if (f) verify.mutate(f);
          }}
        />
        {verify.data && (
          <Alert
            color={verify.data.valid ? 'forest' : 'red'}
            title={
              verify.data.valid
                ? `Snapshot #${verify.data.number}: unchanged`
                : `Snapshot #${verify.data.number}: changed`
            }
          >
            {verify.data.reason}
          </Alert>
        )}
        <IssuesAlert failure={failure} title="This file could not be checked" />
      </Stack>
    </SectionCard>
  );
}
