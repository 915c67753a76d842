import { useCallback, useState } from 'react';
import type { FormCallResult } from '../data/answers.ts';

/** Reload delay after a successful registration or reset (part 1 §9). */
export const RELOAD_AFTER_MS = 2000;

/** Busy flag and error message around one form call at a time. */
export function useFormCall() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async <T>(call: () => Promise<FormCallResult<T>>): Promise<FormCallResult<T>> => {
    setBusy(true);
    setError(null);
    const result = await call();
    setBusy(false);
    if (!result.ok) setError(result.message);
    return result;
  }, []);
  return { busy, error, setError, run };
}
