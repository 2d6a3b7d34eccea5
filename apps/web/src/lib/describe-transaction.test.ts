import type { WalletTransaction } from '@oyna/shared';
import { describe, expect, it } from 'vitest';
import { describeTransaction, transactionLabelKey } from './describe-transaction';
import { formatDateTime } from './format';

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
    expect(describeTransaction(fee, 'az')).toBe('Turnir: Yaz Kuboku');
    const refund = row('refund', 'competition_refund', {
      competition_id: 'c',
      competition_title: 'Yaz Kuboku',
    });
    expect(transactionLabelKey(refund)).toBe('wallet.kinds.refund');
    expect(describeTransaction(refund, 'az')).toBe('Turnir haqqının qaytarılması: Yaz Kuboku');
  });

  it('reads the rows written before the fee had its own key (game keys with a competition)', () => {
    const old = row('game_payment', 'game_payment', { competition_id: 'c', game_title: 'Yaz Kuboku' });
    expect(transactionLabelKey(old)).toBe('wallet.kinds.competition_fee');
    expect(describeTransaction(old, 'az')).toBe('Turnir: Yaz Kuboku');
    const game = row('game_payment', 'game_payment', { game_id: 'g', game_title: 'Axşam oyunu' });
    expect(transactionLabelKey(game)).toBe('wallet.kinds.game_payment');
    expect(describeTransaction(game, 'az')).toBe('Oyun: Axşam oyunu');
  });
});

describe('a game payment in the ledger', () => {
  it('names the game and its kick-off as the wallet page writes dates', () => {
    const startsAt = '2026-05-03T15:00:00.000Z';
    const paid = row('game_payment', 'game_payment', {
      game_id: 'g',
      game_title: 'Axşam oyunu',
      starts_at: startsAt,
    });
    expect(describeTransaction(paid, 'ru')).toBe(
      `Игра: Axşam oyunu, ${formatDateTime(new Date(startsAt), 'ru')}`,
    );
  });
});
