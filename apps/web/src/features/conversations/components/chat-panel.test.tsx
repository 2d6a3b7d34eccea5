// @vitest-environment jsdom
import type { ConversationMessage, ConversationPage } from '@oyna/shared';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { AppProvider } from '../../../app/provider';
import { apiClient } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { aMessage } from '../testing/message-fixture';
import { ChatPanel } from './chat-panel';

const GAME = '5d3c1b2a-1111-4222-8333-944455556666';
const CONVERSATION = '6e4d2c3b-2222-4333-8444-a55566667777';
const ME = {
  id: '7f5e3d4c-3333-4444-8555-b66677778888',
  first_name: 'Aysel',
  last_name: 'Məmmədova',
  photo_url: null,
};
const HIM = {
  id: '8a6f4e5d-4444-4555-8666-c77788889999',
  first_name: 'Rauf',
  last_name: 'Əliyev',
  photo_url: null,
};

function message(overrides: Partial<ConversationMessage>): ConversationMessage {
  return aMessage({
    id: crypto.randomUUID(),
    conversation_id: CONVERSATION,
    author: HIM,
    body: '',
    ...overrides,
  });
}

function page(messages: ConversationMessage[], unread = 0): ConversationPage {
  return {
    conversation: {
      id: CONVERSATION,
      kind: 'game',
      subject_id: GAME,
      my_role: 'player',
      read_only: false,
      read_only_after: new Date(Date.now() + 86_400_000).toISOString(),
      muted: false,
      unread_count: unread,
      may_announce: false,
    },
    pinned: null,
    messages,
    has_older: false,
  };
}

const get = vi.spyOn(apiClient, 'get');
const post = vi.spyOn(apiClient, 'post');

function renderPanel(leaveDialog?: (props: { open: boolean; onClose: () => void }) => React.ReactNode) {
  render(
    <AppProvider>
      <MemoryRouter>
        <ChatPanel subject={{ kind: 'game', id: GAME }} leaveDialog={leaveDialog} />
      </MemoryRouter>
    </AppProvider>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  get.mockReset();
  post.mockReset();
});

describe("a game's chat", () => {
  it('shows a message as the text typed, markup and links included, never as HTML', async () => {
    get.mockResolvedValue({
      data: page([message({ body: '<img src=x onerror=alert(1)> <b>bold</b> https://example.com' })]),
    });
    renderPanel();
    const body = await screen.findByTestId('message-body');
    expect(body.textContent).toBe('<img src=x onerror=alert(1)> <b>bold</b> https://example.com');
    expect(body.querySelector('img, b, a')).toBeNull();
  });

  it('sends a typed message, trimmed, and marks what I see read', async () => {
    const last = message({ body: 'Salam' });
    get.mockResolvedValue({ data: page([last], 1) });
    post.mockResolvedValue({ data: message({ body: 'Gəlirəm', mine: true, author: ME }) });
    renderPanel();
    await screen.findByText('Salam');
    await vi.waitFor(() =>
      expect(post).toHaveBeenCalledWith(`/conversations/${CONVERSATION}/read`, { message_id: last.id }),
    );
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: '  Gəlirəm  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() =>
      expect(post).toHaveBeenCalledWith(`/games/${GAME}/conversation/messages`, {
        body: 'Gəlirəm',
        reply_to_id: null,
      }),
    );
  });

  it('sends a quick reply in my language, and "I can\'t come" offers to leave the game', async () => {
    await i18n.changeLanguage('az');
    get.mockResolvedValue({ data: page([]) });
    post.mockResolvedValue({ data: message({ body: 'Gələ bilmirəm', mine: true, author: ME }) });
    renderPanel(({ open }) => (open ? <p>leave dialog</p> : null));
    fireEvent.click(await screen.findByText('Gələ bilmirəm'));
    await vi.waitFor(() =>
      expect(post).toHaveBeenCalledWith(`/games/${GAME}/conversation/messages`, {
        body: 'Gələ bilmirəm',
        reply_to_id: null,
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Oyundan çıx' }));
    expect(await screen.findByText('leave dialog')).toBeTruthy();
  });

  it('offers to edit my message only while its 5 minutes last', async () => {
    get.mockResolvedValue({
      data: page([
        message({
          body: 'fresh',
          mine: true,
          author: ME,
          editable_until: new Date(Date.now() + 60_000).toISOString(),
          can_delete: true,
        }),
        message({ body: 'old', mine: true, author: ME, editable_until: null, can_delete: true }),
        message({ body: 'his', can_delete: false }),
      ]),
    });
    renderPanel();
    const [fresh, old, his] = await screen.findAllByTestId('message');
    if (!fresh || !old || !his) throw new Error('three messages expected');
    expect(within(fresh).queryByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(within(old).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(old).queryByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(within(his).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(his).queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('writes system lines in the reader language from their key', async () => {
    await i18n.changeLanguage('ru');
    get.mockResolvedValue({
      data: page([
        message({ kind: 'system', author: null, author_role: null, system_key: 'place_freed', subject: HIM }),
      ]),
    });
    renderPanel();
    expect((await screen.findByTestId('system-line')).textContent).toBe(
      'Rauf Əliyev вышел из игры: освободилось место.',
    );
  });

  it('pins the latest announcement above the messages, and lets the organizer write one', async () => {
    const pinned = message({
      kind: 'announcement',
      body: 'Oyun 2 saylı meydançadadır',
      announcement: { time_or_place_change: false, seen: null, game_change: null },
    });
    const data = page([pinned]);
    get.mockResolvedValue({
      data: { ...data, pinned, conversation: { ...data.conversation, may_announce: true } },
    });
    post.mockResolvedValue({
      data: message({ kind: 'announcement', body: 'Pitch 3', mine: true, author: ME }),
    });
    renderPanel();
    const banner = await screen.findByRole('region', { name: 'Pinned announcement' });
    expect(banner.textContent).toContain('Oyun 2 saylı meydançadadır');
    expect((await screen.findByTestId('announcement')).textContent).toContain('Oyun 2 saylı meydançadadır');
    fireEvent.click(screen.getByRole('button', { name: 'Write an announcement' }));
    fireEvent.change(screen.getByLabelText('Announcement'), { target: { value: 'Pitch 3' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'The time or place changes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Announce' }));
    await vi.waitFor(() =>
      expect(post).toHaveBeenCalledWith(`/conversations/${CONVERSATION}/announcements`, {
        body: 'Pitch 3',
        time_or_place_change: true,
      }),
    );
    await vi.waitFor(() => expect(screen.queryByTestId('announcement-composer')).toBeNull());
  });

  it('offers a player no announcement', async () => {
    get.mockResolvedValue({ data: page([message({ body: 'Salam' })]) });
    renderPanel();
    await screen.findByText('Salam');
    expect(screen.queryByRole('button', { name: 'Write an announcement' })).toBeNull();
  });
});
