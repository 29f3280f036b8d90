/** Browser and system names in a user-agent string; the order matters (Edge says Chrome too...). */
const BROWSERS: [RegExp, string][] = [
  [/MicroMessenger\//, 'WeChat'],
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

const first = (table: [RegExp, string][], ua: string) => table.find(([pattern]) => pattern.test(ua))?.[1];

/**
 * "Chrome on Windows" from a user agent, for the phone that approves a desktop login; the raw
 * string when neither is recognised, null when there is none.
 */
export function describeUserAgent(ua: string | null | undefined, on: (browser: string, system: string) => string): string | null {
  if (!ua?.trim()) return null;
  const browser = first(BROWSERS, ua);
  const system = first(SYSTEMS, ua);
  if (browser && system) return on(browser, system);
  return browser ?? system ?? ua;
}
