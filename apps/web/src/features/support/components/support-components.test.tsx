// @vitest-environment jsdom
import type { ConversationMessage, SupportContext } from '@oyna/shared';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { i18n } from '../../../lib/i18n';
import { supportContextText } from './support-context-line';
import { SupportRequestForm } from './support-request-form';
import { SupportThread, authorLabel } from './support-thread';

const mutate = vi.fn();
vi.mock('../api/support', () => ({
  useCreateSupportRequest: () => ({ mutate, isPending: false, isError: false, error: null }),
}));

const id = '0b6f2c1e-8d4a-4f3b-9c2e-7a1d5e9f3b20';
const admin = {
  id: '11111111-1111-4111-8111-111111111111',
  first_name: 'Nigar',
  last_name: 'Həsənova',
  photo_url: null,
};
const message = (overrides: Partial<ConversationMessage>): ConversationMessage => ({
  id: '22222222-2222-4222-8222-222222222222',
  conversation_id: id,
  kind: 'text',
  author: admin,
  author_role: 'admin',
  author_team: null,
  body: 'Pulunuz qaytarıldı',
  reply_to: null,
  system_key: null,
  announcement: null,
  subject: null,
  created_at: '2026-11-30T08:00:00.000Z',
  edited_at: null,
  deleted: false,
  hidden: false,
  mine: false,
  editable_until: null,
  can_delete: false,
  ...overrides,
});

beforeEach(async () => {
  mutate.mockReset();
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('a new support request', () => {
  it('sends nothing until a topic and words are given, then the topic, the trimmed text and the attachment', () => {
    const onRemove = vi.fn();
    render(
      <AppProvider>
        <SupportRequestForm
          context={{ kind: 'transaction', id }}
          initialTopic={null}
          onRemoveContext={onRemove}
          onCreated={vi.fn()}
        />
      </AppProvider>,
    );
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    expect(screen.getByText('This transaction will be attached to your request')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: '  Pul gəlmədi  ' } });
    expect(send.disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'A payment did not arrive' }));
    fireEvent.click(send);
    expect(mutate).toHaveBeenCalledWith(
      { topic: 'payment', body: 'Pul gəlmədi', context: { kind: 'transaction', id } },
      expect.anything(),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove the attachment' }));
    expect(onRemove).toHaveBeenCalled();
  });
});

describe("a request's conversation", () => {
  it('the player reads answers as Oyna support, the admin sees which admin wrote; mine are mine', () => {
    const t = i18n.t.bind(i18n);
    expect(authorLabel(message({}), 'player', t)).toBe('Oyna support');
    expect(authorLabel(message({}), 'admin', t)).toBe('Oyna support · Nigar');
    expect(authorLabel(message({ mine: true }), 'player', t)).toBe('You');
  });

  it('shows the messages as plain text and sends the trimmed reply', () => {
    const onSend = vi.fn();
    render(
      <AppProvider>
        <SupportThread
          messages={[message({ body: '<b>not bold</b>' })]}
          side="player"
          busy={false}
          error={null}
          composerLabel="Your reply"
          sendLabel="Send"
          onSend={onSend}
        />
      </AppProvider>,
    );
    expect(screen.getByText('<b>not bold</b>')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your reply'), { target: { value: ' Sağ olun ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('Sağ olun', expect.any(Function));
  });

  it('names the attachment: a top-up with its amount and state, a game, one that is gone', async () => {
    const t = i18n.t.bind(i18n);
    const base: SupportContext = {
      kind: 'payment',
      id,
      found: true,
      title: null,
      amount: 20,
      status: 'pending',
      at: '2026-11-29T10:00:00.000Z',
    };
    expect(supportContextText(base, t, 'en')).toBe('top-up 20.00\u00a0₼, Sun 29 November · 14:00 (pending)');
    expect(supportContextText({ ...base, kind: 'game', title: 'Cümə 5x5', amount: null }, t, 'en')).toContain(
      'Cümə 5x5',
    );
    expect(supportContextText({ ...base, found: false }, t, 'en')).toBe('the payment can no longer be found');
    await i18n.changeLanguage('ru');
    expect(supportContextText({ ...base, found: false, kind: 'game' }, i18n.t.bind(i18n), 'ru')).toBe(
      'игра больше не найдена',
    );
  });
});
