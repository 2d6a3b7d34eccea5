import type { CompetitionAwards, CompetitionSummary, Paginated } from '@oyna/shared';
import { axeViolations, currentTheme, toggleTheme } from '../support/axe';
import { expect, expectNoHorizontalScroll, signInThroughStorage, test } from '../support/fixtures';
import { demoLogin } from '../support/games';

// axe is injected as an inline script, which the app's CSP refuses.
test.use({ bypassCSP: true });

test.describe('competition trophies on a profile', () => {
  test('the best player of the finished demo cup shows its trophies on their page, in both themes, without axe violations', async ({
    page,
    request,
  }, testInfo) => {
    const admin = await demoLogin(request, 'admin@demo.az');
    const headers = { authorization: `Bearer ${admin.tokens.access_token}` };
    const finished = (await (
      await request.get('/api/v1/competitions?scope=finished&page_size=50', { headers })
    ).json()) as Paginated<CompetitionSummary>;
    // The demo's cup, not one another test has just finished (with no scorers).
    const cup = finished.items.find((item) => item.name === 'Bakı Yaz Kuboku');
    expect(cup, 'the demo has a finished cup').toBeTruthy();
    const awards = (await (
      await request.get(`/api/v1/competitions/${cup!.id}/awards`, { headers })
    ).json()) as CompetitionAwards;
    const player = awards.best_player?.player ?? awards.top_scorers[0]?.player;
    expect(player, 'the finished cup has a best player or a top scorer').toBeTruthy();

    await signInThroughStorage(page, admin);
    await page.goto(`/players/${player!.id}`);
    const card = page.getByTestId('profile-trophies');
    await expect(card).toBeVisible();
    await expect(card.getByTestId('trophy').first()).toBeVisible();
    await expect(card).toContainText(cup!.name);
    await expectNoHorizontalScroll(page);
    for (let round = 0; round < 2; round += 1) {
      expect(await axeViolations(page, { coloursOnly: round === 1 })).toEqual([]);
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({
        path: testInfo.outputPath(`trophies-${await currentTheme(page)}.png`),
        fullPage: true,
      });
      if (round === 0) await toggleTheme(page);
    }
  });
});
