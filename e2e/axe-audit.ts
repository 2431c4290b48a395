import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** The WCAG 2.1 A and AA rule sets DESIGN.md promises ("passes axe checks"). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Impacts that fail a journey; 'minor' and 'moderate' are reported by axe but not gated here. */
const BLOCKING = new Set(['serious', 'critical']);

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 360, height: 740 };

/**
 * Waits until the page shows its real content: the given locator is visible and nothing says it
 * is still loading (a busy region or the 'Loading…' text), so axe sees what a person would.
 */
export async function waitForContent(page: Page, ready: Locator): Promise<void> {
  await expect(ready.first()).toBeVisible();
  await page.waitForFunction(
    () => !document.querySelector('[aria-busy="true"]') && !document.body.innerText.includes('Loading…'),
  );
  // Fonts and late layout (the header's width-driven menu) settle before contrast is measured.
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((r) => requestAnimationFrame(() => r(null)))));
}

/**
 * Text in exactly its background's colour. axe leaves it "incomplete" rather than failing it (text
 * can be hidden that way on purpose); nothing here hides text so, and a button whose label took a
 * link colour equal to its fill (the Patreon page's) passed the audit unread.
 */
function sameColourText(results: AxeResults): AxeResults['violations'] {
  return results.incomplete
    .filter((result) => result.id === 'color-contrast')
    .map((result) => ({
      ...result,
      impact: 'serious' as const,
      help: 'Text is the same colour as its background',
      nodes: result.nodes.filter((node) => node.any.some((check) => check.data?.messageKey === 'equalRatio')),
    }))
    .filter((result) => result.nodes.length > 0);
}

/** Runs axe on the page as it is and answers one readable line block per serious/critical violation. */
export async function blockingViolations(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return [...results.violations, ...sameColourText(results)]
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => {
      const targets = violation.nodes.map((node) => `    - ${node.target.join(' ')}`).join('\n');
      return `[${label}] ${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.helpUrl}\n${targets}`;
    });
}

/**
 * Audits the page at desktop width, then at phone width (the same document, resized, so the
 * responsive layout is what is checked), and fails with every violation found at either size.
 */
export async function expectAccessibleAtBothWidths(page: Page, label: string, ready: () => Locator): Promise<void> {
  const found: string[] = [];
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await waitForContent(page, ready());
    found.push(...(await blockingViolations(page, `${label} @${size.width}px`)));
  }
  expect(found.length, `axe found serious/critical violations:\n${found.join('\n')}`).toBe(0);
}
