import {
  LANGUAGES,
  type NotificationDraft,
  SMS_KINDS,
  SMS_SEGMENT_CHARACTERS,
  renderNotification,
} from '@oyna/shared';
import { describe, expect, it } from 'vitest';
import { smsEncoding } from './sms-encoding.js';

const game = {
  game_id: '00000000-0000-4000-8000-000000000001',
  title: 'Çərşənbə axşamı futbolu — Xəzər sahilində böyük oyun',
  // The longest date and clock forms: a two-digit day in a long month, late in the evening.
  starts_at: '2026-09-23T18:30:00.000Z',
  venue: 'Dalğa Arena, Şıxov çimərliyi yanında',
};
/** A payload of every kind that may go by SMS, with names as long as the forms allow. */
const SMS_DRAFTS: NotificationDraft[] = [
  { kind: 'waitlist_promoted', payload: { ...game, charged_qepik: 123_450 } },
  {
    kind: 'waitlist_place_held',
    payload: { ...game, hold_expires_at: '2026-09-23T17:55:00.000Z', top_up_qepik: 123_450 },
  },
  { kind: 'game_cancelled', payload: { ...game, refund_qepik: 123_450 } },
  {
    kind: 'game_changed',
    payload: { ...game, previous_starts_at: '2026-09-22T18:30:00.000Z', previous_venue: 'Köhnə meydança' },
  },
];

describe('SMS encoding', () => {
  it('keeps Latin text in GSM 7-bit and counts the extension characters twice', () => {
    expect(smsEncoding("Oyna: you're in the game on Sat 28 Nov, 19:00.")).toEqual({
      unicode: false,
      segments: 1,
    });
    expect(smsEncoding('x'.repeat(160))).toEqual({ unicode: false, segments: 1 });
    expect(smsEncoding(`${'x'.repeat(159)}€`)).toEqual({ unicode: false, segments: 2 });
  });

  it('needs UCS-2 for Azerbaijani letters and Cyrillic: 70 characters a message', () => {
    expect(smsEncoding('Oyun ləğv edildi').unicode).toBe(true);
    expect(smsEncoding('Игра отменена').unicode).toBe(true);
    expect(smsEncoding('ə'.repeat(70)).segments).toBe(1);
    expect(smsEncoding('ə'.repeat(71)).segments).toBe(2);
  });

  it('covers every kind that may go by SMS', () => {
    expect(SMS_DRAFTS.map((draft) => draft.kind).sort()).toEqual([...SMS_KINDS].sort());
  });

  it.each(LANGUAGES)('fits the SMS of every SMS kind into one message in %s', (language) => {
    for (const draft of SMS_DRAFTS) {
      const { sms } = renderNotification(draft, language);
      const encoding = smsEncoding(sms);
      expect(encoding.segments, `${draft.kind}: ${sms}`).toBe(1);
      if (encoding.unicode)
        expect(sms.length, `${draft.kind}: ${sms}`).toBeLessThanOrEqual(SMS_SEGMENT_CHARACTERS);
      expect(sms, draft.kind).toMatch(/^Oyna: /);
    }
  });

  it('writes Azerbaijani and Russian SMS in UCS-2, so they are held to its length', () => {
    for (const draft of SMS_DRAFTS) {
      expect(smsEncoding(renderNotification(draft, 'ru').sms).unicode, draft.kind).toBe(true);
    }
    expect(smsEncoding(renderNotification(SMS_DRAFTS[2] as NotificationDraft, 'az').sms).unicode).toBe(true);
  });
});
