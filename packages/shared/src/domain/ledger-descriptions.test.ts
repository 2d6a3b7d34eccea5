import { describe, expect, it } from 'vitest';
import { ledgerCompetitionEntry, ledgerDescriptionText } from './ledger-descriptions.js';

describe('a ledger row described in words (the wallet page, the data export)', () => {
  it('names the game and its Baku time in the reader’s language', () => {
    const description = {
      key: 'game_payment' as const,
      params: { game_id: 'g', game_title: 'Axşam oyunu', starts_at: '2025-05-03T15:00:00Z' },
    };
    expect(ledgerDescriptionText(description, 'az')).toBe('Oyun: Axşam oyunu, 3 may, şənbə, 19:00');
    expect(ledgerDescriptionText(description, 'en')).toBe('Game: Axşam oyunu, Saturday, 3 May, 19:00');
  });

  it('writes the kick-off as the caller formats dates', () => {
    const description = {
      key: 'guest_refund' as const,
      params: { game_title: 'Cümə', starts_at: '2025-05-03T15:00:00Z', guest_name: 'Elvin' },
    };
    expect(ledgerDescriptionText(description, 'en', (iso) => `<${iso}>`)).toBe(
      'Refund for guest Elvin: Cümə, <2025-05-03T15:00:00Z>',
    );
  });

  it('writes a tournament fee stored under the game keys as a tournament fee', () => {
    const description = {
      key: 'game_payment' as const,
      params: { competition_id: 'c', competition_title: 'Bakı kuboku' },
    };
    expect(ledgerDescriptionText(description, 'ru')).toBe('Турнир: Bakı kuboku');
    expect(ledgerCompetitionEntry(description)).toBe('competition_fee');
    expect(ledgerCompetitionEntry({ key: 'game_refund', params: { competition_id: 'c' } })).toBe(
      'competition_refund',
    );
    expect(ledgerCompetitionEntry({ key: 'game_payment', params: { game_id: 'g' } })).toBeNull();
  });

  it('keeps the card of a top-up, the welcome bonus and an admin’s reason', () => {
    expect(ledgerDescriptionText({ key: 'topup', params: { card_mask: '4169****1778' } }, 'en')).toBe(
      'Balance top-up by card (4169****1778)',
    );
    expect(ledgerDescriptionText({ key: 'bonus', params: { reason: 'welcome' } }, 'az')).toBe(
      'Xoş gəlmisiniz bonusu',
    );
    expect(ledgerDescriptionText({ key: 'admin_adjustment', params: { reason: 'Səhv ödəniş' } }, 'ru')).toBe(
      'Корректировка администратором: Səhv ödəniş',
    );
  });
});
