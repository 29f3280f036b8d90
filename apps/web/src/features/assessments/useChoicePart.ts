import { useEffect, useState } from 'react';

/**
 * The answers of one test part whose items each take one choice (ConflictPartForm,
 * PersonalityPartForm): the values as the person picks them (back to `initial` when the part
 * changes), how many are answered, and a save that, with items left open, refuses and marks them
 * (`isOpen`) instead of calling `onSave` with the part's answers in item order.
 */
export function useChoicePart<V extends string | number>(ids: readonly string[], initial: Record<string, V>, onSave: (answers: Record<string, V>) => void) {
  const [values, setValues] = useState<Record<string, V>>(initial);
  const [tried, setTried] = useState(false);
  useEffect(() => {
    setValues(initial);
    setTried(false);
  }, [ids, initial]);

  const has = (id: string) => values[id] !== undefined && values[id] !== null;
  const answered = ids.filter(has).length;
  const missing = ids.length - answered;
  return {
    values,
    answered,
    missing,
    /** A save was refused and some items are still open (the part's alert). */
    refused: tried && missing > 0,
    isOpen: (id: string) => tried && !has(id),
    set: (id: string, value: V) => setValues((cur) => ({ ...cur, [id]: value })),
    save: () => {
      if (missing > 0) {
        setTried(true);
        return;
      }
      onSave(Object.fromEntries(ids.map((id) => [id, values[id]])));
    },
  };
}
