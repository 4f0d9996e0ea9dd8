import { useRef, useState, type BaseSyntheticEvent, type ChangeEvent } from 'react';
import { checkSignInForm, type SignInForm } from '@embodied/contracts';

const FIELDS = ['email', 'password'] as const satisfies readonly (keyof SignInForm)[];

/**
 * The sign-in form's state, checked by the contracts' `checkSignInForm` rather than a form library
 * and a schema (the page's download stays small: docs/benchmarks.md). It behaves as the other
 * account forms do: nothing is said before the first submit attempt; that attempt names every
 * wrong field and puts the focus on the first; from then on a field's message follows what is
 * typed into it. `submit` gets the checked values (the address trimmed).
 */
export function useSignInForm(submit: (values: SignInForm) => Promise<void>) {
  const [values, setValues] = useState<SignInForm>({ email: '', password: '' });
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // Each field's rule reads that field alone, so after the first attempt the messages are the check of what is typed.
  const errors = attempted ? checkSignInForm(values).errors : {};
  const inputs = useRef<Partial<Record<keyof SignInForm, HTMLInputElement | null>>>({});

  const field = (name: keyof SignInForm) => ({
    name,
    value: values[name],
    error: errors[name],
    ref: (input: HTMLInputElement | null) => {
      inputs.current[name] = input;
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setValues({ ...values, [name]: event.currentTarget.value });
    },
  });

  const onSubmit = async (event?: BaseSyntheticEvent) => {
    event?.preventDefault();
    if (submitting) return;
    const checked = checkSignInForm(values);
    setAttempted(true);
    const firstWrong = FIELDS.find((name) => checked.errors[name] !== undefined);
    if (firstWrong) {
      inputs.current[firstWrong]?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await submit(checked.values);
    } finally {
      setSubmitting(false);
    }
  };

  return { field, values, submitting, onSubmit };
}
