import { randomUUID } from 'node:crypto';
import { expect, signInThroughStorage, test } from '../support/fixtures';
import {
  captainWithTeam,
  createCompetitionThroughApi,
  registerTeamThroughApi,
} from '../support/competitions';
import { balanceOf, chooseOption, demoLogin } from '../support/games';

/**
 * Issue 19, the organizer after creating: editing a competition from its page (what may still
 * change), a custom tie-break order, and cancelling with every fee refunded.
 */
/** The tie-break order the organizer saves, as the form and the overview read it. */
const CUSTOM_ORDER = [
  'qol fərqi',
  'şəxsi görüşlərdə xallar',
  'şəxsi görüşlərdə qol fərqi',
  'şəxsi görüşlərdə vurulan qollar',
  'vurulan qollar',
  'qələbələr',
  'püşk',
];

test.describe('editing and cancelling a competition', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 1280) < 600, 'the flow is the same at the phone width');
  // Each step makes its own competition and teams through the API, then opens two lazy pages.
  test.slow();

  test('the organizer edits a competition, orders its tie-breaks and cancels one a team paid for', async ({
    page,
    request,
  }) => {
    const organizer = await demoLogin(request, 'organizer@demo.az');
    await signInThroughStorage(page, organizer);

    await test.step('the organizer renames a competition and changes its fee; the page shows both', async () => {
      const tag = randomUUID().slice(0, 6);
      const competition = await createCompetitionThroughApi(request, organizer, {
        name: `Kubok ${tag}`,
        entry_fee: 5,
      });
      await page.goto(`/tournaments/${competition.id}`);
      await page.getByTestId('edit-competition').click();
      await expect(page).toHaveURL(new RegExp(`/organizer/competitions/${competition.id}/edit$`));
      // Set at creation: shut, saying why.
      await expect(page.getByTestId('competition-form-format')).toHaveAttribute('aria-disabled', 'true');
      await page.getByTestId('competition-form-name').fill(`Payız Kuboku ${tag}`);
      await page.getByTestId('competition-form-entry_fee').fill('7.5');
      await page.getByTestId('competition-form-submit').click();
      await expect(page).toHaveURL(new RegExp(`/tournaments/${competition.id}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Payız Kuboku ${tag}`);
      await expect(page.getByText(/7[.,]50\s*₼/).first()).toBeVisible();
    });

    await test.step('the organizer saves a custom tie-break order, and the overview reads it in words', async () => {
      const tag = randomUUID().slice(0, 6);
      const competition = await createCompetitionThroughApi(request, organizer, {
        name: `Liqa ${tag}`,
        kind: 'league',
        format: 'round_robin',
      });
      await page.goto(`/organizer/competitions/${competition.id}/edit`);
      await chooseOption(page, 'competition-form-tiebreak', 'Öz qaydam');
      // FIFA 2026's order to start from: goal difference moved up to the top with the buttons.
      const goalDifference = page.getByTestId('tiebreak-criterion-goal_difference');
      for (let step = 0; step < 3; step += 1)
        await goalDifference.getByRole('button', { name: /Yuxarı çək/ }).click();
      await page.getByTestId('tiebreak-criterion-fair_play').getByRole('button', { name: /^Sil/ }).click();
      await chooseOption(page, 'tiebreak-add', 'qələbələr');
      await expect(page.getByTestId('tiebreak-order').locator('li')).toHaveText(CUSTOM_ORDER);
      await page.getByTestId('competition-form-submit').click();
      await expect(page).toHaveURL(new RegExp(`/tournaments/${competition.id}$`));
      await expect(page.getByTestId('competition-tiebreak').locator('li')).toHaveText(CUSTOM_ORDER);
    });

    await test.step('the organizer cancels a competition a team paid for: the captain gets the fee back', async () => {
      const tag = randomUUID().slice(0, 6);
      const competition = await createCompetitionThroughApi(request, organizer, {
        name: `Kubok ${tag}`,
        entry_fee: 5,
      });
      const entry = await captainWithTeam(request, `Neftçilər ${tag}`);
      await registerTeamThroughApi(request, competition.id, entry);
      expect(await balanceOf(request, entry.captain)).toBe(45);

      // Paid for: the fee may no longer change, and the form says why.
      await page.goto(`/organizer/competitions/${competition.id}/edit`);
      await expect(page.getByTestId('competition-form-entry_fee')).toBeDisabled({ timeout: 30_000 });
      await expect(page.getByText('Komanda artıq ödəyib')).toBeVisible();

      await page.goto(`/tournaments/${competition.id}`);
      await page.getByTestId('cancel-competition').click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText('1 komanda iştirak haqqını ödəyib');
      await dialog.getByTestId('cancel-competition-reason').fill('Meydança təmirdədir');
      await dialog.getByTestId('confirm-action').click();
      await expect(page.getByTestId('competition-cancelled')).toContainText('Meydança təmirdədir');
      await expect(page.getByTestId('edit-competition')).toHaveCount(0);
      expect(await balanceOf(request, entry.captain)).toBe(50);
    });
  });
});
