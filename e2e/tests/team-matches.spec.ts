import type { Page } from '@playwright/test';
import {
  createPlayer,
  expect,
  expectNoHorizontalScroll,
  isPhone,
  signInThroughStorage,
  test,
} from '../support/fixtures';
import { axeViolations, toggleTheme, waitForStillPage } from '../support/axe';
import { bakuDayFromNow } from '../support/games';
import { challengeStartingSoon, createTeam, finishMatch, saveSquad, teamStats } from '../support/teams';

// axe-core is injected into the page as a script of its own, which the app's CSP would refuse.
test.use({ bypassCSP: true });

/** The page passes axe in both themes, looks right and is kept as a screenshot of each. */
async function checkBothThemes(page: Page, name: string): Promise<void> {
  for (const theme of ['dark', 'light']) {
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await waitForStillPage(page);
    expect(await axeViolations(page, { coloursOnly: theme === 'light' })).toEqual([]);
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: test.info().outputPath(`${name}-${theme}.png`), fullPage: true });
    if (theme === 'dark') await toggleTheme(page);
  }
  await toggleTheme(page);
}

test.describe('matches between teams', () => {
  test('a captain challenges another team from its page: the form says what is missing, the challenge is sent, and it waits for the other captain', async ({
    page,
    request,
  }) => {
    const challenger = await createPlayer(request, { firstName: 'Nicat', lastName: 'Əsgərov' });
    const opponent = await createPlayer(request, { firstName: 'Orxan', lastName: 'Vəliyev' });
    const mine = await createTeam(request, challenger, 'Günəş');
    const theirs = await createTeam(request, opponent, 'Ay');

    await signInThroughStorage(page, challenger);
    await page.goto(`/teams/${theirs.id}`);
    await page.getByTestId('challenge-team').click();
    const dialog = page.getByTestId('challenge-dialog');
    await dialog.getByTestId('challenge-submit').click();
    await expect(dialog.getByTestId('challenge-venue')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByTestId('challenge-starts-at')).toHaveAttribute('aria-invalid', 'true');

    // A venue and a morning hour weeks ahead, apart for each width, so no pitch is taken then.
    await dialog.getByTestId('challenge-venue').click();
    await page
      .getByRole('option')
      .nth(isPhone(page) ? 2 : 6)
      .click();
    await dialog.getByTestId('challenge-starts-at').fill(`${bakuDayFromNow(isPhone(page) ? 20 : 21)}T08:00`);
    await dialog.getByTestId('challenge-format').click();
    await page.getByRole('option', { name: /^5×5/ }).click();
    await expectNoHorizontalScroll(page);
    await dialog.getByTestId('challenge-submit').click();
    await expect(dialog.getByTestId('challenge-sent')).toBeVisible();
    await dialog.getByTestId('challenge-open-match').click();

    await expect(page).toHaveURL(/\/team-matches\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('team-match-home')).toHaveText(mine.name);
    await expect(page.getByTestId('team-match-away')).toHaveText(theirs.name);
    await expect(page.getByTestId('team-match-status')).toHaveText('Cavab gözlənilir');
  });

  test('the challenged captain accepts and picks the squad, the home captain records the result, the away captain confirms it and it counts in the statistics', async ({
    page,
    browser,
    request,
  }) => {
    // Accepted and squads picked before kick-off; then the test server moves the match back so that
    // it is over (decision 57) and the result is recorded at once. Two captains' pages and six axe checks.
    test.setTimeout(120_000);
    const homeCaptain = await createPlayer(request, { firstName: 'Elvin', lastName: 'Kazımov' });
    const awayCaptain = await createPlayer(request, { firstName: 'Rauf', lastName: 'Hüseynli' });
    const home = await createTeam(request, homeCaptain, 'Neftçilər');
    const away = await createTeam(request, awayCaptain, 'Xəzər');
    const match = await challengeStartingSoon(request, homeCaptain, {
      homeTeamId: home.id,
      awayTeamId: away.id,
      seconds: 3 * 3600,
      venueOffset: isPhone(page) ? 0 : 3,
    });

    // The challenged captain sees the challenge and accepts it after a confirmation.
    await signInThroughStorage(page, awayCaptain);
    await page.goto(`/team-matches/${match.id}`);
    await expect(page.getByTestId('team-match-status')).toHaveText('Cavab gözlənilir');
    await expect(page.getByTestId('team-match-notice')).toHaveText(
      `${home.name} komandanızı oyuna çağırır. Oyun başlayana qədər qəbul və ya rədd edin.`,
    );
    await expect(page.getByTestId('team-match-cancel')).toHaveCount(0);
    await expect(page.getByTestId('team-match-home')).toHaveText(home.name);
    await expect(page.getByTestId('team-match-away')).toHaveText(away.name);
    await expect(page.getByTestId('team-match-facts')).toContainText('Cümə axşamı görüşək?');
    await expect(page.getByTestId('team-match-record_result')).toHaveCount(0);
    await checkBothThemes(page, `proposed-${isPhone(page) ? 390 : 1280}`);
    await page.getByTestId('team-match-accept').click();
    await page.getByTestId('decision-dialog-accept').getByTestId('decision-confirm').click();
    await expect(page.getByText('Çağırış qəbul edildi')).toBeVisible();
    await expect(page.getByTestId('team-match-status')).toHaveText('Qəbul edilib');
    await expect(page.getByTestId('team-match-calendar')).toHaveAttribute(
      'href',
      `/api/v1/team-matches/${match.id}/calendar.ics`,
    );
    await expect(page.getByTestId('team-match-accept')).toHaveCount(0);
    // Nobody records the result before the match is over; the page says from when (Baku time).
    const ends = new Date(match.endsAt.getTime() + 4 * 3_600_000).toISOString().slice(11, 16);
    await expect(page.getByTestId('team-match-notice')).toHaveText(
      new RegExp(`^Nəticəni oyun bitəndən sonra qeyd etmək olar: (.+ · )?${ends}$`),
    );

    // The away captain picks the squad from the team's members (the captain alone here).
    await page.getByTestId('team-match-edit_away_squad').click();
    const squadDialog = page.getByTestId('squad-dialog');
    await squadDialog.getByTestId('squad-member').filter({ hasText: 'Rauf Hüseynli' }).click();
    await squadDialog.getByTestId('squad-save').click();
    await expect(squadDialog).toHaveCount(0);
    await expect(page.getByTestId('squad-away')).toContainText('Rauf Hüseynli');
    await saveSquad(request, homeCaptain, {
      matchId: match.id,
      teamId: home.id,
      userIds: [String(homeCaptain.user['id'])],
    });

    // The match is played (the fixture moves it to have ended a minute ago): the home captain
    // records 2:1, both his.
    await finishMatch(request, match.id);
    const homeContext = await browser.newContext({ viewport: page.viewportSize(), bypassCSP: true });
    const homePage = await homeContext.newPage();
    await signInThroughStorage(homePage, homeCaptain);
    await homePage.goto(`/team-matches/${match.id}`);
    await homePage.getByTestId('team-match-record_result').click();
    const resultDialog = homePage.getByTestId('result-dialog');
    await resultDialog.getByTestId('result-score-home').fill('2');
    await resultDialog.getByTestId('result-score-away').fill('1');
    await resultDialog.locator('[data-player="Elvin Kazımov"]').getByTestId('result-goals').fill('3');
    await resultDialog.getByTestId('result-save').click();
    await expect(resultDialog.getByRole('alert')).toContainText('hesabından çox qol');
    await resultDialog.locator('[data-player="Elvin Kazımov"]').getByTestId('result-goals').fill('2');
    await resultDialog.locator('[data-player="Rauf Hüseynli"]').getByTestId('result-goals').fill('1');
    await waitForStillPage(homePage);
    expect(await axeViolations(homePage)).toEqual([]);
    await homePage.screenshot({
      path: test.info().outputPath(`result-dialog-${isPhone(page) ? 390 : 1280}.png`),
    });
    await resultDialog.getByTestId('result-save').click();
    await expect(resultDialog).toHaveCount(0);
    await expect(homePage.getByTestId('team-match-status')).toHaveText('Nəticə təsdiq gözləyir');
    await homeContext.close();

    // The away captain confirms; the score counts.
    await page.reload();
    await expect(page.getByTestId('team-match-score')).toHaveText('2 : 1');
    await expect(page.getByTestId('team-match-notice')).toContainText('siz təsdiqlədikdən sonra');
    await page.getByTestId('team-match-confirm').click();
    await page.getByTestId('decision-dialog-confirm').getByTestId('decision-confirm').click();
    await expect(page.getByText('Nəticə təsdiqləndi')).toBeVisible();
    await expect(page.getByTestId('team-match-status')).toHaveText('Nəticə təsdiqlənib');
    await expect(page.getByTestId('team-match-actions')).toHaveCount(0);
    await expect(page.getByTestId('squad-home')).toContainText('2 qol');
    await checkBothThemes(page, `confirmed-${isPhone(page) ? 390 : 1280}`);

    // The team's statistics tab counts the confirmed match.
    await page.goto(`/teams/${away.id}/statistics`);
    await expect(page.getByTestId('team-stat-played')).toContainText('1');
    await expect(page.getByTestId('team-stat-lost')).toContainText('1');
    await expect(page.getByTestId('team-stat-goals_against')).toContainText('2');
    await checkBothThemes(page, `statistics-${isPhone(page) ? 390 : 1280}`);
    const stats = await teamStats(request, awayCaptain, away.id);
    expect(stats).toMatchObject({
      played: 1,
      won: 0,
      lost: 1,
      goals_for: 1,
      goals_against: 2,
      form: ['loss'],
    });
  });

  test('the challenged captain declines with a reason, and the challenger then sees why', async ({
    page,
    request,
  }) => {
    const homeCaptain = await createPlayer(request, {
      firstName: 'Orxan',
      lastName: 'Səfərov',
      language: 'en',
    });
    const awayCaptain = await createPlayer(request, {
      firstName: 'Nurlan',
      lastName: 'Əliyev',
      language: 'en',
    });
    const home = await createTeam(request, homeCaptain, 'Qaraçuxur');
    const away = await createTeam(request, awayCaptain, 'Bakıxanov');
    const match = await challengeStartingSoon(request, homeCaptain, {
      homeTeamId: home.id,
      awayTeamId: away.id,
      seconds: 24 * 3600,
      venueOffset: isPhone(page) ? 6 : 7,
    });

    await signInThroughStorage(page, awayCaptain);
    await page.goto(`/team-matches/${match.id}?lang=en`);
    await page.getByTestId('team-match-decline').click();
    const dialog = page.getByTestId('decision-dialog-decline');
    await dialog.getByTestId('decision-reason').fill('Half the team is away that week');
    await dialog.getByTestId('decision-confirm').click();
    await expect(page.getByTestId('team-match-status')).toHaveText('Declined');
    await expect(page.getByTestId('team-match-notice')).toHaveText(
      'The challenge was declined: Half the team is away that week',
    );
    await expect(page.getByTestId('team-match-actions')).toHaveCount(0);
  });

  test('a captain cancels an accepted match only with a reason', async ({ page, request }) => {
    const homeCaptain = await createPlayer(request, {
      firstName: 'Emin',
      lastName: 'Vəliyev',
      language: 'ru',
    });
    const awayCaptain = await createPlayer(request, {
      firstName: 'Samir',
      lastName: 'Abbasov',
      language: 'ru',
    });
    const home = await createTeam(request, homeCaptain, 'Sabunçu');
    const away = await createTeam(request, awayCaptain, 'Yasamal');
    const match = await challengeStartingSoon(request, homeCaptain, {
      homeTeamId: home.id,
      awayTeamId: away.id,
      seconds: 2 * 24 * 3600,
      venueOffset: isPhone(page) ? 8 : 10,
    });
    const accepted = await request.post(`/api/v1/team-matches/${match.id}/accept`, {
      headers: { authorization: `Bearer ${awayCaptain.tokens.access_token}` },
    });
    expect(accepted.status(), await accepted.text()).toBe(200);

    await signInThroughStorage(page, homeCaptain);
    await page.goto(`/team-matches/${match.id}?lang=ru`);
    await expect(page.getByTestId('team-match-status')).toHaveText('Принят');
    await page.getByTestId('team-match-cancel').click();
    const dialog = page.getByTestId('decision-dialog-cancel');
    await expect(dialog.getByTestId('decision-confirm')).toBeDisabled();
    await dialog.getByTestId('decision-reason').fill('Поле закрыли на ремонт');
    await dialog.getByTestId('decision-confirm').click();
    await expect(page.getByText('Матч отменён', { exact: true })).toBeVisible();
    await expect(page.getByTestId('team-match-status')).toHaveText('Отменён');
    await expect(page.getByTestId('team-match-notice')).toHaveText('Матч отменён: Поле закрыли на ремонт');
    await expect(page.getByTestId('team-match-calendar')).toHaveCount(0);
  });
});
