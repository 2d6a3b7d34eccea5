import type { Page } from '@playwright/test';
import { axeViolations, toggleTheme, waitForStillPage } from '../support/axe';
import {
  createPlayer,
  expect,
  expectNoHorizontalScroll,
  signInThroughStorage,
  switchStoredSession,
  test,
} from '../support/fixtures';
import { demoLogin } from '../support/games';
import { bookWithCash, createGameStartingSoon } from '../support/match';

// axe-core is injected as an inline script, which the app's Content-Security-Policy forbids.
test.use({ bypassCSP: true });

/** axe passes in the theme the page opened in and, after the toggle, in the other one. */
async function expectAxeInBothThemes(page: Page): Promise<void> {
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  for (let round = 0; round < 2; round += 1) {
    await waitForStillPage(page);
    expect((await axeViolations(page, { coloursOnly: round === 1 })).join('\n')).toBe('');
    if (round === 0) await toggleTheme(page);
  }
}

test('the organizer’s announcement is pinned and reaches the notification centre; two players chat live; a report is decided in the admin console', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const organizer = await demoLogin(request, 'organizer@demo.az');
  const player = await createPlayer(request, { firstName: 'Səbinə', lastName: 'Quliyeva' });
  const title = `Söhbət oyunu ${Date.now().toString(36)}`;
  const game = await createGameStartingSoon(request, organizer, { title, seconds: 2 * 86_400 });
  await bookWithCash(request, player, game.id);

  // The organizer writes an announcement from the game page's chat.
  await signInThroughStorage(page, organizer);
  await page.goto(`/games/${game.id}`);
  const chat = page.getByTestId('game-conversation');
  await chat.getByRole('button', { name: 'Elan yaz' }).click();
  const composer = chat.getByTestId('announcement-composer');
  await composer.getByLabel('Elanın mətni').fill('Oyun 2 saylı meydançadadır, 10 dəqiqə tez gəlin');
  await composer.getByRole('checkbox', { name: 'Vaxt və ya yer dəyişir' }).check();
  await composer.getByRole('button', { name: 'Elanı göndər' }).click();
  await expect(composer).toBeHidden();
  const pinned = chat.getByRole('region', { name: 'Bərkidilmiş elan' });
  await expect(pinned).toContainText('Oyun 2 saylı meydançadadır, 10 dəqiqə tez gəlin');
  await expect(pinned).toContainText('Vaxt və ya yer dəyişikliyi');
  await expect(pinned.getByTestId('announcement-seen')).toHaveText('0 / 1 nəfər gördü');

  // The player is told in the notification centre, linking back to the chat.
  await switchStoredSession(page, player, { forgetTheRest: true });
  await page.goto('/notifications');
  // Its own item, beside the booking's confirmation of the same game.
  const told = page.getByTestId('notification-item').filter({ hasText: `Vaxt və ya yer dəyişdi: ${title}` });
  await expect(told).toHaveCount(1);
  await expect(told).toContainText('Oyun 2 saylı meydançadadır, 10 dəqiqə tez gəlin');

  // And finds it pinned at the top of the game's chat, and reads it there.
  await page.goto(`/games/${game.id}#conversation`);
  const theirs = page.getByTestId('game-conversation').getByRole('region', { name: 'Bərkidilmiş elan' });
  await expect(theirs).toContainText('Oyun 2 saylı meydançadadır, 10 dəqiqə tez gəlin');
  await expect(theirs.getByTestId('announcement-seen')).toHaveCount(0);
  await expect(page.getByTestId('game-conversation').getByRole('button', { name: 'Elan yaz' })).toHaveCount(
    0,
  );
  await expectNoHorizontalScroll(page);
  await expectAxeInBothThemes(page);

  // The organizer, in a browser of their own, sees that the player read it.
  const organizerContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: page.viewportSize(),
  });
  try {
    const organizerPage = await organizerContext.newPage();
    await signInThroughStorage(organizerPage, organizer);
    await organizerPage.goto(`/games/${game.id}#conversation`);
    const organizerChat = organizerPage.getByTestId('game-conversation');
    await expect(
      organizerChat.getByRole('region', { name: 'Bərkidilmiş elan' }).getByTestId('announcement-seen'),
    ).toHaveText('1 / 1 nəfər gördü');

    // Each writes, and the other sees it arrive without reloading (the one live stream).
    const playerChat = page.getByTestId('game-conversation');
    const say = async (chat: typeof playerChat, words: string) => {
      await chat.getByLabel('Mesaj', { exact: true }).fill(words);
      await chat.getByRole('button', { name: 'Göndər', exact: true }).click();
    };
    await say(playerChat, 'Mən 5 dəqiqə gecikirəm');
    await expect(
      organizerChat.getByTestId('message').filter({ hasText: 'Mən 5 dəqiqə gecikirəm' }),
    ).toBeVisible();
    await say(organizerChat, 'Yaxşı, səni gözləyirik');
    const reply = playerChat.getByTestId('message').filter({ hasText: 'Yaxşı, səni gözləyirik' });
    await expect(reply).toBeVisible();

    // The player reports the reply; an admin keeps it from the queue in the admin console.
    await reply.getByRole('button', { name: 'Şikayət et' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mesajdan şikayət' });
    await dialog.getByRole('radio', { name: 'Spam və reklam' }).check();
    await dialog.getByRole('button', { name: 'Göndər' }).click();
    await expect(page.getByText('Şikayət göndərildi: moderator ona baxacaq.')).toBeVisible();

    await switchStoredSession(organizerPage, await demoLogin(request, 'admin@demo.az'), {
      forgetTheRest: true,
    });
    await organizerPage.goto('/admin/reports');
    const report = organizerPage.getByTestId('message-report').filter({ hasText: 'Yaxşı, səni gözləyirik' });
    // The demo administrator reads the console in English.
    await expect(report).toContainText('Spam or advertising');
    await report.getByRole('button', { name: 'Keep' }).click();
    await expect(organizerPage.getByText('The message is kept.')).toBeVisible();
  } finally {
    await organizerContext.close();
  }
});
