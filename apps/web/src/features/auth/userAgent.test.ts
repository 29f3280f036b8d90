import { describe, expect, it } from 'vitest';
import { describeUserAgent } from './userAgent';

const on = (browser: string, system: string) => `${browser} on ${system}`;

describe('describeUserAgent()', () => {
  it('names the browser and the system', () => {
    expect(describeUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36', on)).toBe('Chrome on Windows');
    expect(describeUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0', on)).toBe('Edge on Windows');
    expect(describeUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', on)).toBe('Safari on macOS');
    expect(describeUserAgent('Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0', on)).toBe('Firefox on Linux');
    expect(describeUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50', on)).toBe('WeChat on iOS');
  });

  it('falls back to what it recognises, the raw string, or nothing', () => {
    expect(describeUserAgent('DesktopBrowser/1.0', on)).toBe('DesktopBrowser/1.0');
    expect(describeUserAgent('Mozilla/5.0 (Linux) Whatever', on)).toBe('Linux');
    expect(describeUserAgent(null, on)).toBeNull();
    expect(describeUserAgent('  ', on)).toBeNull();
  });
});
