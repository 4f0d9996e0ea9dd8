import { Button, CopyButton, TextInput, type TextInputProps } from '@mantine/core';

interface CopyableTextProps extends Omit<TextInputProps, 'value' | 'readOnly' | 'onFocus'> {
  value: string;
  /** The copy button's words until it has copied. */
  copyLabel: string;
}

/** A text to copy (a link, a secret): read-only, selected whole on focus, with a copy button beside it. */
export function CopyableText({ value, copyLabel, ...input }: CopyableTextProps) {
  return (
    <>
      <TextInput {...input} value={value} readOnly onFocus={(e) => e.currentTarget.select()} />
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button variant="light" onClick={copy} aria-live="polite">
            {copied ? 'Copied' : copyLabel}
          </Button>
        )}
      </CopyButton>
    </>
  );
}
