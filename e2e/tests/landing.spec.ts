import type { Locator, Page } from '@playwright/test';
import { THEME_BACKGROUND, pageBackground } from '../support/axe';
import { E2E_PORT } from '../support/env';
import {
  createPlayer,
  switchStoredSession,
  expect,
  expectNoHorizontalScroll,
  isPhone,
  ONE_WIDTH,
  test,
} from '../support/fixtures';

/** What the landing page says in each language (a few words of each section). */
const LANDING = {
  az: {
    h1: 'Bakıda futbol oyunu tap və bu axşam meydana çıx',
    title: 'Oyna — Bakıda futbol oyunları: tap, qoşul, oyna',
    sections: [
      'Dörd addımda meydandasan',
      'Oynamaq üçün lazım olan hər şey bir yerdə',
      'Şəffaf qiymətlər, gizli ödəniş yoxdur',
      'Oynadıqca qazan',
      'Bakı artıq Oyna ilə oynayır',
      'Bu həftə meydana çıx',
    ],
    pricing: 'Qiymətlər',
    stats: ['Meydança', 'Qarşıdakı oyun'],
  },
  ru: {
    h1: 'Найди игру в футбол в Баку и выходи на поле уже сегодня',
    title: 'Oyna — футбол в Баку: найди игру, присоединяйся, играй',
    sections: [
      'Четыре шага — и ты на поле',
      'Всё, что нужно для игры, — в одном месте',
      'Честные цены без скрытых платежей',
      'Играй больше — получай больше',
      'Баку уже играет с Oyna',
      'Выходи на поле на этой неделе',
    ],
    pricing: 'Цены',
    stats: ['Площадки', 'Ближайшие игры'],
  },
  en: {
    h1: 'Find a football game in Baku and be on the pitch tonight',
    title: 'Oyna — football games in Baku: find, join, play',
    sections: [
      'Four steps to the pitch',
      'Everything you need to play, in one place',
      'Honest prices, no hidden fees',
      'Play more, get more',
      'Baku already plays with Oyna',
      'Get on the pitch this week',
    ],
    pricing: 'Pricing',
    stats: ['Venues', 'Upcoming games'],
  },
} as const;

/** The numbers the API counts for the hero. */
async function liveStats(page: Page): Promise<{ venues: number; upcoming_games: number }> {
  const response = await page.request.get('/api/v1/public/stats');
  expect(response.ok()).toBe(true);
  return response.json();
}

type LiveStats = Awaited<ReturnType<typeof liveStats>>;

/** `where` shows `stat` as counted just before the page loaded or just after (other tests write meanwhile). */
async function expectShownStat(
  where: Page | Locator,
  stat: keyof LiveStats,
  before: LiveStats,
  after: LiveStats,
): Promise<void> {
  const shown = Number(await where.locator(`[data-stat="${stat}"]`).textContent());
  expect([before[stat], after[stat]]).toContain(shown);
}

/** Every section of the landing page in `language`, the live counts and no horizontal scroll. */
async function expectLandingIn(page: Page, language: keyof typeof LANDING): Promise<void> {
  const copy = LANDING[language];
  // Other tests add games and venues, kick games off and close venues meanwhile, so the counts
  // may move while the page loads: the hero must show the count from just before or just after.
  const before = await liveStats(page);
  await page.goto(`/?lang=${language}`);
  await expect(page).toHaveTitle(copy.title);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.h1);
  for (const heading of copy.sections) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByRole('contentinfo')).toBeVisible();

  const after = await liveStats(page);
  expect(after.venues).toBeGreaterThan(50);
  const hero = page.getByTestId('hero-stats');
  await expectShownStat(hero, 'venues', before, after);
  await expectShownStat(hero, 'upcoming_games', before, after);
  for (const label of copy.stats) await expect(hero.getByText(label, { exact: true })).toBeVisible();

  // ?lang is read, saved and removed from the address (docs/product-rules.md#audience-and-languages).
  await expect(page).toHaveURL(/\/$/);
  // Saved by the page once hydrated, which may come a moment after the address is cleaned.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe(language);
  await expectNoHorizontalScroll(page);
}

test.describe('the landing page', () => {
  test('in az: every section, the live counts and no horizontal scroll', async ({ page }) => {
    await expectLandingIn(page, 'az');
  });

  test(
    'in ru and en: every section, the live counts and no horizontal scroll',
    ONE_WIDTH,
    async ({ page }) => {
      for (const language of ['ru', 'en'] as const) {
        await test.step(`in ${language}: every section, the live counts and no horizontal scroll`, () =>
          expectLandingIn(page, language));
      }
    },
  );

  test('a visitor switches language, follows the anchors and goes into the app', async ({
    page,
    request,
  }) => {
    test.slow();
    await test.step('the language links switch the page and the choice is remembered', async () => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'az');
      // Click only after hydration: a click during it can land on markup React is replacing.
      await expect(page.getByTestId('landing-theme-toggle')).toBeVisible();
      if (isPhone(page)) await page.getByTestId('landing-menu').click();
      await page.getByRole('banner').getByRole('link', { name: 'Русский' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(LANDING.ru.h1);
      // Straight away, before the Russian page's script may have run: the server's cookie decides.
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    });

    await test.step('the navigation anchors scroll to their sections', async () => {
      await page.goto('/?lang=en');
      await expect(page.getByTestId('landing-theme-toggle')).toBeVisible(); // hydrated
      const header = page.getByRole('banner');
      for (const [name, id] of [
        ['Pricing', 'pricing'],
        ['Features', 'features'],
        ['About', 'about'],
        ['Contact', 'contact'],
      ] as const) {
        if (isPhone(page)) await page.getByTestId('landing-menu').click();
        await header.getByRole('link', { name, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`#${id}$`));
        await expect(page.locator(`#${id}`)).toBeInViewport();
      }
      await expect(page.locator('#pricing')).not.toBeInViewport();
    });

    await test.step('sign-in and registration links lead into the app', async () => {
      // On the English page the previous step left, scrolled down: the click brings the hero back.
      await page.getByTestId('hero-register').click();
      await expect(page).toHaveURL(/\/register$/);
      await expect(page.getByTestId('back-to-site')).toHaveAttribute('href', '/?lang=en');
      await page.getByTestId('back-to-site').click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(LANDING.en.h1);
    });

    await test.step('a signed-in player sees the landing page with a way into the app', async () => {
      const player = await createPlayer(request, { firstName: 'Səbinə' });
      await switchStoredSession(page, player);
      // The previous steps chose English: the address chooses Azerbaijani again.
      await page.goto('/?lang=az');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(LANDING.az.h1);
      await page.getByTestId('landing-open-app').click();
      await expect(page).toHaveURL(/\/dashboard$/);
    });
  });
});

test.describe('host behaviour', () => {
  test(
    'the host decides: unknown paths, the app host, and the theme remembered by the app',
    ONE_WIDTH,
    async ({ page }) => {
      await test.step('an unknown path leads to the landing page at /', async () => {
        await page.goto('/no/such/page');
        await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(LANDING.az.h1);
      });

      await test.step('the theme switch changes the colours and is remembered by the app', async () => {
        // On the landing page the previous step ended on.
        expect(await pageBackground(page)).toBe(THEME_BACKGROUND.dark);
        // The pre-rendered button answers once React has hydrated the page.
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
        await page.getByTestId('landing-theme-toggle').click();
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
        expect(await pageBackground(page)).toBe(THEME_BACKGROUND.light);
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
        await page.goto('/login');
        await expect.poll(() => pageBackground(page)).toBe(THEME_BACKGROUND.light);
      });

      await test.step('on the app host / goes to /login and the landing page is never shown', async () => {
        const appOrigin = `http://app.localhost:${E2E_PORT}`;
        await page.goto(`${appOrigin}/`);
        await expect(page).toHaveURL(`${appOrigin}/login`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yenidən xoş gəldiniz');
        // Unknown paths on the app host end there too.
        await page.goto(`${appOrigin}/no/such/page`);
        await expect(page).toHaveURL(`${appOrigin}/login`);
        // The back button leads to the marketing host, in the chosen language.
        await expect(page.getByTestId('back-to-site')).toHaveAttribute(
          'href',
          `http://localhost:${E2E_PORT}/?lang=az`,
        );
      });
    },
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the pre-rendered landing page shows its content and live counts', ONE_WIDTH, async ({ page }) => {
    const before = await liveStats(page);
    await page.goto('/?lang=en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(LANDING.en.h1);
    for (const heading of LANDING.en.sections) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeAttached();
    }
    // The count from just before or just after the page (other tests add and close venues).
    const after = await liveStats(page);
    await expectShownStat(page, 'venues', before, after);
    await expect(page.getByTestId('price-premium')).toContainText('₼12–15');
    await expect(page.locator('link[rel="alternate"][hreflang="ru"]')).toHaveAttribute(
      'href',
      `http://localhost:${E2E_PORT}/?lang=ru`,
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', LANDING.en.title);
    await expectNoHorizontalScroll(page);
  });
});

test.describe('installable and offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the manifest, icons, robots.txt and sitemap are served', ONE_WIDTH, async ({ request }) => {
    const manifest = await request.get('/manifest.webmanifest');
    expect(manifest.headers()['content-type']).toContain('application/manifest+json');
    const body = await manifest.json();
    expect(body).toMatchObject({ short_name: 'Oyna', display: 'standalone', theme_color: '#0b1410' });
    for (const icon of body.icons as { src: string }[]) {
      expect((await request.get(icon.src)).ok(), icon.src).toBe(true);
    }
    expect((await request.get('/icons/apple-touch-icon.png')).ok()).toBe(true);
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: ');
    expect(await (await request.get('/sitemap.xml')).text()).toContain('hreflang="ru"');
  });

  test(
    'the service worker takes over and the site opens offline with a clear notice',
    ONE_WIDTH,
    async ({ page, context }) => {
      test.slow();
      const worker = await page.request.get('/sw.js');
      expect(worker.ok()).toBe(true);
      expect(worker.headers()['content-type']).toContain('javascript');

      await page.goto('/');
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.reload(); // now controlled by the worker
      await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
      // Visit the app once online, so its lazy sign-in page is cached too.
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yenidən xoş gəldiniz');

      await context.setOffline(true);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(LANDING.az.h1);
      await expect(page.getByTestId('offline-notice')).toBeVisible();
      await page.goto('/login');
      await expect(page.getByTestId('offline-banner')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yenidən xoş gəldiniz');
      await context.setOffline(false);
    },
  );
});
