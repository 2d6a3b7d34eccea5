// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { i18n } from '../../../lib/i18n';
import { game } from '../testing/game-detail-fixture';
import { RegisterDialog } from './register-dialog';

const wallet = vi.hoisted(() => ({ balance: 0 as number | undefined }));
vi.mock('../../../api/wallet', () => ({
  useWallet: () => ({ data: wallet.balance === undefined ? undefined : { balance: wallet.balance } }),
}));

function openWaitlist(balance: number | undefined) {
  wallet.balance = balance;
  render(
    <AppProvider>
      <RegisterDialog
        open
        waitlist
        game={game({ status: 'full', places_left: 0, price: 10 })}
        onClose={() => undefined}
        onRegistered={() => undefined}
      />
    </AppProvider>,
  );
}

const checked = (method: 'balance' | 'cash') =>
  (screen.getByTestId(`pay-${method}`).querySelector('input') as HTMLInputElement).checked;

beforeEach(async () => {
  await i18n.changeLanguage('az');
});
afterEach(() => {
  cleanup();
});

describe('the waitlist dialog says what happens with each way to pay', () => {
  it('preselects cash when the wallet cannot pay the price, and says cash is paid at the game, not confirmed now', () => {
    openWaitlist(0);
    expect(checked('cash')).toBe(true);
    expect(checked('balance')).toBe(false);
    const text = screen.getByTestId('register-waitlist-text').textContent ?? '';
    expect(text).toContain('oyundan əvvəl təşkilatçıya ödəyirsiniz');
    expect(text).not.toContain('tutulur');
    const cash = screen.getByTestId('pay-cash').textContent ?? '';
    expect(cash).toContain('Yer boşalanda təsdiqlənirsiniz');
    expect(cash).not.toContain('indi təsdiqlənir');
  });

  it('preselects the wallet when it can pay, and says the price is taken when a place frees up', () => {
    openWaitlist(25);
    expect(checked('balance')).toBe(true);
    expect(screen.getByTestId('register-waitlist-text').textContent).toContain('10,00\u00a0₼ tutulur');
    expect(screen.getByTestId('pay-balance').textContent).toContain('pul yer boşalanda tutulur');
    expect(screen.queryByTestId('register-shortfall')).toBeNull();
  });

  it('says so in Russian and English too', async () => {
    await i18n.changeLanguage('ru');
    openWaitlist(0);
    expect(screen.getByTestId('pay-cash').textContent).toContain('Вас подтвердят, когда освободится место');
    cleanup();
    await i18n.changeLanguage('en');
    openWaitlist(0);
    expect(screen.getByTestId('register-waitlist-text').textContent).toContain(
      'pay 10.00\u00a0₼ to the organizer before kick-off',
    );
  });
});
