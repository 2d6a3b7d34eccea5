// @vitest-environment jsdom
import type { ConversationMessage } from '@oyna/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { i18n } from '../../../lib/i18n';
import { aMessage } from '../testing/message-fixture';
import { AnnouncementBanner } from './announcement-banner';

function announcement(overrides: Partial<ConversationMessage> = {}): ConversationMessage {
  return aMessage({
    kind: 'announcement',
    author_role: 'organizer',
    body: 'Oyun 2 saylı meydançadadır',
    announcement: { time_or_place_change: false, seen: null, game_change: null },
    // 19:00 in Baku.
    created_at: '2026-11-27T15:00:00.000Z',
    ...overrides,
  });
}

const show = (message: ConversationMessage) =>
  render(
    <AppProvider>
      <AnnouncementBanner announcement={message} />
    </AppProvider>,
  );

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('the pinned announcement', () => {
  it('is a labelled region with the text as typed (never HTML), its author and time', () => {
    show(announcement({ body: '<b>Gəlin</b> https://example.com' }));
    const banner = screen.getByRole('region', { name: 'Pinned announcement' });
    expect(banner.textContent).toContain('Announcement');
    const body = screen.getByTestId('announcement-body');
    expect(body.textContent).toBe('<b>Gəlin</b> https://example.com');
    expect(body.querySelector('b, a')).toBeNull();
    expect(banner.textContent).toContain('Rauf Əliyev');
    expect(banner.textContent).toContain('19:00');
    expect(screen.queryByTestId('announcement-seen')).toBeNull();
  });

  it('tells its author how many of the others saw it', () => {
    show(
      announcement({
        mine: true,
        announcement: { time_or_place_change: false, seen: { seen_by: 11, of: 14 }, game_change: null },
      }),
    );
    expect(screen.getByTestId('announcement-seen').textContent).toBe('Seen by 11 of 14');
  });

  it("writes a game's own announcement of a new time and venue in the reader's language", async () => {
    await i18n.changeLanguage('ru');
    show(
      announcement({
        author: null,
        author_role: null,
        body: '',
        system_key: 'game_changed',
        announcement: {
          time_or_place_change: true,
          seen: { seen_by: 2, of: 9 },
          game_change: {
            starts_at: '2026-11-28T16:00:00.000Z',
            previous_starts_at: '2026-11-28T15:00:00.000Z',
            venue: 'Dalğa Arena',
            previous_venue: null,
          },
        },
      }),
    );
    const banner = screen.getByRole('region', { name: 'Закреплённое объявление' });
    expect(banner.textContent).toContain('Изменились время или место');
    const body = screen.getByTestId('announcement-body').textContent ?? '';
    expect(body).toMatch(/^Игра изменилась: .*20:00, Dalğa Arena\. Раньше: .*19:00\.$/);
    expect(banner.textContent).toContain('Сама игра');
    expect(screen.getByTestId('announcement-seen').textContent).toBe('Прочитали 2 из 9');
  });
});
