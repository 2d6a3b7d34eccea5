// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { i18n } from '../../../lib/i18n';
import { TopupCard } from './topup-card';

afterEach(cleanup);

async function renderIn(language: 'az' | 'ru' | 'en', initialAmount: string) {
  await i18n.changeLanguage(language);
  render(
    <AppProvider>
      <TopupCard initialAmount={initialAmount} />
    </AppProvider>,
  );
  return screen.getByTestId<HTMLInputElement>('topup-custom');
}

describe('TopupCard', () => {
  it.each([
    ['az', '5,25'],
    ['ru', '5,25'],
    ['en', '5.25'],
  ] as const)(
    'writes a shortfall from the address as %s writes money (%s), with the ₼ sign',
    async (language, shown) => {
      const field = await renderIn(language, '5.25');
      expect(field.value).toBe(shown);
      expect(field.parentElement?.textContent).toContain('₼');
      expect(screen.getByTestId('topup-submit').textContent).toMatch(
        new RegExp(`${shown.replace('.', '\\.')}\\s₼`),
      );
    },
  );
});
