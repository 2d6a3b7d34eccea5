import { axeViolations, toggleTheme, waitForStillPage } from '../support/axe';
import { expect, expectNoHorizontalScroll, signInThroughStorage, test } from '../support/fixtures';
import { bakuDayFromNow, demoLogin } from '../support/games';

// axe-core is injected as an inline script, which the app's Content-Security-Policy forbids.
test.use({ bypassCSP: true });

/** The ISO weekday (1 Monday to 7 Sunday) of a `YYYY-MM-DD` date. */
const isoWeekday = (date: string) => ((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;

test.describe('weekly games', () => {
  test('an organizer starts a weekly game from the game form, sees its dates, skips one and moves another before it is published', async ({
    page,
    request,
  }) => {
    test.slow();
    const organizer = await demoLogin(request, 'organizer@demo.az');
    await signInThroughStorage(page, organizer);
    await page.goto('/organizer/games/new');

    const title = `E2E həftəlik ${Date.now().toString(36)}`;
    // Two days from now: its date is inside the 7-day window and published at once; the next is not.
    const start = bakuDayFromNow(2);
    await page.getByTestId('game-form-title').fill(title);
    await page.getByTestId('game-form-venue').fill('Gənclik');
    await page.getByRole('option').first().click();
    await page.getByTestId('game-form-starts-at').fill(`${start}T21:30`);
    await page.getByTestId('game-form-weekly').check();
    // The start's weekday is chosen until the organizer picks others.
    const weekdays = page.getByRole('group', { name: 'Həftənin günləri' });
    await expect(weekdays.getByRole('button', { pressed: true })).toHaveCount(1);
    await page.getByLabel('Son tarix').fill(bakuDayFromNow(1));
    await page.getByTestId('game-form-submit').click();
    await expect(page.getByTestId('game-form')).toContainText(
      'Bitmə tarixi başlama tarixindən əvvəl ola bilməz.',
    );
    await page.getByLabel('Son tarix').fill('');
    await expectNoHorizontalScroll(page);
    await page.getByTestId('game-form-submit').click();

    await expect(page).toHaveURL(/\/organizer\/series\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('series-title')).toHaveText(title);
    await expect(page.getByTestId('series-status')).toHaveText('Davam edir');
    const first = page.getByTestId(`series-date-${start}`);
    await expect(first).toContainText('Dərc olunub');
    await expect(first.getByRole('link', { name: 'Oyunu aç' })).toBeVisible();
    const next = page.getByTestId(`series-date-${bakuDayFromNow(9)}`);
    await expect(next).toContainText('Dərc olunacaq');
    expect(isoWeekday(bakuDayFromNow(9))).toBe(isoWeekday(start));

    // A holiday: the next week's date is skipped before it is published.
    await next.getByTestId(`series-skip-${bakuDayFromNow(9)}`).click();
    await page.getByTestId('confirm-action').click();
    await expect(next).toContainText('Buraxılıb');
    await expect(next.getByRole('button', { name: 'Bu tarixi burax' })).toHaveCount(0);
    await expectNoHorizontalScroll(page);

    // The week after is moved to the next evening before it is published: still to be published, marked moved.
    const weekAfter = bakuDayFromNow(16);
    const moving = page.getByTestId(`series-date-${weekAfter}`);
    await moving.getByTestId(`series-move-${weekAfter}`).click();
    await page.getByLabel('Yeni gün və saat').fill(`${bakuDayFromNow(17)}T21:00`);
    await page.getByTestId('series-move-confirm').click();
    await expect(page.getByTestId(`series-moved-${weekAfter}`)).toHaveText('Köçürülüb');
    await expect(moving).toContainText('Dərc olunacaq');

    // "This and the following" from the published date: its game moves to 20:00 with the series.
    await first.getByTestId(`series-change-from-${start}`).click();
    // The dialog offers the days, venue and length too, and passes axe.
    const changeDialog = page.getByTestId('series-change-dialog');
    await expect(changeDialog.getByRole('group', { name: 'Həftənin günləri' })).toBeVisible();
    await expect(changeDialog.getByTestId('series-change-venue')).toHaveValue(/Gənclik/);
    await waitForStillPage(page);
    expect((await axeViolations(page)).join('\n')).toBe('');
    await page.getByTestId('series-change-time').fill('20:00');
    await page.getByTestId('series-change-confirm').click();
    await expect(page.getByTestId('series-change-dialog')).toHaveCount(0);
    await expect(first).toContainText('20:00');
    await expect(page.getByTestId('series-stat-fill')).toBeVisible();

    // The page, its numbers included, passes axe in both themes.
    await waitForStillPage(page);
    expect((await axeViolations(page)).join('\n')).toBe('');
    await toggleTheme(page);
    await waitForStillPage(page);
    expect((await axeViolations(page, { coloursOnly: true })).join('\n')).toBe('');

    // Pausing and ending: the published game is cancelled with the series.
    await page.getByTestId('series-pause').click();
    await expect(page.getByTestId('series-status')).toHaveText('Fasilədə');
    await page.getByTestId('series-end').click();
    await page.getByTestId('confirm-action').click();
    await expect(page.getByTestId('series-status')).toHaveText('Bitib');
    await expect(page.getByTestId('series-end')).toHaveCount(0);

    // The organizer finds it again among their weekly games.
    await page.goto('/organizer/games');
    await page.getByTestId('my-series').getByRole('link', { name: title }).click();
    await expect(page.getByTestId('series-title')).toHaveText(title);
  });
});
