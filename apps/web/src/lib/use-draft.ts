import { useLayoutEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

const PREFIX = 'embodied:draft:v1';

/** Where a user's draft of one calculator is kept in this browser. */
export const draftKey = (userId: string, name: string) => `${PREFIX}:${userId}:${name}`;

/** Removes every calculator draft of one user from this browser (the account was deleted). */
export function forgetDrafts(userId: string): void {
  const prefix = `${PREFIX}:${userId}:`;
  const keys: string[] = [];
  for (let i = 0; i < window.localStorage.length; i++) {
    const key = window.localStorage.key(i);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  for (const key of keys) window.localStorage.removeItem(key);
}

function readDraft(key: string): Record<string, unknown> | undefined {
  try {
    const text = window.localStorage.getItem(key);
    const value: unknown = text === null ? undefined : JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A calculator's inputs, kept per user in this browser as they are typed: they survive leaving the
 * page, a reload, and signing in again after a session ends. Only inputs are kept (results are
 * snapshots on the server). When `restore` is false (the page opens a snapshot) the draft is not
 * applied, but what the user then types is kept as the new draft.
 */
export function useDraft<T extends FieldValues>({
  form,
  name,
  userId,
  restore,
}: {
  form: UseFormReturn<T, unknown, unknown>;
  name: string;
  userId: string | undefined;
  restore: boolean;
}): { restored: boolean; clear: () => void } {
  const [restored, setRestored] = useState(false);
  const applied = useRef(false);
  const key = userId ? draftKey(userId, name) : undefined;

  // Layout effects, so both happen as the form first shows, before anyone can type in it: a draft
  // applied later would overwrite what was typed, and a change made before the subscription would
  // not be kept (a page renders in a transition, whose effects may run after the browser has
  // handled input).
  useLayoutEffect(() => {
    if (!key || applied.current) return;
    applied.current = true;
    const draft = restore ? readDraft(key) : undefined;
    if (draft) {
      form.reset({ ...form.getValues(), ...draft }, { keepDefaultValues: true });
      setRestored(true);
    }
  }, [key, restore, form]);

  useLayoutEffect(() => {
    if (!key) return undefined;
    const subscription = form.watch((values) => {
      if (!applied.current) return;
      try {
        window.localStorage.setItem(key, JSON.stringify(values));
      } catch {
        // Storage full or refused (private mode): the page still works, only without a draft.
      }
    });
    return () => subscription.unsubscribe();
  }, [key, form]);

  return {
    restored,
    clear: () => {
      if (key) window.localStorage.removeItem(key);
      setRestored(false);
    },
  };
}
