import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  bearer,
  createPlayer,
  expect,
  expectNoHorizontalScroll,
  isPhone,
  signInThroughStorage,
  test,
} from '../support/fixtures';
import { axeViolations, currentTheme, toggleTheme, waitForStillPage } from '../support/axe';

// axe-core is injected into the page as a script of its own, which the app's CSP would refuse.
test.use({ bypassCSP: true });

/** A public team that admits at once, its captain and `members` more players who joined it. */
async function teamWithMembers(request: APIRequestContext, members: number) {
  const captain = await createPlayer(request, { firstName: 'Kamran', lastName: 'Quliyev', language: 'en' });
  const created = await request.post('/api/v1/teams', {
    headers: bearer(captain),
    data: { name: `Xəzər ${Date.now() % 100_000}`, auto_accept: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const team = (await created.json()) as { id: string };
  const names = ['Rauf', 'Elvin', 'Tural', 'Nihad', 'Orxan', 'Samir', 'Vüsal'];
  for (const firstName of names.slice(0, members)) {
    const member = await createPlayer(request, { firstName, lastName: 'Əliyev', language: 'en' });
    const joined = await request.post(`/api/v1/teams/${team.id}/join`, { headers: bearer(member), data: {} });
    expect(joined.status(), await joined.text()).toBe(200);
  }
  return { captain, teamId: team.id };
}

/** Presses on `from`, moves in steps (a real drag, not a jump) and lets go over `to`. */
async function drag(page: Page, from: Locator, to: Locator) {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('nothing to drag');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 8 });
  await page.mouse.up();
}

test.describe('team formation', () => {
  test('the captain drags and taps players into place, locks the keeper, lets the solver fill the rest with reasons, arranges everyone and saves the default formation', async ({
    page,
    request,
  }) => {
    test.slow();
    const { captain, teamId } = await teamWithMembers(request, 5);
    await signInThroughStorage(page, captain);
    await page.goto(`/teams/${teamId}/formation?lang=en`);

    // Six members: an empty 6-a-side pitch, everyone on the bench.
    const pitch = page.getByTestId('formation-pitch');
    await expect(pitch).toBeVisible();
    await expect(page.getByTestId('formation-filled')).toHaveText('0 of 6 slots filled');
    const bench = page.getByTestId('formation-bench');
    await expect(bench.getByTestId('formation-bench-player')).toHaveCount(6);

    // Drag Rauf from the bench into a slot in view beside it: the striker's on a desktop (the bench
    // is beside the pitch's top), the keeper's on a phone (the bench is under the pitch); then tap
    // Elvin and press Enter on the other slot (tap-to-swap and the keyboard take the same path).
    const [dragged, dragRole, tapped, tapRole] = isPhone(page)
      ? (['goalkeeper', 'Goalkeeper', 'striker', 'Striker'] as const)
      : (['striker', 'Striker', 'goalkeeper', 'Goalkeeper'] as const);
    const rauf = bench.getByRole('button', { name: /Rauf/ });
    await rauf.scrollIntoViewIfNeeded();
    const dropSlot = page.getByTestId(`formation-slot-${dragged}`);
    await drag(page, rauf, dropSlot.getByRole('button').first());
    await expect(dropSlot.getByRole('button', { name: `${dragRole}: Rauf Əliyev` })).toBeVisible();

    await bench.getByRole('button', { name: /Elvin/ }).click();
    await expect(page.getByTestId('formation-announcer')).toHaveText(
      'Elvin Əliyev selected. Choose a slot or the bench.',
    );
    await page.getByTestId(`formation-slot-${tapped}`).getByRole('button').first().press('Enter');
    await expect(page.getByTestId('formation-announcer')).toHaveText(`Elvin Əliyev now plays ${tapRole}.`);
    await expect(page.getByTestId('formation-filled')).toHaveText('2 of 6 slots filled');
    await expectNoHorizontalScroll(page);

    // Semi-automatic: keep the keeper in goal, the solver fills the other five slots.
    const keeper = page.getByTestId('formation-slot-goalkeeper');
    const keeperName = isPhone(page) ? 'Rauf Əliyev' : 'Elvin Əliyev';
    await page.getByTestId('formation-lock-goalkeeper').click();
    await page.getByTestId('formation-fill-rest').click();
    await expect(page.getByTestId('formation-filled')).toHaveText('6 of 6 slots filled');
    await expect(keeper.getByRole('button', { name: `Goalkeeper: ${keeperName}` })).toBeVisible();
    await expect(page.getByTestId('formation-reason-goalkeeper')).toContainText('locked by the captain');

    // AI automatic: everyone placed again, each with a one-line reason.
    await page.getByTestId('formation-arrange').click();
    await expect(page.getByTestId('formation-reasons').getByRole('listitem')).toHaveCount(6);

    // The "line-up arranged" toasts belong to the app shell: axe looks at the tab once they are gone.
    await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 15_000 });
    for (let round = 0; round < 2; round += 1) {
      await waitForStillPage(page);
      expect(await axeViolations(page, { coloursOnly: round === 1 }), await currentTheme(page)).toEqual([]);
      if (round === 0) await toggleTheme(page);
    }

    await page.getByTestId('formation-save').click();
    await page.getByTestId('formation-name').fill('Sunday six');
    // The first formation of a team is offered as its default.
    await expect(page.getByTestId('formation-default').getByRole('checkbox')).toBeChecked();
    await page.getByTestId('formation-save-confirm').click();
    await expect(page.getByTestId('formation-unsaved')).toHaveCount(0);
    await expect(page.getByTestId('formation-saved')).toContainText('Sunday six');

    const saved = await request.get(`/api/v1/teams/${teamId}/formations`, { headers: bearer(captain) });
    const { items } = (await saved.json()) as { items: { name: string; is_default: boolean }[] };
    expect(items).toEqual([expect.objectContaining({ name: 'Sunday six', is_default: true })]);
  });
});
