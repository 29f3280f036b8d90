import { useCallback, useSyncExternalStore } from 'react';
import { local } from '../../../lib/storage';

/**
 * The spec's old/new version flag (§3, §4): 1 = old, 2 = new, old unless 2 is stored. It decides
 * which variant of a two-version screen the menu opens (/course-management or -new,
 * /curriculum-schedule or -new); the switch on those screens stores the user's choice.
 */
export const VERSION_FLAG_KEY = 'versionFlag';
export type VersionFlag = 1 | 2;

export function readVersionFlag(): VersionFlag {
  return local.get(VERSION_FLAG_KEY) === '2' ? 2 : 1;
}

const listeners = new Set<() => void>();

export function writeVersionFlag(flag: VersionFlag) {
  local.set(VERSION_FLAG_KEY, String(flag));
  for (const listener of listeners) listener();
}

export function useVersionFlag(): [VersionFlag, (flag: VersionFlag) => void] {
  const flag = useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    readVersionFlag,
  );
  return [flag, useCallback((next: VersionFlag) => writeVersionFlag(next), [])];
}
