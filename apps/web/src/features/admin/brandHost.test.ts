import { describe, expect, it } from 'vitest';
import { brandHost } from './brandHost';

const at = (hostname: string, port = '', protocol = 'https:') => ({ hostname, port, protocol });

describe('brandHost()', () => {
  it('puts the key in front of the portal’s own domain', () => {
    expect(brandHost('acme', at('www.sandtable.cn'))).toBe('https://acme.sandtable.cn');
    expect(brandHost('acme', at('initech.sandtable.cn'))).toBe('https://acme.sandtable.cn');
    expect(brandHost('acme', at('sandtable.cn'))).toBe('https://acme.sandtable.cn');
    expect(brandHost('acme', at('localhost', '8080', 'http:'))).toBe('http://acme.localhost:8080');
  });

  it('cannot tell on an IP address', () => {
    expect(brandHost('acme', at('127.0.0.1', '4310'))).toBeNull();
    expect(brandHost('acme', at('[::1]'))).toBeNull();
  });
});
