import { randomInt } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { BASE_URL } from '../support/env';
import {
  type Player,
  createPlayer,
  expect,
  expectNoHorizontalScroll,
  isPhone,
  signInThroughStorage,
  test,
} from '../support/fixtures';
import { gradientPng } from '../support/png';

/** A surname no other test's player has, so that the invite search finds exactly this player. */
function uniqueSurname(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const tail = Array.from({ length: 8 }, () => letters[randomInt(letters.length)]).join('');
  return `Sınaq${tail}`;
}

/** A second player's own browser tab, at the same width as this test's. */
async function pageOf(browser: Browser, page: Page, player: Player): Promise<Page> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: page.viewportSize(),
    locale: 'az-AZ',
    timezoneId: 'Asia/Baku',
  });
  const other = await context.newPage();
  await signInThroughStorage(other, player);
  return other;
}

test.describe('teams', () => {
  test('a captain creates a team, invites a player who accepts from the invitations page, takes back another invitation, and makes the first player vice-captain', async ({
    page,
    request,
    browser,
  }) => {
    test.slow();
    const captain = await createPlayer(request, { firstName: 'Kamran', lastName: 'Məmmədov' });
    const invitee = await createPlayer(request, { firstName: 'Orxan', lastName: uniqueSurname() });
    await signInThroughStorage(page, captain);

    // A new player is told how to start or join a team.
    await page.goto('/teams');
    await expect(page.getByRole('heading', { level: 1, name: 'Komandalar' })).toBeVisible();
    await expect(page.getByText('Hələ heç bir komandada deyilsiniz')).toBeVisible();
    await expectNoHorizontalScroll(page);

    await page.getByTestId('teams-create').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Yeni komanda' })).toBeVisible();
    // A one-letter name is refused beside the field, in the player's language.
    await page.getByTestId('team-form-name').fill('Q');
    await page.getByTestId('team-form-submit').click();
    await expect(page.getByText('Komandanın adı 2-40 simvol olmalıdır.')).toBeVisible();

    const teamName = `Xəzər ${randomInt(100_000)}`;
    await page.getByTestId('team-form-name').fill(teamName);
    await page.getByTestId('team-form-primary_color').fill('#0d47a1');
    await page.getByTestId('team-form-secondary_color').fill('#ffeb3b');
    await expect(page.getByTestId('team-form-private')).not.toBeChecked();
    await expect(page.getByTestId('team-form-preview').locator('.MuiAvatar-root')).toHaveCSS(
      'background-color',
      'rgb(13, 71, 161)',
    );
    await expectNoHorizontalScroll(page);
    await page.getByTestId('team-form-submit').click();

    await expect(page).toHaveURL(/\/teams\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: teamName })).toBeVisible();
    await expect(page.getByTestId('team-join-code')).toHaveValue(/^[A-Z0-9]{8}$/);
    const teamPath = new URL(page.url()).pathname;
    await expectNoHorizontalScroll(page);

    // The captain invites the player, found by name.
    await page.getByTestId('team-tab-members').click();
    await expect(page).toHaveURL(`${teamPath}/members`);
    await page.getByTestId('team-invite-player').click();
    await page.getByTestId('invite-search').fill(invitee.lastName);
    await page.getByTestId('invite-candidate').click();
    await expect(page.getByText(`Orxan ${invitee.lastName} dəvət olundu`)).toBeVisible();
    await page.getByRole('button', { name: 'Bağla' }).click();
    await expect(page.getByTestId('sent-invitation')).toContainText(invitee.lastName);

    // A second invitation is taken back after a confirmation: it no longer waits for an answer.
    const changedMind = await createPlayer(request, { firstName: 'Samir', lastName: uniqueSurname() });
    await page.getByTestId('team-invite-player').click();
    await page.getByTestId('invite-search').fill(changedMind.lastName);
    await page.getByTestId('invite-candidate').click();
    await page.getByRole('button', { name: 'Bağla' }).click();
    const taken = page.getByTestId('sent-invitation').filter({ hasText: changedMind.lastName });
    await taken.getByTestId('cancel-invitation').click();
    await page.getByTestId('confirm-action').click();
    await expect(page.getByText(`Samir ${changedMind.lastName} üçün dəvət geri götürüldü`)).toBeVisible();
    await expect(taken).toHaveCount(0);

    // The invited player sees the count and accepts on the invitations page.
    const other = await pageOf(browser, page, invitee);
    await other.goto('/teams');
    await expect(other.getByText('1 komanda dəvəti cavabınızı gözləyir')).toBeVisible();
    if (!isPhone(other)) await expect(other.getByTestId('nav-badge-team_invitations')).toHaveText('1');
    await other.goto('/teams/invitations');
    await expect(other.getByTestId('invitation')).toContainText(teamName);
    await expectNoHorizontalScroll(other);
    await other.getByTestId('invitation-accept').click();
    await expect(other).toHaveURL(new RegExp(`${teamPath}$`));
    await expect(other.getByText(`${teamName} komandasına qoşuldunuz`)).toBeVisible();
    // A member who may not edit has no settings tab, and its address leads to the overview.
    await expect(other.getByTestId('team-tab-settings')).toHaveCount(0);
    await other.context().close();

    // The captain sees the new member and makes them vice-captain.
    await page.reload();
    const member = page.getByTestId('team-member').filter({ hasText: invitee.lastName });
    await expect(member).toBeVisible();
    await member.getByTestId('member-actions').click();
    await page.getByTestId('member-action-vice_captain').click();
    await page.getByTestId('confirm-action').click();
    await expect(member.getByTestId('team-member-role')).toHaveText('Kapitan müavini');
    await expectNoHorizontalScroll(page);
  });

  test('a captain uploads a logo, then removes it and the team shows its initials again', async ({
    page,
    request,
  }) => {
    const captain = await createPlayer(request, { firstName: 'Rəşad', lastName: 'Məmmədli' });
    const created = await request.post('/api/v1/teams', {
      headers: { authorization: `Bearer ${captain.tokens.access_token}` },
      data: { name: `Qala Ulduzları ${randomInt(100_000)}` },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await signInThroughStorage(page, captain);
    await page.goto(`/teams/${id}/settings`);

    await expect(page.getByTestId('team-logo-remove')).toHaveCount(0);
    await page.getByTestId('team-logo-input').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: gradientPng(300, 300),
    });
    const uploaded = page.waitForResponse((response) => response.url().endsWith(`/api/v1/teams/${id}/logo`));
    await page.getByTestId('photo-crop-confirm').click();
    expect((await uploaded).status()).toBe(200);
    await expect(page.getByText('Loqo saxlanıldı')).toBeVisible();

    await page.getByTestId('team-logo-remove').click();
    const removed = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/v1/teams/${id}/logo`) && response.request().method() === 'DELETE',
    );
    await page.getByTestId('confirm-action').click();
    expect((await removed).status()).toBe(200);
    await expect(page.getByText('Loqo silindi')).toBeVisible();
    await expect(page.getByTestId('team-logo-remove')).toHaveCount(0);
    const team = await request.get(`/api/v1/teams/${id}`, {
      headers: { authorization: `Bearer ${captain.tokens.access_token}` },
    });
    expect(team.status(), await team.text()).toBe(200);
    expect(((await team.json()) as { logo_url: string | null }).logo_url).toBeNull();
  });

  test('a player outside the team cannot open its settings', async ({ page, request }) => {
    const captain = await createPlayer(request, { firstName: 'Leyla', lastName: 'Əliyeva' });
    const created = await request.post('/api/v1/teams', {
      headers: { authorization: `Bearer ${captain.tokens.access_token}` },
      data: { name: `Şahdağ ${randomInt(100_000)}` },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    const stranger = await createPlayer(request, { firstName: 'Elvin', lastName: 'Qasımov' });
    await signInThroughStorage(page, stranger);
    await page.goto(`/teams/${id}/settings`);
    await expect(page).toHaveURL(new RegExp(`/teams/${id}$`));
    await expect(page.getByTestId('team-tab-overview')).toBeVisible();
    await expect(page.getByTestId('team-tab-settings')).toHaveCount(0);
    await expect(page.getByTestId('team-form')).toHaveCount(0);
    await expect(page.getByTestId('team-join')).toBeVisible();
  });
});
