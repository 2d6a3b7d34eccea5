import type { WalletTransaction } from '@oyna/shared';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { describeTransaction, transactionLabelKey } from './describe-transaction';

const t = ((key: string, options?: Record<string, unknown>) =>
  options?.['title'] === undefined ? key : `${key}(${String(options['title'])})`) as unknown as TFunction;

const row = (
  kind: WalletTransaction['kind'],
  key: WalletTransaction['description']['key'],
  params: Record<string, string>,
): WalletTransaction => ({
  id: '5b0a3f0e-1c8f-4a43-9a3c-2f1a9e0b7c11',
  kind,
  amount: kind === 'game_payment' ? -20 : 20,
  balance_after: 30,
  description: { key, params },
  reference: { type: 'competition_team', id: 'x' },
  created_at: '2026-11-28T10:00:00.000Z',
});

describe('a tournament entry fee in the ledger', () => {
  it('is labelled an entry fee, not a game payment, with the competition’s name', () => {
    const fee = row('game_payment', 'competition_fee', {
      competition_id: 'c',
      competition_title: 'Yaz Kuboku',
    });
    expect(transactionLabelKey(fee)).toBe('wallet.kinds.competition_fee');
    expect(describeTransaction(fee, t, 'az')).toBe('wallet.description.competition_fee(Yaz Kuboku)');
    const refund = row('refund', 'competition_refund', {
      competition_id: 'c',
      competition_title: 'Yaz Kuboku',
    });
    expect(transactionLabelKey(refund)).toBe('wallet.kinds.refund');
    expect(describeTransaction(refund, t, 'az')).toBe('wallet.description.competition_refund(Yaz Kuboku)');
  });

  it('reads the rows written before the fee had its own key (game keys with a competition)', () => {
    const old = row('game_payment', 'game_payment', { competition_id: 'c', game_title: 'Yaz Kuboku' });
    expect(transactionLabelKey(old)).toBe('wallet.kinds.competition_fee');
    expect(describeTransaction(old, t, 'az')).toBe('wallet.description.competition_fee(Yaz Kuboku)');
    const game = row('game_payment', 'game_payment', { game_id: 'g', game_title: 'Axşam oyunu' });
    expect(transactionLabelKey(game)).toBe('wallet.kinds.game_payment');
    expect(describeTransaction(game, t, 'az')).toBe('wallet.description.game_payment(Axşam oyunu)');
  });
});
