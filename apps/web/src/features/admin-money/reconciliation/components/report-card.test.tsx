// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReconciliationReport } from '@oyna/shared';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProvider } from '../../../../app/provider';
import { i18n } from '../../../../lib/i18n';
import { ReportCard } from './report-card';

afterEach(cleanup);

const USER = '4b9c2a9e-7b51-4f4e-9a55-1f7a3c2d9e10';
const PAYMENT = '7ec2ce72-1440-4ce8-9fe3-a3bb9327fe8a';

const report: ReconciliationReport = {
  id: '0d5f7a8e-2b1c-4c1e-9f4e-5a6b7c8d9e0f',
  trigger: 'scheduled',
  day: '2026-11-27',
  started_by: null,
  created_at: '2026-11-27T00:00:30.000Z',
  wallet_count: 3,
  wallets_total: 42.5,
  ledger_total: 40,
  topups_credited: 27,
  payments_confirmed: 20,
  mismatch_count: 3,
  mismatches: [
    {
      kind: 'wallet_balance',
      user_id: USER,
      user_name: 'Aysel Məmmədova',
      payment_id: null,
      ledger_entry_id: null,
      expected: 10,
      actual: 12.5,
    },
    {
      kind: 'topup_without_confirmed_payment',
      user_id: USER,
      user_name: 'Aysel Məmmədova',
      payment_id: PAYMENT,
      ledger_entry_id: null,
      expected: 0,
      actual: 7,
    },
  ],
};

async function renderIn(language: 'az' | 'ru' | 'en') {
  await i18n.changeLanguage(language);
  render(
    <AppProvider>
      <MemoryRouter>
        <ul>
          <ReportCard report={report} />
        </ul>
      </MemoryRouter>
    </AppProvider>,
  );
}

describe('a reconciliation report lists each mismatch readably', () => {
  it.each(['az', 'ru', 'en'] as const)(
    'in %s: what, whose, expected and found, with no raw key',
    async (language) => {
      await renderIn(language);
      const card = screen.getByTestId('report');
      expect(card.textContent).not.toMatch(/admin_reconciliation\.|\{\{/);
      expect(screen.getAllByTestId('mismatch')).toHaveLength(2);
      expect(card.textContent).toContain('Aysel Məmmədova');
      expect(card.textContent).toContain(PAYMENT);
      expect(card.textContent).toMatch(/12[.,]50/);
      // Three found, two listed: the third is counted.
      expect(screen.getByTestId('not-listed').textContent).toContain('1');
      const links = screen.getAllByRole('link');
      expect(links[0]?.getAttribute('href')).toBe(`/admin/money?user=${USER}`);
      expect(links[1]?.getAttribute('href')).toBe(`/admin/money?user=${USER}&tab=payments`);
    },
  );

  it('says the mismatches in the Russian form the count needs', async () => {
    await renderIn('ru');
    expect(screen.getByTestId('report-status').textContent).toBe('3 расхождения');
  });
});
