import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Page, expect, test } from '@playwright/test';
import { axeViolations, toggleTheme, waitForStillPage } from '../support/axe';
import { E2E_PORT } from '../support/env';

// As `npm start` runs it: development, no SMS gateway, so the code is kept in the development
// outbox, where this test reads it as a developer would (decision 82). A server of its own: the
// shared one has no outbox.
const PORT = E2E_PORT + 7;
const ORIGIN = `http://localhost:${PORT}`;
const apiServer = fileURLToPath(new URL('../../apps/api/dist/server.js', import.meta.url));

let server: ChildProcess | undefined;
let dataDir = '';

// axe-core is injected into the page as a script of its own, which the app's CSP would refuse.
test.use({ bypassCSP: true });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'oyna-e2e-phone-'));
  server = spawn(process.execPath, [apiServer], {
    env: {
      PATH: process.env['PATH'] ?? '',
      NODE_ENV: 'development',
      PORT: String(PORT),
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: ORIGIN,
      RATE_LIMIT_MAX: '100000',
    },
    stdio: 'inherit',
  });
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${ORIGIN}/api/v1/health`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 170_000, intervals: [500] },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (server?.pid) server.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The code of the SMS kept for `phone` in the development outbox. */
async function codeSentTo(phone: string): Promise<string> {
  let id: string | undefined;
  await expect
    .poll(async () => {
      const list = (await (await fetch(`${ORIGIN}/api/v1/dev/outbox`)).json()) as {
        items: { id: string; channel: string; recipient: string }[];
      };
      id = list.items.find((item) => item.channel === 'sms' && item.recipient === phone)?.id;
      return id;
    })
    .toBeTruthy();
  const message = (await (await fetch(`${ORIGIN}/api/v1/dev/outbox/${id}`)).json()) as { text: string };
  const code = /\b\d{6}\b/.exec(message.text)?.[0];
  if (!code) throw new Error(`no code in "${message.text}"`);
  return code;
}

async function expectAccessibleInBothThemes(page: Page) {
  await waitForStillPage(page);
  expect((await axeViolations(page)).join('\n')).toBe('');
  await toggleTheme(page);
  await waitForStillPage(page);
  expect((await axeViolations(page, { coloursOnly: true })).join('\n')).toBe('');
}

test('a visitor signs in with a phone number and the SMS code, and a new account starts onboarding', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const local = String(Date.now()).slice(-7);
  const phone = `+99477${local}`;

  await test.step('chooses the phone on the sign-in page', async () => {
    await page.goto(`${ORIGIN}/login`);
    await page.getByRole('button', { name: 'Telefonla daxil ol' }).click();
    await expect(page).toHaveURL(`${ORIGIN}/phone-sign-in`);
    await expect(page.getByRole('heading', { level: 1, name: 'Telefonla daxil olun' })).toBeVisible();
  });

  await test.step('types the number as people write it and gets a code', async () => {
    await page
      .getByRole('textbox', { name: 'Mobil nömrə' })
      .fill(`077 ${local.slice(0, 3)} ${local.slice(3, 5)} ${local.slice(5)}`);
    await page.getByRole('button', { name: 'Kodu göndər' }).click();
    await expect(page.getByTestId('phone-sign-in-form-sent')).toHaveText(
      `Kodu +994 77 ${local.slice(0, 3)} ${local.slice(3, 5)} ${local.slice(5)} nömrəsinə göndərdik.`,
    );
    await expect(page.getByTestId('phone-sign-in-form-resend')).toBeDisabled();
    await expect(page.getByText(/Yeni kodu \d+ saniyədən sonra istəyə bilərsiniz/)).toBeVisible();
  });

  await test.step('the code step is accessible in both themes at 390 px', async () => {
    await expectAccessibleInBothThemes(page);
    await page.screenshot({ path: test.info().outputPath('phone-code-step.png'), fullPage: true });
  });

  await test.step('a wrong code is refused in words, the right one signs in to onboarding', async () => {
    const code = await codeSentTo(phone);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const codeField = page.getByRole('textbox', { name: 'SMS-dəki kod' });
    await codeField.fill(wrong);
    await page.getByRole('button', { name: 'Daxil ol', exact: true }).click();
    await expect(page.getByTestId('phone-sign-in-form-error')).toContainText('Kod düz deyil');
    await codeField.fill(code);
    await page.getByRole('button', { name: 'Daxil ol', exact: true }).click();
    await expect(page).toHaveURL(/\/onboarding/);
  });
});
