import { useRef, useState, type BaseSyntheticEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DefaultValues, FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import type { SnapshotKind } from '@embodied/contracts';
import { toApiError, type ApiError } from './api-error';
import { showIssuesOnFields } from './field-issues';
import { SNAPSHOTS_KEY } from './first-requests';
import { useDraft } from './use-draft';
import {
  snapshotPrefillMessage,
  useSnapshotPrefill,
  type SnapshotPrefill,
  type SnapshotPrefillOptions,
} from './use-snapshot-prefill';

/** `?from=<snapshot>`: the kind a page opens, how it reads one, and the form values and saved result it restores. */
export interface SnapshotReopen<TForm extends FieldValues, TSaved, K extends SnapshotKind, TLoaded> {
  kind: K;
  read: SnapshotPrefillOptions<K, TLoaded>['read'];
  restore: (loaded: TLoaded) => { values: DefaultValues<TForm> | TForm; saved: TSaved | undefined };
  /** How the page names itself and what to start instead, in the prefill's messages ("slab page", "calculation"). */
  page: string;
  fresh: string;
}

export interface Calculator<TSaved, TLoaded> {
  /** The last saved result: this session's Calculate, or the snapshot the page was opened from. */
  saved: TSaved | undefined;
  /** Why the last Calculate failed; its field issues are on the fields too. */
  failure: ApiError | undefined;
  /** The form's submit handler. */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** The server is calculating. */
  calculating: boolean;
  /** Calculating, or still loading the snapshot to open: Calculate should wait. */
  busy: boolean;
  prefill: SnapshotPrefill<TLoaded>;
  /** One sentence for a snapshot the page could not open, else undefined. */
  prefillMessage: string | undefined;
  /** The inputs were brought back from this user's draft (the page says so). */
  draftRestored: boolean;
  /** Forget the draft and the result: the form as a first visit shows it. */
  startAgain: () => void;
  /** The page no longer shows its saved snapshot (the form changed): take its number out of the address. */
  forgetInAddress: () => void;
}

/**
 * The hook's one signature: the type parameters are listed once, for what a calculator page gives
 * `useCalculator` (its options) and what it gets back.
 */
interface UseCalculator {
  <TForm extends FieldValues, TValid, TRequest, TResponse, TSaved, K extends SnapshotKind, TLoaded>(options: {
    /** The page's form; Calculate submits it (validated by its resolver). */
    form: UseFormReturn<TForm, unknown, TValid>;
    /** Valid form values → the request body. */
    toRequest: (values: TValid) => TRequest;
    /** Asks the server: it recomputes and saves a numbered carbon snapshot. */
    calculate: (request: TRequest) => Promise<TResponse>;
    /** The request, the server's answer and the form values they came from, as the page's saved result. */
    toSaved: (request: TRequest, response: TResponse, values: TValid) => TSaved;
    /** The form field a server issue names (its path), if the form has one; other issues only show in the failure. */
    issueField: (path: string) => FieldPath<TForm> | undefined;
    snapshot: SnapshotReopen<TForm, TSaved, K, TLoaded>;
    /** Runs whenever the saved result changes (a Calculate, or a snapshot restored). */
    onSaved?: (saved: TSaved | undefined) => void;
    /** The user's draft of this calculator (lib/use-draft.ts): whose, and the values Start again returns to. */
    draft: { userId: string | undefined; defaults: NoInfer<DefaultValues<TForm>> };
    /**
     * The number of the snapshot a Calculate saved goes into the address (`?from=<number>`, replacing
     * the history entry), so that a reload shows the page as that saved snapshot again.
     */
    rememberInAddress?: (response: TResponse) => number;
  }): Calculator<TSaved, TLoaded>;
}

/**
 * `?from=<number>` in the address: whether it is there, and a setter (undefined takes it out) that
 * replaces the history entry.
 */
function useFromInAddress() {
  const [params, setParams] = useSearchParams();
  const setFrom = (number: number | undefined) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (number === undefined) next.delete('from');
        else next.set('from', String(number));
        return next;
      },
      { replace: true },
    );
  return { hasFrom: params.has('from'), setFrom };
}

/**
 * What the three calculator pages share: Calculate (validate, ask the server, keep the saved
 * result, or show the failure with its field issues on the fields) and reopening a snapshot
 * (`?from=<number>` refills the form and shows its saved result).
 */
export const useCalculator: UseCalculator = (options) => {
  const { form, toRequest, calculate, toSaved, issueField, snapshot, onSaved, draft, rememberInAddress } = options;
  const { hasFrom, setFrom } = useFromInAddress();
  // The snapshot this page saved and put in the address: it shows it already, so it is not reopened.
  const savedHere = useRef<number | undefined>(undefined);
  type Saved = ReturnType<typeof toSaved>;
  const [saved, setSavedState] = useState<Saved>();
  const [failure, setFailure] = useState<ApiError>();
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: calculate,
    meta: { silent: true },
    // The Calculate saved a snapshot: every cached list of them is out of date.
    onSuccess: () => void client.invalidateQueries({ queryKey: SNAPSHOTS_KEY }),
  });

  const setSaved = (next: Saved | undefined) => {
    setSavedState(next);
    onSaved?.(next);
  };

  const loadedPrefill = useSnapshotPrefill({
    kind: snapshot.kind,
    read: snapshot.read,
    skip: (number) => number === savedHere.current,
    apply: (loaded) => {
      const { values, saved: restored } = snapshot.restore(loaded);
      form.reset(values);
      setSaved(restored);
    },
  });

  // The snapshot this page has just saved is not "opened" from the address: nothing to explain.
  const prefill: SnapshotPrefill<Parameters<typeof snapshot.restore>[0]> =
    savedHere.current !== undefined && 'number' in loadedPrefill && loadedPrefill.number === savedHere.current
      ? { status: 'none' }
      : loadedPrefill;

  // A snapshot to open wins over the draft; what is typed afterwards becomes the draft.
  const kept = useDraft({
    form: form as unknown as UseFormReturn<FieldValues, unknown, unknown>,
    name: snapshot.kind,
    userId: draft.userId,
    restore: prefill.status === 'none',
  });

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    const request = toRequest(values);
    try {
      const response = await mutation.mutateAsync(request);
      setSaved(toSaved(request, response, values));
      if (rememberInAddress) {
        savedHere.current = rememberInAddress(response);
        void setFrom(savedHere.current);
      }
    } catch (err) {
      const error = toApiError(err, 'Calculating failed. Please try again.');
      showIssuesOnFields(form.setError, error, issueField);
      setFailure(error);
    }
  });

  return {
    saved,
    failure,
    submit,
    calculating: mutation.isPending,
    busy: mutation.isPending || prefill.status === 'loading',
    prefill,
    prefillMessage: snapshotPrefillMessage(prefill, snapshot.page, snapshot.fresh),
    draftRestored: kept.restored,
    startAgain: () => {
      form.reset(draft.defaults);
      // After the reset, which would otherwise be kept as the draft.
      kept.clear();
      setFailure(undefined);
      setSaved(undefined);
      if (rememberInAddress) void setFrom(undefined);
    },
    forgetInAddress: () => {
      if (rememberInAddress && hasFrom) void setFrom(undefined);
    },
  };
};
