// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { AdminGamePayment } from '@oyna/shared';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProvider } from '../../../../app/provider';
import { i18n } from '../../../../lib/i18n';
import { RefundDialog } from './refund-dialog';

afterEach(cleanup);

const booking: AdminGamePayment = {
  registration_id: '0d5f7a8e-2b1c-4c1e-9f4e-5a6b7c8d9e0f',
  game_id: '7ec2ce72-1440-4ce8-9fe3-a3bb9327fe8a',
  game_title: 'Axşam oyunu',
  starts_at: '2026-11-27T16:00:00.000Z',
  game_status: 'completed',
  status: 'cancelled',
  payment_method: 'balance',
  price: 10,
  paid_at: '2026-11-20T10:00:00.000Z',
  guests: 2,
  guests_price: 20,
  refunded: false,
  refund_amount: 30,
  refundable: true,
};

async function renderIn(language: 'az' | 'ru' | 'en', shown: AdminGamePayment) {
  await i18n.changeLanguage(language);
  render(
    <AppProvider>
      <MemoryRouter>
        <RefundDialog
          userId="4b9c2a9e-7b51-4f4e-9a55-1f7a3c2d9e10"
          name="Aysel"
          booking={shown}
          onClose={() => {}}
        />
      </MemoryRouter>
    </AppProvider>,
  );
}

describe("the money desk's refund covers the guests' places", () => {
  it.each(['az', 'ru', 'en'] as const)(
    'in %s: the amount is what is left to refund (own place and guests), and the guests are named',
    async (language) => {
      await renderIn(language, booking);
      const dialog = screen.getByRole('dialog');
      expect(dialog.textContent).toMatch(/30[.,]00/);
      expect(dialog.textContent).not.toMatch(/admin_money\.|\{\{/);
      expect(dialog.textContent).toContain(i18n.t('admin_money.bookings.refund_guests'));
    },
  );

  it('says nothing of guests for a booking without any', async () => {
    await renderIn('en', { ...booking, guests: 0, guests_price: 0, refund_amount: 10 });
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toMatch(/10\.00/);
    expect(dialog.textContent).not.toContain('guests');
  });
});
