import { LANGUAGES } from '@oyna/shared';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../../lib/i18n';
import { detailLines } from './audit-details';
import { auditLabels } from './audit-labels';

const labelsIn = (language: (typeof LANGUAGES)[number]) => auditLabels(i18n.getFixedT(language), language);

/** Every field the API writes into an audit entry's details (apps/api/src/modules, `recordAudit`). */
const API_FIELDS = [
  'role',
  'changes',
  'user_id',
  'kind',
  'ends_at',
  'ledger_entry_id',
  'amount_qepik',
  'balance_after_qepik',
  'mismatch_count',
  'registration_id',
  'game_id',
  'payment_method',
  'provider',
  'provider_status',
  'outcome',
  'status_before',
  'status_after',
  'from',
  'to',
  'upcoming_games',
  'choice',
  'name',
  'photo_id',
  'url',
].filter((field) => field !== 'changes');

describe('the audit log’s details in the reader’s language', () => {
  it('shows an amount in qəpik as manat with the language’s separator', () => {
    const details = { amount_qepik: 500, balance_after_qepik: 123_450 };
    expect(detailLines(details, labelsIn('az')).map((line) => line.kind === 'value' && line.value)).toEqual([
      '5,00\u00a0₼',
      '1.234,50\u00a0₼',
    ]);
    expect(detailLines(details, labelsIn('ru'))[0]).toMatchObject({ value: '5,00\u00a0₼' });
    expect(detailLines(details, labelsIn('en'))[0]).toMatchObject({ value: '5.00\u00a0₼' });
  });

  it('names every field the API writes, never by its raw name, in az, ru and en', () => {
    for (const language of LANGUAGES) {
      const { field } = labelsIn(language);
      for (const name of API_FIELDS) {
        const label = field(name);
        expect(label, `${language}: ${name}`).not.toBe(name.replaceAll('_', ' '));
        expect(label, `${language}: ${name}`).not.toMatch(/qepik|_id\b/);
      }
    }
    expect(labelsIn('az').field('amount_qepik')).toBe('Məbləğ');
  });

  it('names payment methods, outcomes and restriction kinds, and writes moments in Baku time', () => {
    const lines = detailLines(
      {
        payment_method: 'cash',
        outcome: 'credited',
        kind: 'booking_blocked',
        ends_at: '2026-12-05T13:00:00.000Z',
      },
      labelsIn('az'),
    );
    expect(lines.map((line) => line.kind === 'value' && line.value)).toEqual([
      'Nağd',
      'Balansa yazıldı',
      expect.not.stringMatching(/booking_blocked/),
      '5 dekabr 2026, 17:00',
    ]);
  });
});
