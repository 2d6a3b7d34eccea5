import { randomUUID } from 'node:crypto';
import { captainWithTeam, createCompetitionThroughApi } from '../support/competitions';
import { bearer, createPlayer, expect, signInThroughStorage, test } from '../support/fixtures';
import { balanceOf, demoLogin } from '../support/games';

/**
 * Issue 19 end to end: an organizer creates a cup, two captains register and pay, the draw
 * happens, a result is entered, the bracket crowns the winner and the team page shows the trophy.
 */

test.describe('competitions', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 1280) < 600, 'the flow is the same at the phone width');

  test('an organizer runs a cup: two captains pay, the draw, a result, the bracket and the winner’s trophy', async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    const tag = randomUUID().slice(0, 6);
    const home = await captainWithTeam(request, `Neftçilər ${tag}`);
    const away = await captainWithTeam(request, `Xəzər ${tag}`);

    // The organizer creates a cup with a 5 ₼ fee.
    const organizer = await demoLogin(request, 'organizer@demo.az');
    await signInThroughStorage(page, organizer);
    await page.goto('/organizer/competitions/new');
    await page.getByTestId('competition-form-name').fill(`Kubok ${tag}`);
    await page.getByTestId('competition-form-min_teams').fill('2');
    await page.getByTestId('competition-form-max_teams').fill('4');
    await page.getByTestId('competition-form-squad_min').fill('5');
    await page.getByTestId('competition-form-entry_fee').fill('5');
    await page.getByTestId('competition-form-venue-0').fill('Gənclik');
    await page.getByRole('option').first().click();
    await page.getByTestId('competition-form-submit').click();
    await expect(page).toHaveURL(/\/tournaments\/[0-9a-f-]{36}$/);
    const competitionId = page.url().split('/').at(-1) ?? '';

    // The first captain registers through the page and pays the fee from the wallet.
    const captainPage = await browser.newPage();
    await signInThroughStorage(captainPage, home.captain);
    await captainPage.goto(`/tournaments/${competitionId}`);
    await captainPage.getByTestId('register-team').click();
    await expect(captainPage.getByTestId('register-fee')).toContainText('5');
    await captainPage.getByTestId('register-confirm').click();
    await expect(captainPage.getByTestId(`registered-${home.team.id}`)).toBeVisible();
    expect(await balanceOf(request, home.captain)).toBe(45);

    // The second registers through the API (a retry with the same key pays once).
    const key = `e2e-${randomUUID()}`;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const registered = await request.post(`/api/v1/competitions/${competitionId}/registrations`, {
        headers: { ...bearer(away.captain), 'Idempotency-Key': key },
        data: { team_id: away.team.id },
      });
      expect(registered.ok(), await registered.text()).toBe(true);
    }
    expect(await balanceOf(request, away.captain)).toBe(45);

    // The organizer closes registration: the draw.
    await page.reload();
    await page.getByTestId('competition-tab-teams').click();
    await expect(page.getByTestId(`competition-team-${away.team.id}`)).toBeVisible();
    await page.getByTestId('close-registration').click();
    await page.getByTestId('confirm-action').click();
    await expect(page.getByTestId('competition-status')).not.toContainText(/yazılma/i);

    // The final is days away, so the organizer records what can be recorded before kick-off: the
    // other team forfeits, which counts 3:0.
    await page.getByTestId('competition-tab-fixtures').click();
    await page.locator('[data-testid^="record-"]').first().click();
    const dialog = page.getByRole('dialog');
    // Who played: every member of both teams is ticked at first (five each, within the squad).
    await expect(dialog.getByTestId('lineup-count-home')).toHaveText(/^5 /);
    await expect(dialog.getByTestId('lineup-count-away')).toHaveText(/^5 /);
    const awayName = (await dialog.getByRole('heading').first().textContent())?.includes(`Xəzər ${tag} –`)
      ? `Neftçilər ${tag}`
      : `Xəzər ${tag}`;
    await dialog.getByRole('combobox').first().click();
    await page.getByRole('option', { name: new RegExp(awayName) }).click();
    await page.getByTestId('result-save').click();
    await expect(page.locator('[data-testid^="fixture-score-"]').first()).toHaveText(/3:0|0:3/);
    const winner = awayName === `Xəzər ${tag}` ? `Neftçilər ${tag}` : `Xəzər ${tag}`;
    const winnerTeam = winner === `Neftçilər ${tag}` ? home : away;

    // The bracket shows the champion, and the team page the trophy.
    await page.getByTestId('competition-tab-bracket').click();
    await expect(page.getByTestId('bracket-podium')).toContainText(winner);
    await captainPage.goto(`/teams/${winnerTeam.team.id}`);
    await expect(captainPage.getByTestId('team-achievements')).toContainText(`Kubok ${tag}`);
    await captainPage.close();
  });

  test('a visitor reads a finished cup’s bracket and a league’s table', async ({ page, request }) => {
    const list = await request.get('/api/v1/competitions?scope=finished&kind=cup&page_size=1');
    const cup = ((await list.json()) as { items: { id: string }[] }).items[0];
    expect(cup).toBeDefined();
    await page.goto(`/tournaments/${cup?.id ?? ''}/bracket`);
    await expect(page.getByTestId('bracket')).toBeVisible();
    await expect(page.getByTestId('bracket-podium')).toBeVisible();
    const leagues = await request.get('/api/v1/competitions?scope=in_progress&kind=league&page_size=1');
    const league = ((await leagues.json()) as { items: { id: string }[] }).items[0];
    await page.goto(`/tournaments/${league?.id ?? ''}/table`);
    await expect(page.getByTestId('standings-table').locator('tbody tr').first()).toBeVisible();
  });
});

test('a captain whose team is too small is told why it cannot register and how to fix it', async ({
  page,
  request,
}) => {
  const tag = randomUUID().slice(0, 6);
  const captain = await createPlayer(request, { firstName: 'Kapitan' });
  const created = await request.post('/api/v1/teams', {
    headers: bearer(captain),
    data: { name: `Kiçik ${tag}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const team = (await created.json()) as { id: string };
  const competition = await createCompetitionThroughApi(
    request,
    await demoLogin(request, 'organizer@demo.az'),
    { name: `Kubok ${tag}`, squad_min: 5 },
  );
  await signInThroughStorage(page, captain);
  await page.goto(`/tournaments/${competition.id}`);
  const message = page.getByTestId(`registration-blocked-${team.id}`);
  // The team has its captain alone; the cup asks for five players.
  await expect(message).toContainText(`Kiçik ${tag}`);
  await expect(message).toContainText('1 oyunçu');
  await expect(message).toContainText('ən azı 5');
  await expect(message.getByRole('link', { name: 'Oyunçu dəvət et' })).toHaveAttribute(
    'href',
    `/teams/${team.id}/members`,
  );
  await expect(page.getByTestId('register-team')).toHaveCount(0);
});

test('topping up for a tournament’s fee says nothing is held and leads back to the tournament to register', async ({
  page,
  request,
}) => {
  test.slow();
  const tag = randomUUID().slice(0, 6);
  const home = await captainWithTeam(request, `Pul ${tag}`);
  const competition = await createCompetitionThroughApi(
    request,
    await demoLogin(request, 'organizer@demo.az'),
    { name: `Kubok ${tag}`, entry_fee: 80 },
  );
  await signInThroughStorage(page, home.captain);
  await page.goto(`/tournaments/${competition.id}`);
  await page.getByTestId('register-team').click();
  await page.getByTestId('register-shortfall').getByRole('link').click();
  const banner = page.getByTestId('topup-for-game');
  await expect(banner).toContainText('Yer saxlanılmır');
  await expect(banner).not.toContainText('Oyunda yeriniz saxlanılır');
  await expect(banner.getByRole('link')).toHaveText('Turnirə qayıt');

  await page.getByTestId('topup-submit').click();
  await expect(page.getByText('TEST REJİMİ', { exact: false })).toBeVisible();
  await page.getByLabel('Kart nömrəsi').fill('4169 7413 3015 1778');
  await page.getByLabel('Bitmə tarixi').fill('12/29');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Ödə/ }).click();
  await expect(page.getByTestId('topup-result')).toHaveAttribute('data-status', 'succeeded');
  await expect(page.getByTestId('topup-competition-next')).toContainText('Komanda hələ yazılmayıb');
  await expect(page.getByTestId('held-place-confirmed')).toHaveCount(0);
  await expect(page.getByTestId('topup-return')).toHaveText('Turnirə qayıt');
  await page.getByTestId('topup-return').click();
  await expect(page).toHaveURL(new RegExp(`/tournaments/${competition.id}$`));
  await expect(page.getByTestId('register-team')).toBeVisible();
});
