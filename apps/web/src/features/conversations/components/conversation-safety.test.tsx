// @vitest-environment jsdom
import type { ConversationModeration } from '@oyna/shared';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { apiClient } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { MessageItem } from './message-item';
import { ModerationControls } from './moderation-controls';
import { ReportDialog } from './report-dialog';
import { A_CONVERSATION, RAUF, aMessage } from '../testing/message-fixture';

const CONVERSATION = A_CONVERSATION;
const HIM = RAUF;

const message = aMessage;

const post = vi.spyOn(apiClient, 'post');
const put = vi.spyOn(apiClient, 'put');
const remove = vi.spyOn(apiClient, 'delete');

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  post.mockReset();
  put.mockReset();
  remove.mockReset();
});

const noop = () => undefined;

describe('reporting a message', () => {
  it("offers Report on another's message only, and shows a hidden one as hidden by a moderator", async () => {
    await i18n.changeLanguage('az');
    const onReport = vi.fn();
    const { unmount } = render(
      <AppProvider>
        <ul>
          <MessageItem
            message={message()}
            now={Date.now()}
            onReply={noop}
            onEdit={noop}
            onDelete={noop}
            onReport={onReport}
          />
          <MessageItem
            message={message({ id: 'c1c1c1c1-1111-4111-8111-111111111111', mine: true, body: 'Mənim' })}
            now={Date.now()}
            onReply={noop}
            onEdit={noop}
            onDelete={noop}
            onReport={onReport}
          />
        </ul>
      </AppProvider>,
    );
    const buttons = screen.getAllByRole('button', { name: 'Şikayət et' });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0] as HTMLElement);
    expect(onReport).toHaveBeenCalledWith(expect.objectContaining({ body: 'Salam' }));
    unmount();
    render(
      <AppProvider>
        <ul>
          <MessageItem
            message={message({ deleted: true, hidden: true, body: '' })}
            now={Date.now()}
            onReply={noop}
            onEdit={noop}
            onDelete={noop}
            onReport={onReport}
          />
        </ul>
      </AppProvider>,
    );
    expect(screen.getByTestId('message-body').textContent).toBe('Moderator tərəfindən gizlədilib');
    expect(screen.queryByRole('button', { name: 'Şikayət et' })).toBeNull();
  });

  it('sends the reason and the note, and only once a reason is chosen', async () => {
    post.mockResolvedValue({ data: { id: 'd1d1d1d1-1111-4111-8111-111111111111' } });
    const onClose = vi.fn();
    render(
      <AppProvider>
        <ReportDialog message={message()} onClose={onClose} />
      </AppProvider>,
    );
    const send = screen.getByRole('button', { name: 'Send' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Insult' }));
    fireEvent.change(screen.getByLabelText('Note (optional)'), { target: { value: '  Calls me names  ' } });
    fireEvent.click(send);
    await vi.waitFor(() =>
      expect(post).toHaveBeenCalledWith(`/conversations/${CONVERSATION}/messages/${message().id}/reports`, {
        reason: 'insult',
        note: 'Calls me names',
      }),
    );
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});

describe('slow mode and mutes', () => {
  const moderation = (overrides: Partial<ConversationModeration>): ConversationModeration => ({
    slow_mode_seconds: null,
    muted_me: false,
    may_moderate: false,
    muted: [],
    ...overrides,
  });

  it('tells a player that slow mode is on and that they are muted, with no switch', async () => {
    await i18n.changeLanguage('ru');
    render(
      <AppProvider>
        <ModerationControls
          conversationId={CONVERSATION}
          moderation={moderation({ slow_mode_seconds: 30, muted_me: true })}
        />
      </AppProvider>,
    );
    expect(screen.getByText('Медленный режим: каждый игрок может писать раз в 30 с.')).toBeTruthy();
    expect(screen.getByText('В этом чате вам запрещено писать: вы можете только читать.')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('lets the organizer switch slow mode and unmute a muted player', async () => {
    put.mockResolvedValue({ data: null });
    remove.mockResolvedValue({ data: null });
    render(
      <AppProvider>
        <ModerationControls
          conversationId={CONVERSATION}
          moderation={moderation({ may_moderate: true, muted: [HIM] })}
        />
      </AppProvider>,
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Slow mode' }));
    fireEvent.click(await screen.findByRole('option', { name: 'One message every 60 s' }));
    await vi.waitFor(() =>
      expect(put).toHaveBeenCalledWith(`/conversations/${CONVERSATION}/slow-mode`, { seconds: 60 }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Unmute player' }));
    await vi.waitFor(() =>
      expect(remove).toHaveBeenCalledWith(`/conversations/${CONVERSATION}/muted-members/${HIM.id}`),
    );
  });

  it('offers Mute on a message to the moderator', () => {
    const onMute = vi.fn();
    render(
      <AppProvider>
        <ul>
          <MessageItem
            message={message()}
            now={Date.now()}
            onReply={noop}
            onEdit={noop}
            onDelete={noop}
            onMute={onMute}
          />
        </ul>
      </AppProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Mute player' }));
    expect(onMute).toHaveBeenCalled();
  });
});
