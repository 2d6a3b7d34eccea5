import { describe, expect, it } from 'vitest';
import { escapeTelegramHtml, isButtonUrl, telegramMessage } from './telegram-message.js';

const rendered = { title: 'A <b> & co', body: 'Body > text', link: '/games/1', sms: '' };

describe('a notification as a Telegram message', () => {
  it('escapes the three characters HTML mode reads', () => {
    expect(escapeTelegramHtml('<a href="x">&amp;</a>')).toBe('&lt;a href="x"&gt;&amp;amp;&lt;/a&gt;');
  });

  it("puts the title in bold, the body under it, and an Open button in the reader's language", () => {
    const message = telegramMessage('42', rendered, { url: 'https://oyna.az/games/1', language: 'ru' });
    expect(message).toEqual({
      chat_id: '42',
      text: '<b>A &lt;b&gt; &amp; co</b>\nBody &gt; text',
      parse_mode: 'HTML',
      link_preview_options: { is_disabled: true },
      reply_markup: { inline_keyboard: [[{ text: 'Открыть', url: 'https://oyna.az/games/1' }]] },
    });
  });

  it('writes the link in the text where Telegram would refuse it as a button', () => {
    for (const url of [
      'http://localhost:3000/games/1',
      'http://127.0.0.1:3000/games/1',
      'http://oyna/games/1',
    ]) {
      expect(isButtonUrl(url)).toBe(false);
      const message = telegramMessage('42', rendered, { url, language: 'az' });
      expect(message.reply_markup).toBeUndefined();
      expect(message.text.endsWith(`\n${url}`)).toBe(true);
    }
  });
});
