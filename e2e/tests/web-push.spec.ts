import { expect, test } from '@playwright/test';

/**
 * The service worker's side of web push: Chromium delivers a push message to the worker (as a push
 * service would, through DevTools), and the worker shows the API's payload as a notification.
 */
test.describe('web push in the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a push message is shown with its title, body, tag and page', async ({ page, context, baseURL }) => {
    test.slow();
    await context.grantPermissions(['notifications'], { origin: baseURL });
    await page.goto('/login');
    // `ready` resolves while the worker may still be activating; a push delivered then can be
    // lost under load (seen once on the phone in CI), so the test waits for an activated worker.
    await page.evaluate(async () => {
      const { active } = await navigator.serviceWorker.ready;
      if (!active || active.state === 'activated') return;
      await new Promise<void>((resolve) => {
        active.addEventListener('statechange', () => {
          if (active.state === 'activated') resolve();
        });
      });
    });

    const cdp = await context.newCDPSession(page);
    const registration = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const found = registrations.find((each) => !each.isDeleted);
        if (found) resolve(found.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const origin = new URL(page.url()).origin;
    const payload = {
      title: 'Oyun ləğv edildi',
      body: 'Təşkilatçı «Axşam futbolu» oyununu ləğv etdi.',
      url: `${origin}/games/00000000-0000-4000-8000-000000000001`,
      tag: '00000000-0000-4000-8000-0000000000aa',
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: await registration,
      data: JSON.stringify(payload),
    });

    await expect
      .poll(() =>
        page.evaluate(async () => {
          const ready = await navigator.serviceWorker.ready;
          return (await ready.getNotifications()).map(({ title, body, tag, icon, data }) => ({
            title,
            body,
            tag,
            icon,
            data: data as unknown,
          }));
        }),
      )
      .toEqual([
        {
          title: payload.title,
          body: payload.body,
          tag: payload.tag,
          icon: `${origin}/icons/icon-192.png`,
          data: { url: payload.url },
        },
      ]);
  });
});
