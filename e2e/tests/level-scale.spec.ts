import type { APIRequestContext } from '@playwright/test';
import {
  bearer,
  createPlayer,
  expect,
  expectNoHorizontalScroll,
  signInThroughStorage,
  test,
} from '../support/fixtures';
import { bakuDayFromNow, demoLogin } from '../support/games';

/** The demo organizer's game for beginner and intermediate players only, `days` from now. */
async function gameForNewPlayers(request: APIRequestContext, days: number) {
  const organizer = await demoLogin(request, 'organizer@demo.az');
  const venues = await request.get('/api/v1/venues?page_size=20');
  const venueIds = ((await venues.json()) as { items: { id: number }[] }).items.map((venue) => venue.id);
  const startsAt = new Date(`${bakuDayFromNow(days)}T19:00:00+04:00`);
  for (const venueId of venueIds) {
    const answer = await request.post('/api/v1/games', {
      headers: bearer(organizer),
      data: {
        venue_id: venueId,
        title: `Yeni başlayanlar üçün ${Date.now()}`,
        starts_at: startsAt.toISOString(),
        duration_minutes: 60,
        format: '5x5',
        kind: 'regular',
        price: 10,
        min_level: 'beginner',
        max_level: 'intermediate',
      },
    });
    // A venue whose pitches are all taken answers 409: the next one is tried.
    if (answer.status() === 409) continue;
    expect(answer.status(), await answer.text()).toBe(201);
    const id = ((await answer.json()) as { items: { id: string }[] }).items[0]?.id ?? '';
    return { id, venueId, day: bakuDayFromNow(days) };
  }
  throw new Error('no venue had a free pitch');
}

test.describe('one level scale (decision 49)', () => {
  test('a level-limited game shows its level on the card, and a player above it cannot start booking and sees why', async ({
    page,
    browser,
    request,
  }) => {
    // Three page loads and a game published on a busy machine: more than the default 30 s.
    test.setTimeout(180_000);
    // "Təcrübəli" at onboarding (createPlayer's answer) is the game level "Yüksək".
    const player = await createPlayer(request, { firstName: 'Elvin' });
    const game = await gameForNewPlayers(request, 4);
    await signInThroughStorage(page, player);

    await page.goto(`/games?venue_id=${game.venueId}&date_from=${game.day}&date_to=${game.day}`);
    const card = page.locator(`[data-testid="game-card"][data-game-id="${game.id}"]`);
    // The first page load on a busy machine (CI's two cores) can take more than the default 10 s.
    await expect(card.getByTestId('game-card-level')).toHaveText('Səviyyə: Başlanğıc – Orta', {
      timeout: 30_000,
    });
    await expect(card.getByTestId('game-card-level-mismatch')).toHaveText('Səviyyənizə uyğun deyil');
    await expect(card.getByTestId('game-card-register')).toHaveCount(0);
    await expectNoHorizontalScroll(page);

    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/games/${game.id}`));
    const notice = page.getByTestId('level-mismatch');
    await expect(notice).toContainText('Bu oyun sizin səviyyəniz üçün deyil', { timeout: 30_000 });
    await expect(notice).toContainText('Oyunun səviyyəsi: Başlanğıc – Orta. Sizin səviyyəniz: Yüksək.');
    await expect(page.getByTestId('game-register')).toHaveCount(0);
    await expect(page.getByTestId('register-dialog')).toHaveCount(0);
    await expectNoHorizontalScroll(page);

    // The same notice in the player's own language, with the same scale's names.
    const inOtherLanguages = [
      {
        language: 'ru',
        title: 'Эта игра не для вашего уровня',
        text: 'Уровень игры: Начинающий – Средний. Ваш уровень: Продвинутый.',
      },
      {
        language: 'en',
        title: 'This game is not for your level',
        text: 'Game level: Beginner – Intermediate. Your level: Advanced.',
      },
    ] as const;
    for (const expected of inOtherLanguages) {
      const reader = await createPlayer(request, { firstName: 'Rauf', language: expected.language });
      const context = await browser.newContext({ viewport: page.viewportSize(), reducedMotion: 'reduce' });
      const readerPage = await context.newPage();
      await signInThroughStorage(readerPage, reader);
      await readerPage.goto(`/games/${game.id}`);
      const translated = readerPage.getByTestId('level-mismatch');
      await expect(translated).toContainText(expected.title, { timeout: 30_000 });
      await expect(translated).toContainText(expected.text);
      await expect(readerPage.getByTestId('game-register')).toHaveCount(0);
      await context.close();
    }
  });
});
