import { axeViolations, toggleTheme, waitForStillPage } from '../support/axe';
import {
  bearer,
  createPlayer,
  expect,
  expectNoHorizontalScroll,
  signInThroughStorage,
  test,
} from '../support/fixtures';
import { demoLogin } from '../support/games';
import { createGameStartingSoon } from '../support/match';

const WEEKDAYS_AZ = ['Bazar ertəsi', 'Çərşənbə axşamı', 'Çərşənbə', 'Cümə axşamı', 'Cümə', 'Şənbə', 'Bazar'];

// axe-core is injected as an inline script, which the app's Content-Security-Policy forbids.
test.use({ bypassCSP: true });

test('a player saves a search as an alert and is told when a matching game is published', async ({
  page,
  request,
}) => {
  test.slow();
  const player = await createPlayer(request);
  // Quiet hours off, so that the test is told whatever the hour it runs at.
  const settings = await request.get('/api/v1/users/me/settings/notifications', { headers: bearer(player) });
  const current = (await settings.json()) as { matrix: object; language: string | null };
  const saved = await request.put('/api/v1/users/me/settings/notifications', {
    headers: bearer(player),
    data: {
      matrix: current.matrix,
      language: current.language,
      quiet_hours: { enabled: false, start: '23:00', end: '08:00' },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  // The game will kick off three days from now: the alert narrows to its weekday and hour too, so
  // that no demo game published a moment ago is told first (one message per window).
  const kickOff = new Date(Date.now() + 3 * 86_400_000);
  const baku = new Date(kickOff.getTime() + 4 * 3_600_000);
  const hour = baku.getUTCHours();
  const weekday = WEEKDAYS_AZ[(baku.getUTCDay() + 6) % 7] as string;

  await signInThroughStorage(page, player);
  await page.goto('/games?format=5x5');
  await page.getByTestId('save-alert').click();
  const dialog = page.getByTestId('save-alert-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: weekday, exact: true }).click();
  await dialog.getByLabel('Saat neçədən').fill(`${String(hour).padStart(2, '0')}:00`);
  await dialog.getByLabel('Saat neçəyədək').fill(`${String(hour).padStart(2, '0')}:59`);
  await page.getByTestId('save-alert-confirm').click();
  await expect(dialog).toBeHidden();

  await page.goto('/alerts');
  const card = page.getByTestId('alert-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('5×5');
  await expectNoHorizontalScroll(page);
  await waitForStillPage(page);
  expect((await axeViolations(page)).join('\n')).toBe('');
  await toggleTheme(page);
  await waitForStillPage(page);
  expect((await axeViolations(page, { coloursOnly: true })).join('\n')).toBe('');

  // The organizer publishes a 5×5 game in three days; the clock's next rounds match and tell it.
  const organizer = await demoLogin(request, 'organizer@demo.az');
  const title = `Alert e2e ${Date.now()}`;
  await createGameStartingSoon(request, organizer, {
    title,
    seconds: Math.round((kickOff.getTime() - Date.now()) / 1000),
  });
  await expect
    .poll(
      async () => {
        const answer = await request.get('/api/v1/notifications?page_size=20', { headers: bearer(player) });
        return JSON.stringify(await answer.json());
      },
      { timeout: 100_000, intervals: [2_000] },
    )
    .toContain(title);
  await page.goto('/notifications');
  await expect(page.getByTestId('notification-item').filter({ hasText: title })).toBeVisible();
});
