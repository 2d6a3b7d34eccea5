import { expect, signInThroughStorage, test } from '../support/fixtures';
import { demoLogin } from '../support/games';

test('line-up dialog screenshot', async ({ page, request }) => {
  test.slow();
  const organizer = await demoLogin(request, 'organizer@demo.az');
  await signInThroughStorage(page, organizer);
  const leagues = await request.get('/api/v1/competitions?scope=in_progress&kind=league&page_size=1');
  const league = ((await leagues.json()) as { items: { id: string }[] }).items[0];
  await page.goto(`/tournaments/${league?.id ?? ''}/fixtures`);
  await page.locator('[data-testid^="record-"]').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('lineup-count-home')).toBeVisible();
  await dialog.getByTestId('add-card-home').click();
  await page.screenshot({ path: '/tmp/lineup-390-top.png' });
  await dialog.getByTestId('result-side-home').getByRole('heading').nth(2).scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/lineup-390-mid.png' });
  await dialog.getByTestId('result-save').scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/lineup-390-bottom.png' });
  await page.goto('/?lang=ru');
});
