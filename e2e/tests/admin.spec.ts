import type { Page } from '@playwright/test';
import {
  createPlayer,
  expect,
  expectNoHorizontalScroll,
  signInThroughStorage,
  test,
} from '../support/fixtures';
import { bakuDayFromNow, chooseOption, demoLogin } from '../support/games';
import { gradientPng } from '../support/png';

/**
 * Issue 20, the admin console: an admin appoints an organizer from the users page, who then
 * publishes a game; an admin blocks a player, whose open browser is signed out by its next request.
 */

// The demo admin's interface is in English; the players' in Azerbaijani.

/** Opens the admin's users page on the one account with `email`, and its dialog. */
async function openAccount(page: Page, email: string) {
  await page.goto('/admin');
  await page.getByTestId('admin-tab-users').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await page.getByTestId('admin-users-search').fill(email);
  // The search waits for a pause in typing, then the address and the list follow.
  await expect(page).toHaveURL(/search=/);
  const rows = page.getByTestId('admin-user');
  await expect(rows).toHaveCount(1);
  await expectNoHorizontalScroll(page);
  await rows.getByTestId('admin-user-manage').click();
  const dialog = page.getByTestId('admin-user-dialog');
  await expect(dialog.getByTestId('admin-user-dialog-status')).toBeVisible();
  return dialog;
}

test.describe('admin console', () => {
  test('an admin appoints an organizer from the users page, who then publishes a game', async ({
    page,
    request,
    browser,
  }) => {
    test.slow();
    const player = await createPlayer(request, { firstName: 'Elvin', lastName: 'Qasımov' });
    const admin = await demoLogin(request, 'admin@demo.az');
    await signInThroughStorage(page, admin);

    // The drawer leads admins to the console.
    await page.goto('/dashboard');
    await page.getByTestId('nav-admin').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin console' })).toBeVisible();

    const dialog = await openAccount(page, player.email);
    await expect(dialog.getByTestId('admin-user-dialog-role')).toHaveText('Player');
    await dialog.getByTestId('admin-user-role-select').selectOption('organizer');
    // A change without its reason is refused before anything is sent.
    await dialog.getByTestId('admin-user-role-save').click();
    await expect(dialog.getByTestId('admin-user-role-section')).toContainText('Write the reason');
    await dialog.getByTestId('admin-user-role-reason').fill('Həftəlik oyunları təşkil edəcək');
    await dialog.getByTestId('admin-user-role-save').click();
    await expect(dialog.getByTestId('admin-user-dialog-role')).toHaveText('Organizer');
    await dialog.getByTestId('admin-user-dialog-close').click();
    await expect(page.getByTestId('admin-user').getByTestId('admin-user-role')).toHaveText('Organizer');

    // The appointment is in the audit log, with its reason.
    await page.getByTestId('admin-tab-audit_log').click();
    const entry = page.getByTestId('audit-entry').filter({ hasText: 'Elvin Qasımov' }).first();
    await expect(entry).toContainText('Role changed');
    await expect(entry).toContainText('Həftəlik oyunları təşkil edəcək');

    // The new organizer, in their own browser, publishes a game.
    const organizerContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const organizerPage = await organizerContext.newPage();
    const session = await demoLoginAs(request, player.email, player.password);
    await signInThroughStorage(organizerPage, session);
    await organizerPage.goto('/organizer/games/new');
    const title = `Elvinin oyunu ${Date.now().toString(36)}`;
    await organizerPage.getByTestId('game-form-title').fill(title);
    await organizerPage.getByTestId('game-form-venue').fill('Gənclik');
    await organizerPage.getByRole('option').first().click();
    await organizerPage.getByTestId('game-form-starts-at').fill(`${bakuDayFromNow(4)}T20:00`);
    await chooseOption(organizerPage, 'game-form-format', /^5×5/);
    await organizerPage.getByTestId('game-form-price').fill('10');
    await organizerPage.getByTestId('game-form-submit').click();
    await expect(organizerPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await organizerContext.close();
  });

  test('an admin blocks a player, whose open browser is signed out by its next request', async ({
    page,
    request,
    browser,
  }) => {
    test.slow();
    const player = await createPlayer(request, { firstName: 'Rəşad', lastName: 'Bağırov' });
    const playerContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const playerPage = await playerContext.newPage();
    await signInThroughStorage(playerPage, player);
    await playerPage.goto('/dashboard');
    await expect(playerPage.getByTestId('dashboard-greeting')).toBeVisible();

    const admin = await demoLogin(request, 'admin@demo.az');
    await signInThroughStorage(page, admin);
    const dialog = await openAccount(page, player.email);
    await dialog.getByTestId('admin-user-status-reason').fill('Başqalarını təhqir edib');
    await dialog.getByTestId('admin-user-block').click();
    await expect(dialog.getByTestId('admin-user-dialog-status')).toHaveText('Blocked');
    await dialog.getByTestId('admin-user-dialog-close').click();

    // The player's next request meets the revoked session: they land on the sign-in page.
    const statuses: number[] = [];
    playerPage.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/v1/')) statuses.push(response.status());
    });
    await playerPage.goto('/profile');
    await expect(playerPage).toHaveURL(/\/login/);
    // The very first API answer after the block already refused the session.
    expect(statuses[0]).toBe(401);
    // Signing in again is refused with a clear message.
    await playerPage.getByRole('textbox', { name: 'E-poçt', exact: true }).fill(player.email);
    await playerPage.locator('input[name="password"]').fill(player.password);
    await playerPage.getByRole('button', { name: 'Daxil ol', exact: true }).click();
    await expect(playerPage.getByTestId('login-error')).toContainText('Hesabınız bloklanıb');
    await playerContext.close();
  });

  test('an admin adds a venue on the map with a photo, then deactivates it, cancelling its game', async ({
    page,
    request,
  }) => {
    test.slow();
    const admin = await demoLogin(request, 'admin@demo.az');
    await signInThroughStorage(page, admin);
    await page.goto('/admin/venues');
    await page.getByTestId('admin-venue-create').click();
    const name = `Sınaq Arena ${Date.now().toString(36)}`;
    await page.getByTestId('venue-field-name').fill(name);
    await page.getByTestId('venue-field-district').selectOption('yasamal');
    await page.getByTestId('venue-field-address').fill('Bakı, Şərifzadə küçəsi 12');
    await page.getByTestId('venue-field-type').selectOption('outdoor');
    await page.getByTestId('venue-field-surface').selectOption('artificial_grass');
    await page.getByTestId('venue-field-pitch_count').fill('2');
    // A click on the drawn map fills in the coordinates.
    const map = page.getByTestId('venue-map');
    await map.click({ position: { x: 100, y: 100 } });
    await expect(page.getByTestId('venue-field-latitude')).not.toHaveValue('');
    await expect(page.getByTestId('venue-map-marker')).toBeVisible();
    await page.getByTestId('venue-hours-known').check();
    await expectNoHorizontalScroll(page);
    await page.getByTestId('venue-save').click();
    await expect(page.getByTestId('venue-photos')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/venues\/\d+$/);
    const venueId = Number(/\/admin\/venues\/(\d+)$/.exec(page.url())?.[1]);

    // A photo, checked as a profile photo is, cropped to 16:9 by the server.
    await page.getByTestId('venue-photo-input').setInputFiles({
      name: 'pitch.png',
      mimeType: 'image/png',
      buffer: gradientPng(640, 480),
    });
    await expect(page.getByTestId('venue-photo')).toHaveCount(1);

    // An organizer publishes a game there.
    const organizer = await demoLogin(request, 'organizer@demo.az');
    const game = await request.post('/api/v1/games', {
      headers: { authorization: `Bearer ${organizer.tokens.access_token}` },
      data: {
        venue_id: venueId,
        title: `${name}: axşam oyunu`,
        starts_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        duration_minutes: 60,
        format: '5x5',
        kind: 'regular',
        price: 10,
      },
    });
    expect(game.status(), await game.text()).toBe(201);

    // Deactivating asks what to do with the upcoming game, with the server's count (once the
    // "venue added" toast, which covers the bottom of a phone's screen, has gone).
    // A toast under the pointer stays, so the pointer moves away first.
    await page.mouse.move(0, 0);
    await expect(page.getByTestId('toast')).toHaveCount(0);
    await page.getByTestId('venue-deactivate').click();
    const dialog = page.getByTestId('venue-deactivate-dialog');
    await dialog.getByTestId('venue-deactivate-reason').fill('Meydança təmirə bağlanır');
    await dialog.getByTestId('venue-deactivate-confirm').click();
    await expect(dialog.getByTestId('venue-upcoming-notice')).toContainText('1');
    await dialog.getByTestId('venue-upcoming-cancel').check();
    await dialog.getByTestId('venue-deactivate-confirm').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('venue-form-status')).toHaveText('Deactivated');
    const gameId = ((await game.json()) as { items: { id: string }[] }).items[0]?.id ?? '';
    const cancelled = await request.get(`/api/v1/games/${gameId}`);
    expect(((await cancelled.json()) as { status: string }).status).toBe('cancelled');

    // And it can be opened again.
    await page.getByTestId('venue-activate').click();
    await page.getByTestId('venue-activate-confirm').click();
    await expect(page.getByTestId('venue-form-status')).toHaveText('Active');
  });

  test('a player writes to support from the help page and an admin answers it', async ({
    page,
    request,
    browser,
  }) => {
    // Decision 96. The player's interface is in Azerbaijani, the admin's in English.
    const player = await createPlayer(request, { firstName: 'Aygün', lastName: 'Rəhimova' });
    await signInThroughStorage(page, player);
    await page.goto('/help');
    await page.getByRole('radio', { name: 'Hesabla problem' }).check();
    await page.getByLabel('Mesajınız').fill('Telefon nömrəmi təsdiqləyə bilmirəm');
    await page.getByTestId('support-form').getByRole('button', { name: 'Göndər' }).click();
    await expect(page).toHaveURL(/\/help\/[0-9a-f-]{36}$/);

    const admin = await demoLogin(request, 'admin@demo.az');
    const desk = await browser.newPage();
    await signInThroughStorage(desk, admin);
    await desk.goto('/admin/support');
    await desk.getByTestId('support-request-row').filter({ hasText: 'Aygün Rəhimova' }).click();
    await desk.getByLabel('Answer to the player').fill('Kodu yenidən göndərdik, yoxlayın.');
    await desk.getByRole('button', { name: 'Send answer' }).click();
    await expect(desk.getByTestId('support-status')).toHaveText('Answered');
    await desk.close();

    // The answer reaches the player's open page on the live stream.
    await expect(page.getByTestId('support-messages')).toContainText('Kodu yenidən göndərdik');
    await expect(page.getByTestId('support-status')).toHaveText('Cavab verilib');
  });

  test('a player who opens the console or the money desk is told it is for administrators', async ({
    page,
    request,
  }) => {
    const player = await createPlayer(request);
    await signInThroughStorage(page, player);
    await test.step('a player who opens the console is told it is for admins only', async () => {
      await page.goto('/admin/users');
      await expect(page.getByTestId('admin-only')).toBeVisible();
      await expect(page.getByTestId('admin-user')).toHaveCount(0);
    });
    await test.step('a player who opens the money desk is told it is for administrators', async () => {
      for (const path of ['/admin/money', '/admin/reconciliation']) {
        await page.goto(path);
        await expect(page.getByTestId('admin-only')).toBeVisible();
        await expect(
          page.getByRole('heading', { level: 1, name: 'Yalnız administratorlar üçün' }),
        ).toBeVisible();
      }
    });
  });

  test('at 390 px the console opens from the menu, and its tables, venue form, money desk and reconciliation fit the screen', async ({
    page,
    request,
  }) => {
    test.slow();
    const admin = await demoLogin(request, 'admin@demo.az');
    // A player with a row in the ledger: the money desk shows its table.
    const player = await createPlayer(request, { firstName: 'Nigar', lastName: 'Telefonova' });
    const adjusted = await request.post(`/api/v1/admin/users/${String(player.user['id'])}/adjustments`, {
      headers: { authorization: `Bearer ${admin.tokens.access_token}` },
      data: { amount: 5, reason: 'e2e: a row in the ledger at 390 px' },
    });
    expect(adjusted.status(), await adjusted.text()).toBe(201);
    // The admin console's tests run on the desktop project; this one narrows its page to a phone's.
    await page.setViewportSize({ width: 390, height: 844 });
    await signInThroughStorage(page, admin);

    await test.step('the drawer, closed over the page on a phone, leads admins to the console', async () => {
      await page.goto('/dashboard');
      await page.getByTestId('menu-button').click();
      await page.getByTestId('nav-admin').click();
      await expect(page.getByRole('heading', { level: 1, name: 'Admin console' })).toBeVisible();
    });

    await test.step('the users table and its dialog fit the screen', async () => {
      const dialog = await openAccount(page, player.email);
      await expect(dialog.getByTestId('admin-user-dialog-role')).toHaveText('Player');
      await expectNoHorizontalScroll(page);
      await dialog.getByTestId('admin-user-dialog-close').click();
    });

    await test.step('the audit log fits the screen', async () => {
      await page.getByTestId('admin-tab-audit_log').click();
      await expect(page.getByTestId('audit-entry').first()).toBeVisible();
      await expectNoHorizontalScroll(page);
    });

    await test.step('the venue form with its map fits the screen', async () => {
      await page.getByTestId('admin-tab-venues').click();
      await page.getByTestId('admin-venue-create').click();
      await expect(page.getByTestId('venue-map')).toBeVisible();
      await page.getByTestId('venue-hours-known').check();
      await expectNoHorizontalScroll(page);
    });

    await test.step('the money desk, with a player’s ledger, and the reconciliation fit the screen', async () => {
      await page.getByTestId('admin-tab-money').click();
      await page.getByTestId('user-search').fill(player.email);
      await page.getByTestId('user-result').filter({ hasText: 'Telefonova' }).click();
      await expect(page.getByTestId('money-balance')).toHaveText(/^5\.00\s₼$/);
      await expect(page.getByTestId('admin-transactions').getByTestId('transaction')).toHaveCount(1);
      await expectNoHorizontalScroll(page);
      await page.getByTestId('admin-tab-reconciliation').click();
      await expect(page.getByRole('heading', { level: 1, name: 'Reconciliation' })).toBeVisible();
      await page.getByTestId('run-reconciliation').click();
      await expect(page.getByTestId('report').filter({ hasText: 'Run by' }).first()).toBeVisible();
      await expectNoHorizontalScroll(page);
    });
  });
});

/** Signs in through the API with an email and a password: the tokens and the user as they are now. */
async function demoLoginAs(
  request: Parameters<typeof demoLogin>[0],
  email: string,
  password: string,
): Promise<Awaited<ReturnType<typeof demoLogin>>> {
  const login = await request.post('/api/v1/auth/login/json', { data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  const tokens = (await login.json()) as Awaited<ReturnType<typeof demoLogin>>['tokens'];
  const me = await request.get('/api/v1/auth/me', {
    headers: { authorization: `Bearer ${tokens.access_token}` },
  });
  return { tokens, user: (await me.json()) as Record<string, unknown> };
}
