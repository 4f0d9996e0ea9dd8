import { useState, type ReactNode, type Ref } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';

/**
 * A number as people write it in en-AU: digits, an optional point and decimals, digit groups of
 * three after commas ("1,250.5"), an optional leading minus. Not "12,5" (a comma is never a decimal
 * point here), not "1e9", not "12 m".
 */
const PLAIN_NUMBER = /^-?(?:\d+|\d{1,3}(?:,\d{3})+)(?:\.\d+)?$|^-?\.\d+$/;

/**
 * What the typed text is: nothing, a number, or text that is not a plain number (kept as typed, so
 * that the form refuses it and the field says why; it is never rewritten into another number).
 * @example readPlainNumber('1,250.5') // { kind: 'number', value: 1250.5 }
 * @example readPlainNumber('12,5') // { kind: 'text', text: '12,5' }
 */
export function readPlainNumber(
  text: string,
): { kind: 'empty' } | { kind: 'number'; value: number } | { kind: 'text'; text: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  if (!PLAIN_NUMBER.test(trimmed)) return { kind: 'text', text };
  const value = Number(trimmed.replace(/,/g, ''));
  return Number.isFinite(value) ? { kind: 'number', value } : { kind: 'text', text };
}

/** The message under a field whose text is not a plain number. */
export function notANumberMessage(label: string, text: string, example: string): string {
  return `${label}: “${text.trim()}” is not a number. Write digits with a point for decimals, e.g. ${example} (no letters, exponents or decimal commas).`;
}

/** How a form value is shown when it did not come from typing (a reset, a loaded snapshot). */
const asText = (value: unknown): string =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value : '';

export interface PlainNumberInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'error' | 'ref'> {
  /** The form's value: a number, the unreadable text that was typed, or nothing. */
  value: unknown;
  /** A number, the text as typed when it is not one, or `undefined` when the field is empty. */
  onChange: (value: number | string | undefined) => void;
  /** The form's own message (a bound, a missing value). */
  error?: ReactNode;
  /** The field's name in the message, e.g. "Slab Area". */
  fieldName: string;
  /** A number the field would take, for the message, e.g. "12.5". */
  example: string;
  /** Decimals the field takes (any, when absent): more is refused in words, never cut off. */
  decimals?: number;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A number field that keeps what was typed, character for character. Mantine's NumberInput drops
 * characters it does not expect ("1e9" became 19, "12,5" became 125); this one keeps the text and,
 * when it is not a plain en-AU number, says so under the field (after the person leaves the field
 * or submits) instead of sending another number.
 */
export function PlainNumberInput({
  value,
  onChange,
  error,
  fieldName,
  example,
  decimals,
  inputRef,
  onBlur,
  ...rest
}: PlainNumberInputProps) {
  const tooPrecise = (t: string) => decimals !== undefined && (t.trim().split('.')[1]?.length ?? 0) > decimals;
  /** The form's value for a text: a number only when the text is a plain number the field takes. */
  const valueOf = (t: string) => {
    const r = readPlainNumber(t);
    if (r.kind === 'empty') return undefined;
    return r.kind === 'number' && !tooPrecise(t) ? r.value : t;
  };
  const [text, setText] = useState(() => asText(value));
  const [left, setLeft] = useState(false);
  // A value set from outside (a reset, a loaded snapshot) replaces the text; one read from the text does not.
  const fromText = valueOf(text);
  const outside = value === null || value === '' ? undefined : value;
  if (outside !== fromText && !(typeof outside === 'number' && Number.isNaN(outside))) {
    const next = asText(outside);
    if (next !== text) setText(next);
  }
  const unreadable = typeof fromText === 'string' && (left || Boolean(error));
  const message = !unreadable
    ? error
    : readPlainNumber(text).kind === 'number'
      ? `${fieldName} takes at most ${decimals} decimal${decimals === 1 ? '' : 's'}, e.g. ${example} (“${text.trim()}” has more).`
      : notANumberMessage(fieldName, text, example);
  return (
    <TextInput
      {...rest}
      ref={inputRef}
      inputMode="decimal"
      autoComplete="off"
      value={text}
      onChange={(e) => {
        const next = e.currentTarget.value;
        setText(next);
        onChange(valueOf(next));
      }}
      onBlur={(e) => {
        setLeft(true);
        onBlur?.(e);
      }}
      error={message}
    />
  );
}
