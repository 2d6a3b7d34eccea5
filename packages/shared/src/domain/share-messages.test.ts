import { describe, expect, it } from 'vitest';
import {
  type SharedGameFacts,
  chatPriceText,
  competitionShareMessage,
  gameShareMessage,
  placesLeftText,
  shareMessageText,
  teamInviteShareMessage,
  telegramShareUrl,
  whatsappChatUrl,
  whatsappNumber,
  whatsappShareUrl,
} from './share-messages.js';

// Wednesday 26 November 2025, 16:00 UTC: 20:00 in Baku (UTC+4 all year).
const game: SharedGameFacts = {
  title: 'Axşam futbolu',
  starts_at: '2025-11-26T16:00:00.000Z',
  venue: { name: 'Bakı Arena' },
  places_left: 3,
  price: 10,
  status: 'open',
};
const url = 'https://oyna.az/games/1?lang=az';

describe('a shared game’s message', () => {
  it('names the game, the day and the time in Baku, the venue, the places left and the price in Azerbaijani', () => {
    expect(shareMessageText(gameShareMessage(game, url, 'az'))).toBe(
      `⚽ Axşam futbolu\n26 noyabr, çərşənbə, 20:00 — Bakı Arena, 3 yer qalıb, 10\u00a0₼.\nQoşul: ${url}`,
    );
  });

  it('is written in Russian and English for those sharers', () => {
    expect(gameShareMessage(game, url, 'ru').text).toBe(
      '⚽ Axşam futbolu\n26 ноября, среда, 20:00 — Bakı Arena, осталось 3 места, 10\u00a0₼.',
    );
    expect(gameShareMessage(game, url, 'en').text).toBe(
      '⚽ Axşam futbolu\nWednesday, 26 November, 20:00 — Bakı Arena, 3 places left, 10\u00a0₼.',
    );
  });

  it('reads the kick-off on Baku’s clock whatever the machine’s zone: 22:30 UTC is the next day in Baku', () => {
    const late = { ...game, starts_at: '2025-11-26T22:30:00.000Z' };
    expect(gameShareMessage(late, url, 'az').text).toContain('27 noyabr, cümə axşamı, 02:30');
  });

  it('says a full game has a waitlist and a cancelled one is off, without places or price', () => {
    expect(gameShareMessage({ ...game, places_left: 0, status: 'full' }, url, 'az').text).toContain(
      'yer qalmayıb, növbəyə yazılmaq olar',
    );
    const cancelled = gameShareMessage({ ...game, status: 'cancelled' }, url, 'ru');
    expect(cancelled.text).toContain('Игра отменена.');
    expect(cancelled.text).not.toContain('₼');
    expect(cancelled.linkLead).toBe('Подробнее');
  });
});

describe('the places left', () => {
  it.each([
    [1, 'осталось 1 место'],
    [3, 'осталось 3 места'],
    [5, 'осталось 5 мест'],
    [11, 'осталось 11 мест'],
    [21, 'осталось 21 место'],
    [22, 'осталось 22 места'],
  ])('Russian agrees with %i', (count, text) => {
    expect(placesLeftText(count, 'ru')).toBe(text);
  });

  it('English has one place and several places; Azerbaijani keeps the noun singular', () => {
    expect(placesLeftText(1, 'en')).toBe('1 place left');
    expect(placesLeftText(2, 'en')).toBe('2 places left');
    expect(placesLeftText(5, 'az')).toBe('5 yer qalıb');
  });
});

describe('the price in a chat', () => {
  it('drops the zero qəpik, keeps real ones and says free', () => {
    expect(chatPriceText(10, 'az')).toBe('10\u00a0₼');
    expect(chatPriceText(12.5, 'az')).toBe('12,50\u00a0₼');
    expect(chatPriceText(12.5, 'en')).toBe('12.50\u00a0₼');
    expect(chatPriceText(0, 'ru')).toBe('бесплатно');
  });
});

describe('the chat apps’ links', () => {
  it('WhatsApp gets the whole message with the link last; Telegram gets the link and the words apart', () => {
    const message = gameShareMessage(game, url, 'az');
    const whatsapp = new URL(whatsappShareUrl(message));
    expect(whatsapp.origin).toBe('https://wa.me');
    expect(whatsapp.searchParams.get('text')).toBe(shareMessageText(message));
    const telegram = new URL(telegramShareUrl(message));
    expect(`${telegram.origin}${telegram.pathname}`).toBe('https://t.me/share/url');
    expect(telegram.searchParams.get('url')).toBe(url);
    expect(telegram.searchParams.get('text')).toBe(message.text);
  });

  it('a team’s invitation and a competition have their own words', () => {
    expect(teamInviteShareMessage('Neftçi veteranları', url, 'az').text).toBe(
      '⚽ Oyna-da «Neftçi veteranları» komandasına qoşul.',
    );
    expect(teamInviteShareMessage('Neftçi', url, 'ru').text).toBe('⚽ Вступай в команду «Neftçi» в Oyna.');
    expect(competitionShareMessage('Bakı Kuboku', url, 'en').linkLead).toBe('Details');
  });
});

describe('writing to the organizer', () => {
  it('takes an Azerbaijani mobile number in any writing and refuses fixed lines and foreign numbers', () => {
    expect(whatsappNumber('+994501234567')).toBe('994501234567');
    expect(whatsappNumber('055 765 43 21')).toBe('994557654321');
    expect(whatsappNumber('(012) 555-12-34')).toBeNull();
    expect(whatsappNumber('+79161234567')).toBeNull();
    expect(whatsappNumber(null)).toBeNull();
  });

  it('opens the chat with a greeting naming the game, its time and its page', () => {
    const chat = new URL(whatsappChatUrl('994501234567', game, url, 'az'));
    expect(chat.pathname).toBe('/994501234567');
    expect(chat.searchParams.get('text')).toBe(
      `Salam! Oyna-dakı «Axşam futbolu» oyunu (26 noyabr, çərşənbə, 20:00) barədə yazıram: ${url}`,
    );
    expect(new URL(whatsappChatUrl('994501234567', game, url, 'ru')).searchParams.get('text')).toContain(
      'Пишу насчёт игры «Axşam futbolu»',
    );
  });
});
