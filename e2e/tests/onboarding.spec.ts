import type { APIRequestContext, Page } from '@playwright/test';
import {
  PASSWORD,
  createPlayer,
  expect,
  expectNoHorizontalScroll,
  isPhone,
  signInThroughStorage,
  storedSession,
  test,
  uniqueEmail,
} from '../support/fixtures';
import { gradientPng } from '../support/png';

type Language = 'az' | 'ru' | 'en';

/** What the player reads at each checkpoint, per language (docs/product-rules.md#onboarding-and-profile). */
const TEXT = {
  az: {
    register: 'Qeydiyyatdan keç',
    welcome: 'Xoş gəldiniz, Kamran!',
    titles: [
      'Şəxsi məlumatlar',
      'Fiziki göstəricilər',
      'Futbol təcrübəsi',
      'Bacarıqların qiymətləndirilməsi',
      'Oyun tərcihləri',
      'İnteqrasiyalar',
    ],
    counter: 'Addım 1 / 6',
    fillRequired: 'Zəhmət olmasa, bütün məcburi sahələri doldurun',
    age: 'Yaş 12-60 arasında olmalıdır.',
    bmi: '23,1',
    normal: 'Normal',
    experienced: 'Yüksək',
    right: 'Sağ',
    overall: 'Orta',
    striker: 'Hücumçu',
    jersey: 'Nömrə 1-99 arasında olmalıdır.',
    saturday: 'Şənbə',
    username: 'Yalnız hərf, rəqəm və _ istifadə edin.',
    greeting: 'Salam, Kamran!',
  },
  ru: {
    register: 'Зарегистрироваться',
    welcome: 'Добро пожаловать, Kamran!',
    titles: [
      'Личные данные',
      'Физические параметры',
      'Футбольный опыт',
      'Оценка навыков',
      'Игровые предпочтения',
      'Интеграции',
    ],
    counter: 'Шаг 1 из 6',
    fillRequired: 'Пожалуйста, заполните все обязательные поля',
    age: 'Возраст должен быть от 12 до 60 лет.',
    bmi: '23,1',
    normal: 'Норма',
    experienced: 'Продвинутый',
    right: 'Правая',
    overall: 'Средний',
    striker: 'Нападающий',
    jersey: 'Номер должен быть от 1 до 99.',
    saturday: 'Суббота',
    username: 'Используйте только буквы, цифры и _.',
    greeting: 'Привет, Kamran!',
  },
  en: {
    register: 'Register',
    welcome: 'Welcome, Kamran!',
    titles: [
      'Personal details',
      'Physical parameters',
      'Football experience',
      'Skills assessment',
      'Game preferences',
      'Integrations',
    ],
    counter: 'Step 1 of 6',
    fillRequired: 'Please fill all required fields',
    age: 'Age must be between 12-60 years.',
    bmi: '23.1',
    normal: 'Normal',
    experienced: 'Advanced',
    right: 'Right',
    overall: 'Intermediate',
    striker: 'Striker',
    jersey: 'Number must be between 1-99.',
    saturday: 'Saturday',
    username: 'Use only letters, numbers and _.',
    greeting: 'Hi, Kamran!',
  },
} as const satisfies Record<Language, unknown>;

const input = (page: Page, name: string) => page.locator(`input[name="${name}"]`);
const next = (page: Page) => page.getByTestId('onboarding-next').click();
const stepTitle = (page: Page, title: string) => page.getByRole('heading', { level: 1, name: title });

/** A date of birth `years` years before today (the browser runs in Baku's time zone). */
function bornYearsAgo(years: number): string {
  const today = new Date();
  const year = today.getFullYear() - years;
  return `${year}-06-15`;
}

async function me(request: APIRequestContext, page: Page): Promise<Record<string, unknown>> {
  const session = await storedSession(page);
  const response = await request.get('/api/v1/users/me', {
    headers: { authorization: `Bearer ${String(session?.['token'])}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

async function onboardingStatus(request: APIRequestContext, page: Page): Promise<Record<string, unknown>> {
  const session = await storedSession(page);
  const response = await request.get('/api/v1/users/me/onboarding', {
    headers: { authorization: `Bearer ${String(session?.['token'])}` },
  });
  return (await response.json()) as Record<string, unknown>;
}

/** Step 3 with valid answers, the quick way. */
async function fillExperienceStep(page: Page) {
  await expect(page.getByTestId('onboarding-step-3')).toBeVisible();
  await input(page, 'years_playing').fill('5');
  await page.getByTestId('experience-level').getByRole('radio').first().click();
  await page.getByTestId('preferred-foot').getByRole('radio').nth(1).click();
  await next(page);
  await expect(page.getByTestId('onboarding-step-4')).toBeVisible();
}

/**
 * Registers through the form in `language` and takes steps 1 and 2: the required fields, the age
 * rule, the phone's format, and the BMI with its band as the player types.
 */
async function registerAndTakeFirstSteps(page: Page, language: Language) {
  const text = TEXT[language];
  // Registration through the form, in this language.
  await page.goto(`/register?lang=${language}`);
  await input(page, 'first_name').fill('Kamran');
  await input(page, 'last_name').fill('Məmmədli');
  await input(page, 'email').fill(uniqueEmail(`onb-${language}`));
  await passwordInput(page).fill(PASSWORD);
  await page.locator('input[name="confirm_password"]').fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: text.register, exact: true }).click();
  await expect(page).toHaveURL(/\/onboarding(\?step=1)?$/);
  await expect(page.getByTestId('onboarding-welcome')).toHaveText(text.welcome);

  // 1. Personal data: nothing moves on until the required fields are right.
  await expect(stepTitle(page, text.titles[0])).toBeVisible();
  await expect(page.getByTestId('onboarding-step-counter')).toHaveText(text.counter);
  await expect(page.getByTestId('onboarding-skip')).toHaveCount(0);
  await expect(page.getByTestId('onboarding-back')).toHaveCount(0);
  await expect(input(page, 'phone')).toHaveAttribute('inputmode', 'tel');
  await expectNoHorizontalScroll(page);
  await next(page);
  await expect(page.getByTestId('onboarding-problem')).toContainText(text.fillRequired);
  await expect(stepTitle(page, text.titles[0])).toBeVisible();
  await input(page, 'middle_name').fill('Elçin oğlu');
  await input(page, 'phone').fill('+994 50 123 45 67');
  await expect(input(page, 'phone')).toHaveValue('50 123 45 67');
  await input(page, 'birth_date').fill(bornYearsAgo(10));
  await next(page);
  await expect(page.getByText(text.age)).toBeVisible();
  await input(page, 'birth_date').fill('1998-04-12');
  await next(page);

  // 2. Physical: BMI and its band while typing, numeric keyboards.
  await expect(stepTitle(page, text.titles[1])).toBeVisible();
  await expect(input(page, 'height_cm')).toHaveAttribute('inputmode', 'numeric');
  await input(page, 'height_cm').fill('180');
  await input(page, 'weight_kg').fill('75');
  await expect(page.getByTestId('bmi-value')).toHaveText(text.bmi);
  await expect(page.getByTestId('bmi-band')).toHaveText(text.normal);
  await page.getByTestId('shirt-size').getByRole('radio', { name: 'L', exact: true }).click();
  await expectNoHorizontalScroll(page);
  await next(page);
}

test.describe('onboarding', () => {
  test('a new player completes all six steps in az', async ({ page, request }) => {
    test.skip(!isPhone(page), 'the whole journey runs at 390 px; the desktop project runs the other tests');
    test.slow();
    const language = 'az';
    const text = TEXT[language];
    await registerAndTakeFirstSteps(page, language);

    // 3. Experience.
    await expect(stepTitle(page, text.titles[2])).toBeVisible();
    await input(page, 'years_playing').fill('12');
    await page
      .getByTestId('experience-level')
      .getByRole('radio', { name: new RegExp(text.experienced) })
      .click();
    await page.getByTestId('preferred-foot').getByRole('radio', { name: text.right }).click();
    await input(page, 'goals_scored').fill('140');
    await next(page);

    // 4. Skills: the overall score follows the sliders.
    await expect(stepTitle(page, text.titles[3])).toBeVisible();
    await expect(page.getByTestId('skills-overall-value')).toHaveText('44');
    // The score's scale is said: 1 on every skill is 0, 10 is 100.
    await expect(page.getByTestId('skills-scale')).toBeVisible();
    const speed = page.getByTestId('skill-speed').getByRole('slider');
    await speed.focus();
    for (let press = 0; press < 3; press += 1) await page.keyboard.press('ArrowRight');
    await expect(speed).toHaveValue('8');
    await expect(page.getByTestId('skills-overall-value')).toHaveText('48');
    await expect(page.getByTestId('skills-level')).toHaveText(text.overall);
    await expectNoHorizontalScroll(page);
    await next(page);

    // 5. Preferences: positions on the pitch, at most 3 secondary, never the primary.
    await expect(stepTitle(page, text.titles[4])).toBeVisible();
    await page.getByTestId('pitch-striker').click();
    await expect(page.getByTestId('pitch-striker')).toHaveAttribute('data-state', 'primary');
    for (const position of ['leftWing', 'rightWing', 'attackingMid']) {
      await page.getByTestId(`pitch-${position}`).click();
      await expect(page.getByTestId(`pitch-${position}`)).toHaveAttribute('data-state', 'secondary');
    }
    await expect(page.getByTestId('pitch-centralMid')).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByTestId('primary-position')).toContainText(text.striker);
    await expect(
      page.getByTestId('secondary-positions').getByRole('checkbox', { checked: true }),
    ).toHaveCount(3);
    await input(page, 'jersey_number').fill('100');
    await next(page);
    await expect(page.getByText(text.jersey)).toBeVisible();
    await input(page, 'jersey_number').fill('9');
    await page
      .getByTestId('available-days')
      .getByRole('checkbox', { name: text.saturday, exact: true })
      .click();
    await page.getByTestId('preferred-times').getByRole('checkbox').nth(2).click();
    await expectNoHorizontalScroll(page);
    await next(page);

    // 6. Integrations: the username rule and the consent are required to complete.
    await expect(stepTitle(page, text.titles[5])).toBeVisible();
    await input(page, 'telegram_username').fill('@kamran');
    await page.getByTestId('onboarding-complete').click();
    await expect(page.getByTestId('onboarding-problem')).toContainText(text.fillRequired);
    await expect(page.getByText(text.username)).toBeVisible();
    await input(page, 'telegram_username').fill('kamran_10');
    await page.getByTestId('notification-channels').getByRole('checkbox', { name: 'Telegram' }).click();
    await page.getByTestId('consent').check();
    // Every field the check named has been changed: its alert has gone.
    await expect(page.getByTestId('onboarding-problem')).toHaveCount(0);

    await test.step('a failed completion says so and can be tried again', async () => {
      await page.route('**/api/v1/users/me/onboarding/complete', (route) => route.abort('connectionreset'));
      await page.getByTestId('onboarding-complete').click();
      await expect(page.getByTestId('onboarding-problem')).toContainText('Qeydiyyatı tamamlamaq alınmadı');
      await expect(page).toHaveURL(/\/onboarding\?step=6$/);
      await page.unroute('**/api/v1/users/me/onboarding/complete');
      await page.getByTestId('onboarding-complete').click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByTestId('dashboard-greeting')).toHaveText(text.greeting);
    });
    expect((await storedSession(page))?.['user']).toMatchObject({ needs_onboarding: false });

    const profile = await me(request, page);
    expect(profile).toMatchObject({
      needs_onboarding: false,
      language,
      middle_name: 'Elçin oğlu',
      phone: '+994501234567',
      birth_date: '1998-04-12',
      height_cm: 180,
      weight_kg: 75,
      shirt_size: 'L',
      bmi_band: 'normal',
      years_playing: 12,
      level: 'experienced',
      preferred_foot: 'right',
      goals_scored: 140,
      skill_overall: 48,
      primary_position: 'striker',
      secondary_positions: ['leftWing', 'rightWing', 'attackingMid'],
      jersey_number: 9,
      available_days: ['saturday'],
      preferred_times: ['evening'],
      telegram_username: 'kamran_10',
      notification_channels: ['push', 'email', 'telegram'],
      data_processing_consent: true,
    });
    expect(profile['skills']).toMatchObject({ speed: 8, vision: 5 });
  });

  // The journey is the same in every language: in Russian and English the first two steps show
  // that the registration's language reaches onboarding, its messages and its number formats. The
  // Russian player then skips the optional steps; the English one registers after signing out.
  test('a new player starts onboarding in ru and in en, and one who skips steps 4 to 6 lands on the dashboard', async ({
    page,
    request,
  }) => {
    test.slow();
    await test.step('a new player starts onboarding in ru: the first two steps speak it', async () => {
      await registerAndTakeFirstSteps(page, 'ru');
      await expect(stepTitle(page, TEXT.ru.titles[2])).toBeVisible();
      // Step 2 is saved, in the registration's language.
      expect(await me(request, page)).toMatchObject({ language: 'ru', height_cm: 180, bmi_band: 'normal' });
    });

    await test.step('a player who skips steps 4 to 6 lands on the dashboard', async () => {
      await fillExperienceStep(page);
      for (const step of [4, 5, 6]) {
        await expect(page.getByTestId(`onboarding-step-${step}`)).toBeVisible();
        await page.getByTestId('onboarding-skip').click();
      }
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByTestId('dashboard-greeting')).toHaveText(TEXT.ru.greeting);
      const status = await onboardingStatus(request, page);
      expect(status).toMatchObject({
        is_completed: true,
        completed_steps: [1, 2, 3],
        skipped_steps: [4, 5, 6],
      });
    });

    await test.step('a new player starts onboarding in en: the first two steps speak it', async () => {
      // Signed out: the next registration is a new player's.
      await page.evaluate(() => window.localStorage.removeItem('auth-storage'));
      await page.context().clearCookies();
      await registerAndTakeFirstSteps(page, 'en');
      await expect(stepTitle(page, TEXT.en.titles[2])).toBeVisible();
      expect(await me(request, page)).toMatchObject({ language: 'en', height_cm: 180, bmi_band: 'normal' });
    });
  });

  test('refreshing mid-flow resumes at the same step with the data kept', async ({ page, request }) => {
    test.slow();
    const player = await createPlayer(request, { firstName: 'Tural', onboarded: false });
    await signInThroughStorage(page, player);

    // The main layout sends a player who has not finished onboarding there.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/onboarding(\?step=1)?$/);
    await expect(page.getByTestId('onboarding-step-1')).toBeVisible();
    await input(page, 'phone').fill('055 987 65 43');
    await input(page, 'birth_date').fill('1996-03-21');
    await next(page);
    await expect(page.getByTestId('onboarding-step-2')).toBeVisible();
    await input(page, 'height_cm').fill('175');
    await input(page, 'weight_kg').fill('70');
    await next(page);
    await fillExperienceStep(page);
    // The browser's back and forward buttons walk the steps.
    await page.goBack();
    await expect(page.getByTestId('onboarding-step-3')).toBeVisible();
    await expect(input(page, 'years_playing')).toHaveValue('5');
    await page.goForward();
    await expect(page.getByTestId('onboarding-step-4')).toBeVisible();
    await page.getByTestId('skill-vision').getByRole('slider').focus();
    await page.keyboard.press('End');
    await next(page);
    await expect(page.getByTestId('onboarding-step-5')).toBeVisible();

    // A fresh load of the page (no ?step): the server's resume point, step 5.
    await page.goto('/onboarding');
    await expect(page.getByTestId('onboarding-step-5')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('onboarding-step-5')).toBeVisible();

    await page.getByTestId('onboarding-back').click();
    await expect(page.getByTestId('onboarding-step-4')).toBeVisible();
    await expect(page.getByTestId('skill-vision').getByRole('slider')).toHaveValue('10');
    await page.getByTestId('onboarding-back').click();
    // Each step's own back button: a second click before step 3 has replaced step 4 would be lost.
    await expect(page.getByTestId('onboarding-step-3')).toBeVisible();
    await page.getByTestId('onboarding-back').click();
    await expect(page.getByTestId('onboarding-step-2')).toBeVisible();
    await expect(input(page, 'height_cm')).toHaveValue('175');
    await expect(input(page, 'weight_kg')).toHaveValue('70');
    await page.getByTestId('onboarding-back').click();
    await expect(input(page, 'phone')).toHaveValue('55 987 65 43');
    await expect(input(page, 'birth_date')).toHaveValue('1996-03-21');

    // A later step that was never reached cannot be opened from the address.
    await page.goto('/onboarding?step=6');
    await expect(page.getByTestId('onboarding-step-5')).toBeVisible();
    await expect(page).toHaveURL(/\/onboarding\?step=5$/);
  });

  // One new player at step 1: the photo, then a save that fails once.
  test('a photo is checked, cropped to a square and uploaded; a failed save keeps what was typed and says so', async ({
    page,
    request,
  }) => {
    test.slow();
    const player = await createPlayer(request, { firstName: 'Aysel', onboarded: false });
    await signInThroughStorage(page, player);
    await page.goto('/onboarding');
    await expect(page.getByTestId('onboarding-step-1')).toBeVisible();

    await test.step('a photo is checked, cropped to a square and uploaded', async () => {
      const fileInput = page.getByTestId('photo-input');
      // Refused before any upload: too large, and not an image whatever its name.
      const header = gradientPng(2, 2).subarray(0, 8);
      await fileInput.setInputFiles({
        name: 'huge.png',
        mimeType: 'image/png',
        buffer: Buffer.concat([header, Buffer.alloc(6 * 1024 * 1024)]),
      });
      await expect(page.getByTestId('photo-problem')).toHaveText('Şəkil çox böyükdür. Maksimum 5 MB.');
      await fileInput.setInputFiles({
        name: 'notes.png',
        mimeType: 'image/png',
        buffer: Buffer.from('hello'),
      });
      await expect(page.getByTestId('photo-problem')).toHaveText('Şəkli JPG və ya PNG formatında yükləyin.');

      await fileInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: gradientPng(300, 200) });
      const dialog = page.getByTestId('photo-crop-dialog');
      await expect(dialog).toBeVisible();
      const canvas = page.getByTestId('photo-crop-canvas');
      const box = await canvas.boundingBox();
      expect(box).not.toBeNull();
      if (box) {
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        await page.mouse.down();
        await page.mouse.move(box.x + box.width / 2 - 60, box.y + box.height / 2, { steps: 5 });
        await page.mouse.up();
      }
      const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/v1/users/me/photo'));
      await page.getByTestId('photo-crop-confirm').click();
      expect((await uploaded).status()).toBe(200);
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('photo-saved')).toBeVisible();
      await expect(page.getByTestId('photo-preview').locator('img')).toHaveAttribute(
        'src',
        /\/uploads\/.+\.jpg$/,
      );

      const profile = await me(request, page);
      const photo = await request.get(String(profile['photo_url']));
      expect(photo.status()).toBe(200);
      expect(photo.headers()['content-type']).toBe('image/jpeg');
    });

    await test.step('a failed save keeps what was typed and says so', async () => {
      await page.route('**/api/v1/users/me/onboarding/step1', (route) => route.abort('connectionreset'));
      await input(page, 'phone').fill('070 555 44 33');
      await input(page, 'birth_date').fill('2001-09-09');
      await next(page);
      await expect(page.getByTestId('onboarding-problem')).toContainText(
        'Məlumatları saxlamaq alınmadı. Yenidən cəhd edin',
      );
      await expect(page.getByTestId('onboarding-step-1')).toBeVisible();
      await expect(input(page, 'phone')).toHaveValue('70 555 44 33');

      await page.unroute('**/api/v1/users/me/onboarding/step1');
      await next(page);
      await expect(page.getByTestId('onboarding-step-2')).toBeVisible();
    });
  });
});

function passwordInput(page: Page) {
  return page.locator('input[name="password"]');
}
