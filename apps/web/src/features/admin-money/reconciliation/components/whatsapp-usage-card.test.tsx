// @vitest-environment jsdom
import type { WhatsAppUsage } from '@oyna/shared';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../../app/provider';
import { i18n } from '../../../../lib/i18n';
import { WhatsAppUsageCard } from './whatsapp-usage-card';

const answer = vi.hoisted(() => ({ data: undefined as WhatsAppUsage | undefined }));
vi.mock('../api/whatsapp-usage', () => ({ useWhatsAppUsage: () => answer }));

const month: WhatsAppUsage = {
  configured: true,
  month: '2026-11',
  sent: 950,
  skipped: 0,
  budget: 1000,
  cost_cents: 1900,
};

const renderCard = () =>
  render(
    <AppProvider>
      <WhatsAppUsageCard />
    </AppProvider>,
  );

describe('the money desk’s WhatsApp line', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows the month’s messages against the budget, the share used and the cost in dollars', () => {
    answer.data = month;
    renderCard();
    expect(screen.getByText('Sent: 950 of 1,000')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: '95% of the monthly budget used' })).toBeTruthy();
    expect(screen.getByText('Cost: $19.00')).toBeTruthy();
    expect(screen.queryByTestId('whatsapp-skipped')).toBeNull();
  });

  it('says how many were not sent once the budget was spent', () => {
    answer.data = { ...month, sent: 1000, skipped: 7, cost_cents: 2000 };
    renderCard();
    expect(screen.getByTestId('whatsapp-skipped').textContent).toBe(
      'Not sent because the budget was spent: 7',
    );
  });

  it('shows nothing where WhatsApp is not set up', () => {
    answer.data = { ...month, configured: false, sent: 0 };
    renderCard();
    expect(screen.queryByTestId('whatsapp-usage')).toBeNull();
  });
});
