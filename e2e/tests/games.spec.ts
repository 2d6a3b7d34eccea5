import { type Page } from '@playwright/test';
import {
  createPlayer,
  expect,
  expectNoHorizontalScroll,
  isPhone,
  signInThroughStorage,
  test,
} from '../support/fixtures';
import {
  bakuDayFromNow,
  balanceOf,
  chooseOption,
  demoLogin,
  fundWallet,
  openGameAnyoneCanBook,
  placesLeft,
  placesLeftText,
} from '../support/games';

async function openFilters(page: Page) {
  if (isPhone(page)) await page.getByTestId('game-filters-toggle').click();
}

test.describe('games: discovery and booking', () => {
  test('a player finds a game by filters, pays from the wallet, another window sees the places drop live, and leaving refunds', async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    const player = await createPlayer(request, { firstName: 'Kamran' });
    await fundWallet(request, player, 40);
    await signInThroughStorage(page, player);

    // Find: open 7x7 games from the day after tomorrow (Baku), at most 25 ₼.
    const from = bakuDayFromNow(2);
    await page.goto('/games');
    await expect(page.getByRole('heading', { level: 1, name: 'Oyun tap' })).toBeVisible();
    await openFilters(page);
    await chooseOption(page, 'game-filter-status', 'Yer var');
    await chooseOption(page, 'game-filter-format', '7×7');
    await page.getByTestId('game-filter-date-from').fill(from);
    await chooseOption(page, 'game-filter-max-price', /25,00/);
    await expect(page).toHaveURL(new RegExp(`status=open.*format=7x7.*date_from=${from}.*max_price=25`));
    const cards = page.getByTestId('game-card');
    await expect(cards.first()).toBeVisible();
    await expect(cards.filter({ hasNot: page.getByTestId('game-format').getByText('7x7') })).toHaveCount(0);
    await expectNoHorizontalScroll(page);

    // The filtered list is a link that can be shared: a reload shows the same filters.
    await page.reload();
    await expect(page.getByTestId('game-filter-format')).toHaveText(/7×7/);

    // The phone and desktop runs of this test go side by side: each takes its own game, so neither
    // sees the other's booking in the places it counts.
    const card = cards.filter({ has: page.getByTestId('game-card-register') }).nth(isPhone(page) ? 0 : 1);
    const gameId = await card.getAttribute('data-game-id');
    expect(gameId).toBeTruthy();
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/games/${gameId}`));
    await expect(page.getByTestId('live-indicator')).toBeVisible();
    const before = await placesLeft(page);

    // A second window on the same game.
    const watcher = await createPlayer(request, { firstName: 'Aynur' });
    const otherContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const other = await otherContext.newPage();
    await signInThroughStorage(other, watcher);
    await other.goto(`/games/${gameId}`);
    await expect(other.getByTestId('live-indicator')).toBeVisible();
    await expect(other.getByTestId('game-places-left')).toHaveText(placesLeftText(before));

    // Register, paying from the wallet: the dialog shows the exact price and the refund rule.
    await page.getByTestId('game-register').click();
    const dialog = page.getByTestId('register-dialog');
    await expect(dialog.getByTestId('register-refund-rule')).toContainText('oyundan pulsuz çıxa bilərsiniz');
    await expect(dialog.getByTestId('pay-balance').locator('input')).toBeChecked();
    const price = (await dialog.getByTestId('game-price').textContent()) ?? '';
    expect(price).toMatch(/₼/);
    await dialog.getByTestId('register-confirm').click();
    await expect(page.getByTestId('my-registration')).toContainText('Siz oyundasınız');
    await expect(page.getByTestId('my-registration')).toContainText(`${price} balansınızdan ödənildi`);
    const paid = 40 - (await balanceOf(request, player));
    expect(paid).toBeGreaterThan(0);
    // The top bar (shown from 600 px) has the new balance at once, from the booking's answer.
    const topBarBalance = page.getByTestId('balance');
    if (await topBarBalance.isVisible()) {
      await expect(topBarBalance).toHaveText(new RegExp(`^${(40 - paid).toFixed(2).replace('.', ',')}\\s₼$`));
    }

    // The other window sees one place fewer, without a reload.
    await expect(other.getByTestId('game-places-left')).toHaveText(placesLeftText(before - 1));
    await expect(other.getByTestId('game-players')).toContainText('Kamran');

    // Leave: more than 24 hours before kick-off, so the full price comes back.
    await page.getByTestId('game-leave').click();
    await expect(page.getByTestId('leave-refund-text')).toContainText(`${price} balansınıza qaytarılacaq`);
    await page.getByTestId('leave-confirm').click();
    await expect(page.getByText(`Oyundan çıxdınız. ${price} balansınıza qaytarıldı.`)).toBeVisible();
    await expect(page.getByTestId('game-register')).toBeVisible();
    expect(await balanceOf(request, player)).toBe(40);
    if (await topBarBalance.isVisible()) await expect(topBarBalance).toHaveText(/^40,00\s₼$/);
    await expect(other.getByTestId('game-places-left')).toHaveText(placesLeftText(before));
    await otherContext.close();
  });

  test('with too little in the wallet the place is held; a declined card keeps the hold’s context, and the retried top-up confirms the place and says so', async ({
    page,
    request,
  }) => {
    test.slow();
    const player = await createPlayer(request, { language: 'en' });
    await signInThroughStorage(page, player);
    const game = await openGameAnyoneCanBook(request, {
      maxPrice: Number.POSITIVE_INFINITY,
      minPlacesLeft: 1,
      // A day after the filter test's games, which run beside this one.
      fromDay: bakuDayFromNow(4),
    });

    await page.goto(`/games/${game.id}?lang=en`);
    await page.getByTestId('game-register').click();
    await expect(page.getByTestId('register-shortfall')).toContainText('short');
    await page.getByTestId('register-confirm').click();
    await expect(page.getByTestId('held-place')).toBeVisible();
    // The held place is neither a player nor free: the numbers add up.
    await expect(page.getByTestId('game-places-held')).toHaveText(/^\d+ places? held for payment$/);
    await expect(page.getByTestId('hold-countdown')).toHaveText(/^(10:00|9:[0-5]\d)$/);
    const topUp = page.getByTestId('hold-top-up');
    await expect(topUp).toHaveAttribute(
      'href',
      new RegExp(`^/balance\\?topup=\\d+\\.\\d{2}&return_to=%2Fgames%2F${game.id}$`),
    );
    await expectNoHorizontalScroll(page);
    const missing = /topup=([\d.]+)/.exec((await topUp.getAttribute('href')) ?? '')?.[1] ?? '';

    // The wallet's page has the amount filled in; after paying, the way back leads to the game.
    await topUp.click();
    await expect(page.getByTestId('topup-for-game')).toBeVisible();
    await expect(page.getByTestId('topup-submit')).toHaveText(
      new RegExp(`^Top up ${missing.replace('.', '\\.')}\\s₼$`),
    );
    const pay = async (card: string) => {
      await page.getByTestId('topup-submit').click();
      await expect(page.getByText('TEST MODE', { exact: false })).toBeVisible();
      await page.getByLabel('Card number').fill(card);
      await page.getByLabel('Expiry').fill('12/29');
      await page.getByLabel('CVC').fill('123');
      await page.getByRole('button', { name: /^Pay/ }).click();
    };

    // A declined card: trying again keeps the amount, the held-place banner and the way back.
    await pay('4000 0000 0000 0002');
    await expect(page.getByTestId('topup-result')).toHaveAttribute('data-status', 'failed');
    await page.getByTestId('topup-retry').click();
    await expect(page.getByTestId('topup-for-game')).toBeVisible();
    await expect(page.getByTestId('topup-submit')).toHaveText(
      new RegExp(`^Top up ${missing.replace('.', '\\.')}\\s₼$`),
    );

    await pay('4169 7413 3015 1778');
    await expect(page.getByTestId('topup-result')).toHaveAttribute('data-status', 'succeeded');
    // The result says the held place is now confirmed and paid for, with the way to the game.
    await expect(page.getByTestId('held-place-confirmed')).toContainText('is confirmed');
    await page.getByTestId('held-place-game').click();
    await expect(page).toHaveURL(new RegExp(`/games/${game.id}$`));
    // The top-up paid for the held place: it is confirmed, nothing left on hold.
    await expect(page.getByTestId('my-registration')).toContainText("You're in");
    await expect(page.getByTestId('held-place')).toHaveCount(0);
  });

  // One plain player: an empty search, then an organizer's page.
  test('a search that finds nothing suggests widening the filters; a player who opens an organizer page is told it is for organizers', async ({
    page,
    request,
  }) => {
    const player = await createPlayer(request);
    await signInThroughStorage(page, player);
    await test.step('a search that finds nothing suggests widening the filters', async () => {
      await page.goto('/games?search=zzzz-no-such-game&max_price=5');
      await expect(page.getByTestId('games-empty')).toContainText('Heç bir oyun tapılmadı');
      await page.getByTestId('games-empty').getByRole('button', { name: 'Filtrləri təmizlə' }).click();
      await expect(page).toHaveURL(/\/games$/);
      await expect(page.getByTestId('game-card').first()).toBeVisible();
    });
    await test.step('a player who opens an organizer page is told it is for organizers', async () => {
      await page.goto('/organizer/games/new');
      await expect(page.getByTestId('organizer-only')).toContainText('Təşkilatçılar üçün');
    });
  });
});

test.describe('games: organizers', () => {
  test('an organizer publishes a game, a player books it for cash, and the organizer marks the cash paid', async ({
    page,
    request,
  }) => {
    test.slow();
    const organizer = await demoLogin(request, 'organizer@demo.az');
    await signInThroughStorage(page, organizer);
    await page.goto('/organizer/games');
    await expect(page.getByRole('heading', { level: 1, name: 'Təşkil etdiyim oyunlar' })).toBeVisible();
    await page.getByTestId('organizer-create').click();

    const title = `E2E axşam oyunu ${Date.now().toString(36)}`;
    await page.getByTestId('game-form-title').fill(title);
    await page.getByTestId('game-form-venue').fill('Gənclik');
    await page.getByRole('option').first().click();
    await page.getByTestId('game-form-starts-at').fill(`${bakuDayFromNow(3)}T20:00`);
    await chooseOption(page, 'game-form-format', /^5×5/);
    // The capacity follows the format: two full sides.
    await expect(page.getByTestId('game-form-capacity')).toHaveValue('10');
    // A price outside the kind's range is refused before anything is sent.
    await page.getByTestId('game-form-price').fill('30');
    await page.getByTestId('game-form-submit').click();
    await expect(page.getByTestId('game-form')).toContainText('Qiymət oyunun növünə uyğun olmalıdır');
    await page.getByTestId('game-form-price').fill('10');
    await expectNoHorizontalScroll(page);
    await page.getByTestId('game-form-submit').click();

    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const gameId = /\/games\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';
    expect(gameId).not.toBe('');

    // A player books a place and will pay cash at the venue.
    const player = await createPlayer(request, { firstName: 'Tural', lastName: 'Nağıyev' });
    const booking = await request.post(`/api/v1/games/${gameId}/registrations`, {
      headers: {
        authorization: `Bearer ${player.tokens.access_token}`,
        'idempotency-key': `e2e-cash-${gameId}`,
      },
      data: { payment_method: 'cash' },
    });
    expect(booking.status(), await booking.text()).toBe(201);

    await page.reload();
    await page.getByTestId('game-roster-link').click();
    const row = page.getByTestId('roster-entry').filter({ hasText: 'Tural Nağıyev' });
    await expect(row.getByTestId('roster-paid-status')).toHaveText('Ödənilməyib');
    await expect(page.getByTestId('roster-cash_due')).not.toHaveText(/^0,00/);
    await row.getByTestId('roster-mark-paid').click();
    await expect(row.getByTestId('roster-paid-status')).toHaveText('Ödənilib');
    await expect(page.getByTestId('roster-cash_due')).toHaveText(/^0,00/);
    await expectNoHorizontalScroll(page);

    // The game is in the organizer's list.
    await page.goto('/organizer/games');
    await expect(page.getByTestId('organizer-game').first()).toBeVisible();

    // The results still to record are a view of their own, each with the way to record it.
    const queueLoaded = page.waitForResponse(
      (response) =>
        response.url().includes('/users/me/organized-games') && response.url().includes('view=needs_result'),
    );
    await page.getByTestId('organizer-view-needs_result').click();
    await queueLoaded;
    await expect(page).toHaveURL(/\/organizer\/games\?view=needs_result$/);
    // The previous view's rows stay (faded) only until the queue has arrived.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const queue = page.getByTestId('organizer-game');
    await expect(queue.first().or(page.getByText('Bütün oyunların nəticəsi yazılıb.'))).toBeVisible();
    if ((await queue.count()) > 0) {
      await expect(queue.first().getByTestId('organizer-game-record-result')).toHaveAttribute(
        'href',
        /\/organizer\/games\/[0-9a-f-]+\/result$/,
      );
    }
    await expectNoHorizontalScroll(page);
  });
});
