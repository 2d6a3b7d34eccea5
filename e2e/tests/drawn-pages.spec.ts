import type { Page } from '@playwright/test';
import { THEME_BACKGROUND, currentTheme, pageBackground, toggleTheme } from '../support/axe';
import { createPlayer, expect, signInThroughStorage, test } from '../support/fixtures';

/** The background of the theme the page shows now. */
async function themeBackground(page: Page): Promise<string> {
  return THEME_BACKGROUND[(await currentTheme(page)) === 'light' ? 'light' : 'dark'];
}

/**
 * Opens the drawn sign-in page and starts the app with a first touch; returns once it has replaced the
 * drawn form. The drawn form is noted as soon as the page is parsed, before any script runs: where
 * Telegram is offered (as on this server) the app starts at once, and may already have replaced the
 * form by the time the test could look for it.
 */
async function takeOverSignIn(page: Page, beforeTouch: () => Promise<void> = async () => {}): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as unknown as { __drawnForm: Element | null }).__drawnForm =
        document.getElementById('root')?.firstElementChild ?? null;
    });
  });
  await page.goto('/login');
  await beforeTouch();
  const drawn = await page.evaluateHandle(
    () => (window as unknown as { __drawnForm: Element | null }).__drawnForm,
  );
  await page.getByRole('textbox', { name: 'E-poçt', exact: true }).focus();
  await page.waitForFunction((element) => element !== null && !element.isConnected, drawn);
}

/**
 * The pages the server sends drawn (decisions 44 to 47) carry their styles named as the app's
 * style cache names them; the app, taking over, uses those rules as they are and writes only the
 * ones the drawn page did not have.
 */
async function stylesAfterTakeOver(page: Page) {
  const names = (await page.locator('style[data-prerendered]').getAttribute('data-names')) ?? '';
  expect(names).toMatch(/^\S/);
  return page.evaluate((drawnNames) => {
    // The drawn classes, and those of the page's data in their own stylesheet (decision 102).
    const dataRules = (list: CSSRuleList): CSSRule[] =>
      Array.from(list).flatMap((rule) => [
        rule,
        ...('cssRules' in rule ? dataRules(rule.cssRules as CSSRuleList) : []),
      ]);
    // Taken by the app (applied) or not: a stylesheet left unapplied styles nothing.
    const dataLinks = Array.from(document.querySelectorAll<HTMLLinkElement>('link[data-drawn-data]'));
    const dataNames = dataLinks
      .filter((link) => link.media === 'all')
      .flatMap((link) => dataRules(link.sheet?.cssRules ?? ({ length: 0 } as unknown as CSSRuleList)))
      .flatMap((rule) =>
        Array.from(
          (rule as CSSStyleRule).selectorText?.matchAll(/(?:^|,)\s*\.css-(\w+)/g) ?? [],
          (match) => match[1] ?? '',
        ),
      );
    const drawnSet = new Set([...drawnNames, ...dataNames]);
    const tags = document.querySelectorAll<HTMLStyleElement>('style[data-emotion]:not([data-prerendered])');
    const written = Array.from(tags)
      .flatMap((tag) => Array.from(tag.sheet?.cssRules ?? []))
      .flatMap((rule) => Array.from(rule.cssText.matchAll(/\.css-([\w-]+)/g), (match) => match[1] ?? ''));
    const emotionClasses = (elements: NodeListOf<Element>) =>
      Array.from(elements)
        .flatMap((element) => Array.from(element.classList))
        .filter((name) => name.startsWith('css-'))
        .map((name) => name.slice('css-'.length));
    const used = emotionClasses(document.querySelectorAll('#root [class]'));
    // The frame every page shares: the top bar and its toolbar.
    const topBar = emotionClasses(document.querySelectorAll('#root header, #root header > div'));
    return {
      writtenAgain: [...new Set(written)].filter((name) => drawnSet.has(name)),
      reused: new Set(used.filter((name) => drawnSet.has(name))).size,
      notDrawn: [...new Set(used.filter((name) => !drawnSet.has(name)))],
      dataStylesheets: dataLinks.map((link) => link.media),
      topBarDrawn: topBar.length > 0 && topBar.every((name) => drawnSet.has(name)),
    };
  }, names.split(' '));
}

test.describe('drawn pages', () => {
  test('the drawn sign-in page: the app takes over its styles and its theme', async ({ page }) => {
    let drawnTheme = '';
    await test.step('the sign-in page the server drew keeps its styles: the app draws the same classes and writes none of their rules again', async () => {
      // The app starts on the visitor's first touch, and replaces the drawn form with its own.
      // Before the touch, the drawn page's theme and background are noted for the next step.
      await takeOverSignIn(page, async () => {
        drawnTheme = await currentTheme(page);
        expect(await pageBackground(page)).toBe(await themeBackground(page));
      });

      const { writtenAgain, reused, notDrawn } = await stylesAfterTakeOver(page);
      expect(writtenAgain).toEqual([]);
      // The app draws the same form: nearly all its classes are the drawn page's (not all: the
      // field the visitor is in looks focused).
      expect(reused / (reused + notDrawn.length)).toBeGreaterThan(0.8);
    });

    await test.step("the drawn page's base styles give way to the app's: the other theme colours the whole page", async () => {
      // The drawn page's background matched its theme (checked before the touch, in the previous step).
      await toggleTheme(page);
      expect(await currentTheme(page)).not.toBe(drawnTheme);
      const expected = await themeBackground(page);
      await expect.poll(() => pageBackground(page)).toBe(expected);
    });
  });

  test("a returning player's drawn dashboard keeps its styles: every class the app draws, its data's too, was drawn, and none of their rules is written again", async ({
    page,
    request,
  }) => {
    const player = await createPlayer(request, { firstName: 'Nərmin' });
    await signInThroughStorage(page, player);
    // The first opening writes the hint with which the server draws the next one.
    await page.goto('/dashboard');
    await expect(page.getByTestId('dashboard-greeting')).toHaveText('Salam, Nərmin!');

    // The drawn classes' sheet as the browser parsed it, noted before any script runs.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const tag = document.querySelector<HTMLStyleElement>('style[data-prerendered]');
        (window as unknown as { __drawnSheet: CSSStyleSheet | null }).__drawnSheet = tag?.sheet ?? null;
      });
    });
    await page.goto('/dashboard');
    await expect(page.locator('#root[data-drawn="/dashboard"]')).toBeAttached();
    // The app starts at once on this page, and replaces the drawn frame with its own.
    await expect(page.locator('[data-drawn-frame]')).toHaveCount(0);

    await expect(page.getByTestId('dashboard-first-game')).toBeVisible();
    const { writtenAgain, topBarDrawn, notDrawn, dataStylesheets } = await stylesAfterTakeOver(page);
    // The data's stylesheet arrived before the app started, and the app applied it.
    expect(dataStylesheets).toEqual(['all']);
    expect(writtenAgain).toEqual([]);
    // The data is new, but the frame is the one the server drew, and so are the rules of what the
    // data brings (a new player's first-game card, here): the drawn page carries them (decision 102).
    expect(topBarDrawn).toBe(true);
    expect(notDrawn).toEqual([]);
    // The app left the drawn tag where it was: moved, its sheet would have been parsed again.
    const sameSheet = await page.evaluate(
      () =>
        (window as unknown as { __drawnSheet: CSSStyleSheet | null }).__drawnSheet ===
        document.querySelector<HTMLStyleElement>('style[data-prerendered]')?.sheet,
    );
    expect(sameSheet).toBe(true);
    // Nor are the drawn global rules written again in the same theme (decision 105): emotion's
    // global tags, the app's own, hold none.
    const globalRulesWritten = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css-global"]')].reduce(
        (count, tag) => count + (tag.sheet?.cssRules.length ?? 0),
        0,
      ),
    );
    expect(globalRulesWritten).toBe(0);
    await expect(page.getByTestId('dashboard-greeting')).toHaveText('Salam, Nərmin!');
  });
});
