import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { AxeResults, ImpactValue } from 'axe-core';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * axe-core in the browser tests (docs/decisions/web-accessibility.md): WCAG 2.1 A/AA rules, run
 * directly in the page (put in once: hash navigation keeps the document), violations only.
 */

/** axe-core's source; `@axe-core/playwright` re-injects it and opens a blank page for every analysis. */
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** What fails the check (docs/decisions/web-accessibility.md). */
export const GATED: readonly ImpactValue[] = ['critical', 'serious', 'moderate'];

/**
 * axe's gated WCAG 2.1 A/AA violations on the page (or inside `within`, e.g. an open dialog), one
 * readable line per element: impact, rule, selector, start tag and axe's summary (the contrast
 * found, the colours, what is missing).
 */
export async function violations(page: Page, within?: Locator): Promise<string[]> {
  // A colour caught half-way through a transition reads as low contrast (a button fading in to its
  // colour): wait until no finite animation runs. Endless ones (spinners, skeletons) are not waited
  // for, and the wait gives up after a while: axe then reports what it sees.
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity), undefined, { timeout: 5_000 })
    .catch(() => undefined);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const context = within ? await within.elementHandle() : null;
  // Violations only: collecting every passing node's details costs more than the check itself.
  const found = await page.evaluate(
    ([tags, root]) =>
      (window as unknown as { axe: { run(c: Element | Document, o: object): Promise<AxeResults> } }).axe
        .run(root ?? document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
        .then((r) => r.violations),
    [WCAG_TAGS, context] as const,
  );
  return found
    .filter((v) => v.impact && GATED.includes(v.impact))
    .flatMap((v) => v.nodes.map((n) => `${v.impact} ${v.id}: ${n.target.join(' ')} ${n.html.slice(0, 160)} — ${n.failureSummary?.replace(/\s+/g, ' ')}`));
}

/** Fails, listing every element, when axe finds a gated violation; `what` names the screen. */
export async function expectAccessible(page: Page, what: string, within?: Locator) {
  const found = await violations(page, within);
  expect(found, `${what}:\n${found.join('\n')}`).toEqual([]);
}
