import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS, SMS_KINDS, SMS_SEGMENT_CHARACTERS } from '../domain/notifications.js';
import { LANGUAGES, type Language } from '../i18n/languages.js';
import type { NotificationDraft, NotificationPayloads } from './notification-payloads.js';
import { renderNotification } from './notification-templates.js';
import { parseTeamSlotLink } from './team-slot-templates.js';

const game = {
  game_id: '00000000-0000-4000-8000-000000000001',
  title: 'Axşam futbolu',
  starts_at: '2026-11-28T15:00:00.000Z',
  venue: 'Dalğa Arena',
};
const team = { team_id: '00000000-0000-4000-8000-000000000002', team_name: 'Xəzər Qartalları' };
const match = {
  team_match_id: '00000000-0000-4000-8000-000000000003',
  opponent_name: 'Bakı Şirləri',
  starts_at: game.starts_at,
};

const competition = {
  competition_id: '00000000-0000-4000-8000-000000000004',
  competition_name: 'Bakı Yaz Kuboku',
};
const competitionMatch = {
  ...competition,
  match_id: '00000000-0000-4000-8000-000000000005',
  opponent_name: 'Bakı Şirləri',
  starts_at: game.starts_at,
  venue: 'Dalğa Arena',
};

const teamSlot = {
  ...team,
  slot_id: '00000000-0000-4000-8000-000000000007',
  slot_kind: 'training' as const,
  date: '2026-11-28',
  starts_at: game.starts_at,
  venue: 'Dalğa Arena',
};

/** A realistic payload of every kind. */
const PAYLOADS: NotificationPayloads = {
  booking_confirmed: { ...game, paid_qepik: 1200, cash_qepik: 0 },
  waitlist_promoted: { ...game, charged_qepik: 1200 },
  waitlist_place_held: { ...game, hold_expires_at: '2026-11-28T10:10:00.000Z', top_up_qepik: 1200 },
  hold_expiring: { ...game, hold_expires_at: '2026-11-28T10:10:00.000Z' },
  game_cancelled: { ...game, refund_qepik: 1200 },
  game_changed: { ...game, previous_starts_at: '2026-11-28T14:00:00.000Z', previous_venue: null },
  game_reminder_day: game,
  game_reminder_hours: game,
  organizer_reminder: { ...game, players_count: 12, capacity: 14 },
  referee_assigned: { ...game, organizer_name: 'Rəşad Məmmədov' },
  series_date_refused: {
    series_id: '00000000-0000-4000-8000-000000000006',
    title: game.title,
    starts_at: game.starts_at,
    venue: 'Dalğa Arena',
    problem: 'venue_pitches_taken',
  },
  series_regular_booked: { ...game, series_id: '00000000-0000-4000-8000-000000000006', paid_qepik: 1200 },
  series_regular_held: {
    ...game,
    series_id: '00000000-0000-4000-8000-000000000006',
    hold_expires_at: '2026-11-28T10:10:00.000Z',
    top_up_qepik: 700,
  },
  series_regular_left_out: {
    ...game,
    series_id: '00000000-0000-4000-8000-000000000006',
    reason: 'lower_attendance',
  },
  series_regular_status: {
    series_id: '00000000-0000-4000-8000-000000000006',
    title: game.title,
    change: 'removed_misses',
    misses: 2,
  },
  game_alert: {
    alert_id: '00000000-0000-4000-8000-000000000007',
    digest: false,
    games: [{ ...game, price_qepik: 800 }],
    unsubscribe_token: 'token',
  },
  game_alert_paused: { alert_id: '00000000-0000-4000-8000-000000000007', weeks: 3 },
  watched_place_free: { ...game, hold_minutes: 5 },
  sides_published: game,
  result_recorded: { ...game, vote_closes_at: '2026-11-29T15:00:00.000Z' },
  vote_closing: { ...game, vote_closes_at: '2026-11-29T15:00:00.000Z' },
  rating_changed: { ...game, before: 1510.4, after: 1524.6 },
  topup_credited: { amount_qepik: 2000, balance_qepik: 3550 },
  topup_failed: { amount_qepik: 2000 },
  team_invitation_received: { ...team, invited_by: 'Rəşad Məmmədov' },
  team_invitation_accepted: { ...team, player_name: 'Elvin Həsənov' },
  team_invitation_declined: { ...team, player_name: 'Elvin Həsənov' },
  team_join_request: { ...team, player_name: 'Elvin Həsənov' },
  team_match_challenge: { ...team, ...match },
  team_match_accepted: { ...team, ...match },
  team_match_result_to_confirm: { ...team, ...match, score: '3:2' },
  competition_fixtures_published: { ...team, ...competition, first_starts_at: game.starts_at },
  competition_match_moved: { ...team, ...competitionMatch, previous_starts_at: '2026-11-28T14:00:00.000Z' },
  competition_result_to_confirm: { ...team, ...competitionMatch, score: '2:1' },
  competition_team_outcome: { ...team, ...competition, outcome: 'qualified' },
  competition_match_tomorrow: { ...team, ...competitionMatch },
  competition_draw_failed: { ...competition, reason: 'schedule' },
  competition_cancelled: {
    ...team,
    ...competition,
    reason: 'Meydança bağlanıb',
    too_few_teams: false,
    fee_refunded: true,
  },
  competition_team_refused: { ...team, ...competition, fee_refunded: false },
  team_slot_reminder: { ...teamSlot },
  team_slot_changed: {
    ...teamSlot,
    change: 'changed',
    previous_starts_at: '2026-11-28T14:00:00.000Z',
    previous_venue: 'Bakı Arena',
  },
  team_slot_squad: { ...teamSlot },
  announcement: {
    conversation_kind: 'team',
    subject_id: team.team_id,
    title: team.team_name,
    author_name: 'Rəşad Məmmədov',
    body: 'Cümə axşamı məşq saat 20:00-da başlayır, formaları unutmayın.',
    time_or_place_change: false,
  },
  conversation_messages: {
    conversation_kind: 'game',
    subject_id: game.game_id,
    conversation_id: '6f1c9a52-3a8e-4c1e-9d0f-2b7e8a4c5d61',
    title: 'Cümə 5x5',
    count: 3,
  },
  support_reply: {
    request_id: '0b6f2c1e-8d4a-4f3b-9c2e-7a1d5e9f3b20',
    topic: 'payment',
    body: 'Ödənişiniz balansınıza köçürüldü.',
  },
};
const drafts = NOTIFICATION_KINDS.map((kind) => ({ kind, payload: PAYLOADS[kind] }) as NotificationDraft);

describe('notification templates', () => {
  it.each(LANGUAGES)('write every kind in %s with a title, a body and a link into the app', (language) => {
    for (const draft of drafts) {
      const written = renderNotification(draft, language);
      expect(written.title.length, draft.kind).toBeGreaterThan(0);
      expect(written.body, draft.kind).not.toMatch(/undefined|NaN|\[object/);
      expect(written.link, draft.kind).toMatch(/^\/[a-z]/);
    }
  });

  it.each(LANGUAGES)('fit the SMS of every urgent kind into one UCS-2 message in %s', (language) => {
    for (const draft of drafts.filter((each) => SMS_KINDS.includes(each.kind))) {
      const { sms } = renderNotification(draft, language);
      expect(sms.length, `${draft.kind}: ${sms}`).toBeLessThanOrEqual(SMS_SEGMENT_CHARACTERS);
    }
  });

  it('writes times in Baku time and money in manat', () => {
    const written = renderNotification({ kind: 'game_cancelled', payload: PAYLOADS.game_cancelled }, 'en');
    expect(written.body).toContain('19:00');
    expect(written.body).toContain('12.00\u00a0₼');
  });

  it('writes money with the decimal separator of the language: a comma in az and ru', () => {
    const draft = { kind: 'game_cancelled', payload: PAYLOADS.game_cancelled } as const;
    expect(renderNotification(draft, 'az').body).toContain('12,00\u00a0₼');
    expect(renderNotification(draft, 'ru').body).toContain('12,00\u00a0₼');
    expect(renderNotification(draft, 'az').body).not.toContain('12.00');
  });

  it('leaves out the charge when a promoted place cost nothing', () => {
    const free = renderNotification(
      { kind: 'waitlist_promoted', payload: { ...game, charged_qepik: 0 } },
      'az',
    );
    expect(free.body).not.toContain('₼');
  });
});

describe('the words of the native-speaker pass (issue 29 wording table)', () => {
  const render = (kind: (typeof NOTIFICATION_KINDS)[number], language: 'az' | 'ru' | 'en') =>
    renderNotification({ kind, payload: PAYLOADS[kind] } as NotificationDraft, language);

  it('a challenge names both teams as the reader sees them, a friendly', () => {
    expect(render('team_match_challenge', 'az').body).toContain(
      `«${match.opponent_name}» komandası sizin «${team.team_name}» komandanızı yoldaşlıq oyununa çağırır.`,
    );
  });

  it('a result is recorded ("qeyd etdi", "внесла"), not written', () => {
    expect(render('team_match_result_to_confirm', 'az').body).toContain('matçın nəticəsini qeyd etdi: 3:2');
    expect(render('team_match_result_to_confirm', 'ru').body).toContain(
      `Команда «${match.opponent_name}» внесла результат матча: 3:2. Подтвердите или оспорьте.`,
    );
    expect(render('result_recorded', 'az').title).toBe('Oyunun nəticəsi qeyd edildi');
    expect(render('result_recorded', 'ru').title).toBe('Результат игры внесён');
  });

  it('a place from the waitlist reads "Вы в игре: освободилось место"', () => {
    expect(render('waitlist_promoted', 'ru').title).toBe('Вы в игре: освободилось место');
  });

  it('a booking confirmed is written in all three languages', () => {
    expect(render('booking_confirmed', 'az').title).toBe('Oyuna yazıldınız');
    expect(render('booking_confirmed', 'ru').body).toContain('С баланса списано 12');
    expect(render('booking_confirmed', 'en').body).toContain('is confirmed');
  });

  it('a weekly slot reminder links to the team page with its slot and date, which parse back', () => {
    const link = render('team_slot_reminder', 'az').link;
    expect(link).toBe(`/teams/${team.team_id}?slot=${teamSlot.slot_id}&date=2026-11-28`);
    expect(parseTeamSlotLink(link)).toEqual({
      teamId: team.team_id,
      slotId: teamSlot.slot_id,
      date: '2026-11-28',
    });
    expect(parseTeamSlotLink(`/teams/${team.team_id}`)).toBeNull();
    expect(render('team_slot_reminder', 'ru').title).toBe('Тренировка: придёте?');
  });

  it('an announcement names its author, and links to the chat of the page it was made on', () => {
    expect(render('announcement', 'az').title).toBe(`Elan: ${team.team_name}`);
    expect(render('announcement', 'ru').body).toBe(
      'Rəşad Məmmədov: Cümə axşamı məşq saat 20:00-da başlayır, formaları unutmayın.',
    );
    expect(render('announcement', 'en').link).toBe(`/teams/${team.team_id}#conversation`);
    const moved = renderNotification(
      {
        kind: 'announcement',
        payload: {
          ...PAYLOADS.announcement,
          conversation_kind: 'game',
          subject_id: game.game_id,
          time_or_place_change: true,
        },
      },
      'ru',
    );
    expect(moved.title).toBe(`Изменились время или место: ${team.team_name}`);
    expect(moved.link).toBe(`/games/${game.game_id}#conversation`);
  });

  it('new messages in a chat are counted with the plural forms of each language, and link to the chat', () => {
    const told = (count: number, language: Language) =>
      renderNotification(
        { kind: 'conversation_messages', payload: { ...PAYLOADS.conversation_messages, count } },
        language,
      ).title;
    expect(told(3, 'az')).toBe('«Cümə 5x5» söhbətində 3 yeni mesaj');
    expect(told(1, 'ru')).toBe('1 новое сообщение в чате «Cümə 5x5»');
    expect(told(3, 'ru')).toBe('3 новых сообщения в чате «Cümə 5x5»');
    expect(told(5, 'ru')).toBe('5 новых сообщений в чате «Cümə 5x5»');
    expect(told(21, 'ru')).toBe('21 новое сообщение в чате «Cümə 5x5»');
    expect(told(1, 'en')).toBe('1 new message in the “Cümə 5x5” chat');
    expect(told(12, 'en')).toBe('12 new messages in the “Cümə 5x5” chat');
    expect(render('conversation_messages', 'en').link).toBe(`/games/${game.game_id}#conversation`);
  });
});
