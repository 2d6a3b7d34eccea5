import { randomUUID } from 'node:crypto';
import {
  bearer,
  createPlayer,
  expect,
  expectNoHorizontalScroll,
  signInThroughStorage,
  switchStoredSession,
  test,
} from '../support/fixtures';
import { axeViolations, currentTheme, toggleTheme, waitForStillPage } from '../support/axe';
import { bakuDayFromNow } from '../support/games';

// axe-core is injected into the page as a script of its own, which the app's CSP would refuse.
test.use({ bypassCSP: true });

/** Sunday first, as `Date.getUTCDay` counts: the weekday toggles' names in Azerbaijani. */
const AZ_WEEKDAYS = ['bazar', 'bazar ertəsi', 'çərşənbə axşamı', 'çərşənbə', 'cümə axşamı', 'cümə', 'şənbə'];

test.describe('a team’s weekly slot', () => {
  test('a captain adds a weekly training, a member reminded of the next date answers in the notification centre and then says on the dashboard they are coming, the captain picks the squad from those coming and the member sees themselves in it', async ({
    page,
    request,
  }) => {
    test.slow();
    const captain = await createPlayer(request, { firstName: 'Kamran', lastName: 'Quliyev' });
    const member = await createPlayer(request, { firstName: 'Rauf', lastName: 'Əliyev' });
    const created = await request.post('/api/v1/teams', {
      headers: bearer(captain),
      data: { name: `Xəzər ${randomUUID().slice(0, 6)}`, auto_accept: true },
    });
    expect(created.status(), await created.text()).toBe(201);
    const team = (await created.json()) as { id: string; name: string };
    const joined = await request.post(`/api/v1/teams/${team.id}/join`, { headers: bearer(member), data: {} });
    expect(joined.status(), await joined.text()).toBe(200);

    // The captain gives the team a training every week on tomorrow's weekday at 20:00.
    const tomorrow = bakuDayFromNow(1);
    const weekday = AZ_WEEKDAYS[new Date(`${tomorrow}T12:00:00Z`).getUTCDay()] ?? '';
    await signInThroughStorage(page, captain);
    await page.goto(`/teams/${team.id}`);
    const section = page.getByTestId('team-slots-section');
    await expect(section).toContainText('Komandanın hələ həftəlik vaxtı yoxdur');
    await section.getByTestId('team-slot-add').click();
    const form = page.getByTestId('team-slot-form');
    await form.getByTestId('team-slot-save').click();
    await expect(form).toContainText('Ən azı bir həftə günü seçin.');
    await form.getByTestId('team-slot-venue').fill('Gənclik');
    await page.getByRole('option').first().click();
    await form.getByRole('button', { name: weekday, exact: true }).click();
    await form.getByTestId('team-slot-time').fill('20:00');
    await expectNoHorizontalScroll(page);
    await waitForStillPage(page);
    expect(await axeViolations(page), 'the add dialog').toEqual([]);
    await form.getByTestId('team-slot-save').click();
    await expect(form).toBeHidden();

    const slot = section.getByTestId('team-slot');
    await expect(slot).toContainText('Məşq');
    await expect(slot).toContainText('· 20:00');
    const next = slot.getByTestId('team-slot-date').first();
    await expect(next).toHaveAttribute('data-date', tomorrow);
    await expect(next.getByTestId('team-slot-counts')).toHaveText('0 gəlir · 2 cavab verməyib');
    // Nobody is coming yet: the squad dialog says so.
    await next.getByTestId('team-slot-pick-squad').click();
    await expect(page.getByTestId('team-slot-squad-dialog')).toContainText('Hələ heç kim “Gəlirəm” deməyib.');
    await page.getByRole('button', { name: 'Ləğv et' }).click();

    // Tomorrow is within 48 hours: the member is reminded at once and answers "maybe" in the
    // notification centre, then "coming" on the dashboard, which the team page then shows.
    await switchStoredSession(page, member);
    await page.goto('/notifications');
    const reminder = page.getByTestId('notification-item').filter({ hasText: 'Məşq: gələcəksiniz?' });
    await reminder.getByRole('button', { name: 'Bəlkə' }).click();
    await expect(reminder.getByRole('status')).toHaveText('Cavabınız: Bəlkə');
    await page.goto('/dashboard');
    const onDashboard = page.getByTestId('my-team-slot-dates');
    await expect(onDashboard).toContainText(`Məşq · ${team.name}`);
    await expect(onDashboard.getByRole('button', { name: 'Bəlkə' })).toHaveAttribute('aria-pressed', 'true');
    await onDashboard.getByRole('button', { name: 'Gəlirəm' }).click();
    await expect(onDashboard.getByRole('button', { name: 'Gəlirəm' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(onDashboard).toContainText('1 gəlir · 1 cavab verməyib');
    await page.goto(`/teams/${team.id}`);
    const memberNext = page.getByTestId('team-slot-date').first();
    await expect(memberNext.getByRole('button', { name: 'Gəlirəm' })).toHaveAttribute('aria-pressed', 'true');
    await expect(memberNext.getByTestId('team-slot-counts')).toHaveText('1 gəlir · 1 cavab verməyib');
    await expect(memberNext.getByTestId('team-slot-pick-squad')).toHaveCount(0);

    // The captain sees the count and picks the squad from those coming: only the member is offered.
    await switchStoredSession(page, captain);
    await page.goto(`/teams/${team.id}`);
    const captainNext = page.getByTestId('team-slot-date').first();
    await expect(captainNext.getByTestId('team-slot-counts')).toHaveText('1 gəlir · 1 cavab verməyib');
    await captainNext.getByTestId('team-slot-answers-toggle').click();
    await expect(captainNext.getByTestId('team-slot-answers')).toContainText('Gəlirəm:Rauf Əliyev');
    await captainNext.getByTestId('team-slot-pick-squad').click();
    const squadDialog = page.getByTestId('team-slot-squad-dialog');
    await expect(squadDialog.getByTestId('team-slot-squad-member')).toHaveText(['Rauf Əliyev']);
    await waitForStillPage(page);
    expect(await axeViolations(page), 'the squad dialog').toEqual([]);
    await squadDialog.getByRole('checkbox', { name: 'Rauf Əliyev' }).check();
    await squadDialog.getByTestId('team-slot-squad-save').click();
    await expect(squadDialog).toBeHidden();
    await expect(captainNext.getByTestId('team-slot-squad')).toContainText('Rauf Əliyev');

    // The member sees themselves in the squad; the section passes axe in both themes.
    await switchStoredSession(page, member);
    await page.goto(`/teams/${team.id}`);
    const squad = page.getByTestId('team-slot-date').first().getByTestId('team-slot-squad');
    await expect(squad).toContainText('Rauf Əliyev');
    await expect(squad).toContainText('Siz heyətdəsiniz');
    await expectNoHorizontalScroll(page);
    for (const round of [0, 1]) {
      await waitForStillPage(page);
      expect(await axeViolations(page, { coloursOnly: round === 1 }), await currentTheme(page)).toEqual([]);
      if (round === 0) await toggleTheme(page);
    }
  });
});
