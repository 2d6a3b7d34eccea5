import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/** The rule sets every page must pass: WCAG 2.1 A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] as const;

// axe-core's own bundle, injected into the page as it is (it is already in node_modules).
const axeMainFile = createRequire(import.meta.url).resolve('axe-core');
const axeSource = readFileSync(path.join(path.dirname(axeMainFile), 'axe.min.js'), 'utf8');

interface AxeNode {
  target: unknown[];
  html: string;
  failureSummary?: string;
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

function shortHtml(html: string): string {
  const oneLine = html.replace(/\s+/g, ' ').trim();
  return oneLine.length > 160 ? `${oneLine.slice(0, 157)}...` : oneLine;
}

function describeViolation(violation: AxeViolation): string {
  const nodes = violation.nodes.map((node) => {
    const target = node.target.map((part) => (Array.isArray(part) ? part.join(' >>> ') : String(part)));
    const why = node.failureSummary?.split('\n').slice(1, 2).join('').trim();
    return `    ${target.join(' ')}\n      ${shortHtml(node.html)}${why ? `\n      (${why})` : ''}`;
  });
  return `  ${violation.id} [${violation.impact ?? 'n/a'}] ${violation.help}\n${nodes.join('\n')}`;
}

/**
 * The rules of those sets whose verdict depends on the colours. A theme switch changes the colours
 * and nothing else of the page, so after one only these can find anything new.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/**
 * Runs axe-core over the whole page and answers its violations, one readable block each (rule,
 * impact, the elements' selectors and html): an empty list when the page passes. `coloursOnly`
 * runs the colour rules alone, for a page already checked in full in the other theme.
 */
export async function axeViolations(page: Page, { coloursOnly = false } = {}): Promise<string[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.addScriptTag({ content: axeSource });
  const runOnly = coloursOnly
    ? { type: 'rule', values: [...COLOUR_RULES] }
    : { type: 'tag', values: [...AXE_TAGS] };
  // A toast that starts leaving while axe runs is measured in the colours of its fade, not in its
  // own: a run that found something while anything on the page moved is run again once it is still.
  for (let run = 1; ; run += 1) {
    const { violations, moved } = await runAxe(page, runOnly);
    if (violations.length === 0 || !moved || run === AXE_RUNS_WHILE_MOVING) {
      return violations.map(describeViolation);
    }
    await waitForStillPage(page);
  }
}

/** How many times a run that met a moving page is repeated before its violations count. */
const AXE_RUNS_WHILE_MOVING = 3;

/** One axe run, and whether a transition or an animation started on the page during it. */
async function runAxe(page: Page, runOnly: unknown): Promise<{ violations: AxeViolation[]; moved: boolean }> {
  return page.evaluate(async (only) => {
    let moved = false;
    const noteMovement = () => {
      moved = true;
    };
    document.addEventListener('transitionrun', noteMovement, true);
    document.addEventListener('animationstart', noteMovement, true);
    const axe = (
      window as unknown as {
        axe: { run: (...args: unknown[]) => Promise<unknown>; configure: (spec: unknown) => void };
      }
    ).axe;
    // An open menu is modal as a dialog is (MUI hides the rest of the page from assistive technology
    // and keeps focus in it), so it counts as a region of its own as axe counts dialogs.
    axe.configure({
      checks: [
        {
          id: 'region',
          options: { regionMatcher: 'dialog, [role=dialog], [role=alertdialog], svg, [role=menu]' },
        },
      ],
    });
    try {
      const results = (await axe.run(document, {
        runOnly: only,
        resultTypes: ['violations'],
      })) as { violations: AxeViolation[] };
      return { violations: results.violations, moved };
    } finally {
      document.removeEventListener('transitionrun', noteMovement, true);
      document.removeEventListener('animationstart', noteMovement, true);
    }
  }, runOnly);
}

/** The page's background in each theme (the theme's `background.default`, on `body`). */
export const THEME_BACKGROUND = { dark: 'rgb(11, 20, 16)', light: 'rgb(243, 247, 244)' } as const;

/** The page's background now, as the browser computes it on `body`. */
export async function pageBackground(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

/** The theme the page shows now (`<html data-theme>`). */
export async function currentTheme(page: Page): Promise<string> {
  return page.evaluate(() => document.documentElement.dataset['theme'] ?? 'dark');
}

/** Switches the theme with the page's toggle and waits until it took, its tooltip gone. */
export async function toggleTheme(page: Page, toggleTestId = 'theme-toggle'): Promise<void> {
  const before = await currentTheme(page);
  await page.getByTestId(toggleTestId).click();
  await expect.poll(() => currentTheme(page)).not.toBe(before);
  // The toggle's tooltip is not part of the page under test.
  await page.mouse.move(0, 0);
  // By its role attribute: the tooltip is hidden from the accessibility tree (lib/theme.ts).
  await expect(page.locator('[role="tooltip"]')).toHaveCount(0);
}

/** No transition or entrance animation is running: axe measures contrast on the colours of the moment. */
export async function waitForStillPage(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}
