// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { i18n } from '../../../lib/i18n';
import { useMiniAppStore } from '../../../lib/telegram/mini-app-bridge';
import { fakeMiniAppBridge } from '../../../lib/telegram/testing/fake-mini-app-bridge';
import { TopupCard } from './topup-card';

const mutate = vi.hoisted(() => vi.fn());
vi.mock('../api/create-topup', () => ({
  useCreateTopup: () => ({ mutate, isPending: false, isSuccess: false, error: null }),
}));

afterEach(() => {
  cleanup();
  useMiniAppStore.setState({ bridge: null });
  mutate.mockReset();
});

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

  it('inside the Telegram Mini App puts "pay" on the Main button, which pays as the form does', async () => {
    const telegram = fakeMiniAppBridge();
    const field = await renderIn('az', '5.25');
    expect(telegram.mainButton.params).toEqual({
      text: screen.getByTestId('topup-submit').textContent,
      enabled: true,
      loading: false,
    });
    expect(screen.getByTestId('topup-submit')).toBeTruthy();
    act(() => telegram.mainButton.tap());
    expect(mutate).toHaveBeenCalledWith({ amount: 5.25 });
    expect(field.value).toBe('5,25');
  });
});
