import { describe, expect, it } from 'vitest';
import type { Location } from 'react-router';
import { scrollKey } from './RootLayout';

const at = (pathname: string, search: string, key: string): Location => ({ pathname, search, key, hash: '', state: null });

describe('scrollKey', () => {
  it('keeps the router’s per-entry key', () => {
    expect(scrollKey(at('/online', '?courseId=4', 'abc123'))).toBe('abc123');
  });

  it('tells keyless entries (first page, plain #/ links) apart by their address', () => {
    expect(scrollKey(at('/online', '?courseId=4', 'default'))).toBe('/online?courseId=4');
    expect(scrollKey(at('/general-coursedetails', '?id=4', 'default'))).not.toBe(scrollKey(at('/online', '?courseId=4', 'default')));
  });
});
