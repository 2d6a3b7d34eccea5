import { describe, expect, it } from 'vitest';
import { transactionsCsv } from './export-money.js';

const row = (amount: number, description_text: string) => ({
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'adjustment' as const,
  amount,
  balance_after: 10,
  description: { key: 'admin_adjustment' as const, params: {} },
  description_text,
  reference: { type: 'adjustment', id: 'a1' },
  created_at: '2025-05-03T15:00:00.000Z',
});

describe('transactions.csv', () => {
  it('writes amounts with two decimals and quotes a description with a comma or a quote', () => {
    const csv = transactionsCsv({
      balance: 10,
      currency: 'AZN',
      transactions: [row(12.5, 'Oyun: "Axşam", cümə'), row(-2.5, 'Geri')],
    });
    expect(csv.startsWith('\uFEFFdate,kind,amount_azn,')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[1]).toBe(
      '2025-05-03T15:00:00.000Z,adjustment,12.50,10.00,"Oyun: ""Axşam"", cümə",adjustment,a1',
    );
    expect(lines[2]).toContain(',-2.50,');
  });

  it('never lets a spreadsheet run a description as a formula', () => {
    const csv = transactionsCsv({ balance: 10, currency: 'AZN', transactions: [row(1, '=HYPERLINK("x")')] });
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  });
});
