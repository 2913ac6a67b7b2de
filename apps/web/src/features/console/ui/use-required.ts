import { useRef, useState } from 'react';

/**
 * A text a form cannot go without (a key's name, a reason): `take()` answers it trimmed, or says
 * `message` and moves focus to the field (the ref answered beside it) and answers null.
 */
export function useRequired<E extends HTMLElement>(message: string) {
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const ref = useRef<E>(null);
  const take = (): string | null => {
    const text = value.trim();
    setError(text ? '' : message);
    if (!text) ref.current?.focus();
    return text || null;
  };
  return [{ value, setValue, error, setError, take }, ref] as const;
}
