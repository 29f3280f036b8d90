import { useRef } from 'react';

/**
 * `value` while a dialog is open; once it closes, the value it had when last open, so the
 * dialog does not change its title or fields while it animates away.
 */
export function useWhileOpen<T>(open: boolean, value: T): T {
  const kept = useRef(value);
  if (open) kept.current = value;
  return kept.current;
}
