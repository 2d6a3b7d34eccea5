import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Page, expect, test } from '@playwright/test';
import { axeViolations, toggleTheme, waitForStillPage } from '../support/axe';
import { E2E_PORT } from '../support/env';
import { PASSWORD, completeOnboardingThroughApi, uniqueEmail } from '../support/fixtures';

// `npm start` as a newcomer runs it: development, no SMTP, bot, push keys or SMS. The shared test
// server sends email to a local SMTP server, so this file starts its own (decision 50), where an
// email and an SMS code are read in the development outbox as a developer reads them (decision 82).
const PORT = E2E_PORT + 5;
const ORIGIN = `http://localhost:${PORT}`;
const apiServer = fileURLToPath(new URL('../../apps/api/dist/server.js', import.meta.url));
const NEW_PASSWORD = 'Şəki-xanlar-sarayı-2027';

let server: ChildProcess | undefined;
let dataDir = '';

// axe-core is injected into the page as a script of its own, which the app's CSP would refuse.
test.use({ bypassCSP: true });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'oyna-e2e-outbox-'));
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

test('a password reset requested without email set up is read in the development outbox, and its link works', async ({
  page,
}) => {
  test.slow();
  const email = uniqueEmail('outbox');
  const registered = await fetch(`${ORIGIN}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: PASSWORD,
      first_name: 'Aysel',
      last_name: 'Məmmədova',
      language: 'az',
      accept_terms: true,
    }),
  });
  expect(registered.status).toBe(202);

  await page.goto(`${ORIGIN}/forgot-password`);
  // The page says the truth before and after: nothing is sent, the email is kept in the outbox.
  await expect(page.getByText(/tərtibat qutusunda saxlanılacaq/)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('textbox', { name: 'E-poçt', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Keçidi göndər' }).click();
  await expect(page.getByTestId('forgot-password-sent')).toContainText('göndərilmədi');

  await page.getByRole('link', { name: 'Tərtibat qutusunu açın' }).click();
  await expect(page).toHaveURL(`${ORIGIN}/dev/outbox`);
  await expect(page.getByRole('heading', { level: 1, name: 'Göndərilməyən mesajlar' })).toBeVisible();
  const reset = page.getByRole('link', { name: /Şifrənin bərpası/ }).filter({ hasText: email });
  await expect(reset).toBeVisible();
  await reset.click();

  const message = page.getByRole('article');
  await expect(message.getByRole('heading', { name: 'Şifrənin bərpası' })).toBeVisible();
  await expect(message.locator('iframe[sandbox=""]')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('dev-outbox.png'), fullPage: true });
  const link = message.getByRole('link', { name: /\/reset-password\?token=/ });
  await link.click();

  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.locator('input[name="password"]').fill(NEW_PASSWORD);
  await page.locator('input[name="confirm_password"]').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Yeni şifrəni saxla' }).click();
  await expect(page.getByTestId('reset-password-done')).toBeVisible();
  const signIn = await fetch(`${ORIGIN}/api/v1/auth/login/json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: NEW_PASSWORD }),
  });
  expect(signIn.status).toBe(200);
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

  await test.step('once onboarded, the confirmed phone is offered for WhatsApp with the exact consent, accessible in both themes', async () => {
    const session = await page.evaluate(
      () =>
        (
          JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as {
            state: { token: string; refreshToken: string };
          }
        ).state,
    );
    await completeOnboardingThroughApi(
      page.request,
      {
        tokens: { access_token: session.token, refresh_token: session.refreshToken },
        firstName: 'Nigar',
        lastName: 'Əliyeva',
        phone,
      },
      'az',
      ORIGIN,
    );
    await page.goto(`${ORIGIN}/settings`);
    const whatsapp = page.getByTestId('whatsapp-channel');
    // The consent names the number exactly as it is kept (E.164): that wording is what is recorded.
    await expect(whatsapp.getByTestId('whatsapp-consent')).toContainText(phone);
    await whatsapp.scrollIntoViewIfNeeded();
    await expectAccessibleInBothThemes(page);
    await whatsapp.getByTestId('whatsapp-opt-in').click();
    await expect(whatsapp.getByTestId('whatsapp-on')).toBeVisible();
    await waitForStillPage(page);
    expect((await axeViolations(page, { coloursOnly: true })).join('\n')).toBe('');
    await whatsapp.screenshot({ path: test.info().outputPath('whatsapp-channel-on.png') });
  });
});
