// @vitest-environment jsdom
import { type Notification, teamSlotLink } from '@oyna/shared';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { AppProvider } from '../../../app/provider';
import { apiClient } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { NotificationItem } from './notification-item';

const TEAM_ID = '00000000-0000-4000-8000-000000000001';
const SLOT_ID = '00000000-0000-4000-8000-000000000011';

const reminder: Notification = {
  id: '00000000-0000-4000-8000-000000000099',
  kind: 'team_slot_reminder',
  title: 'Training: are you coming?',
  body: 'Xəzər’s weekly slot: Dalğa Arena, Thu 3 Dec, 20:00.',
  link: teamSlotLink({ team_id: TEAM_ID, slot_id: SLOT_ID, date: '2026-12-03' }),
  urgent: false,
  created_at: '2026-12-01T16:00:00.000Z',
  read_at: null,
  archived_at: null,
};

const put = vi.spyOn(apiClient, 'put');
const onOpen = vi.fn();

function renderItem(notification: Notification, compact = false) {
  render(
    <AppProvider>
      <MemoryRouter>
        <ul>
          <NotificationItem
            notification={notification}
            now={new Date('2026-12-01T17:00:00.000Z')}
            onOpen={onOpen}
            compact={compact}
          />
        </ul>
      </MemoryRouter>
    </AppProvider>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  put.mockReset();
  onOpen.mockReset();
});

describe('a weekly slot reminder in the notification centre', () => {
  it('answers the date its link names, then shows the answer and counts as read', async () => {
    renderItem(reminder);
    put.mockResolvedValue({ data: {} });
    const maybe = screen.getByRole('button', { name: 'Maybe' });
    fireEvent.click(maybe);
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(`/teams/${TEAM_ID}/slots/${SLOT_ID}/dates/2026-12-03/answer`, {
        answer: 'maybe',
      }),
    );
    expect((await screen.findByRole('status')).textContent).toBe('Your answer: Maybe');
    expect(screen.getByRole('button', { name: 'Maybe' }).getAttribute('aria-pressed')).toBe('true');
    expect(onOpen).toHaveBeenCalledWith(reminder);
  });

  it('keeps the buttons out of the bell’s short list and off other notifications', () => {
    renderItem(reminder, true);
    expect(screen.queryByRole('button', { name: 'Coming' })).toBeNull();
    cleanup();
    renderItem({ ...reminder, kind: 'team_slot_squad' });
    expect(screen.queryByRole('button', { name: 'Coming' })).toBeNull();
  });

  it('says why an answer was refused and shows no answer', async () => {
    renderItem(reminder);
    put.mockRejectedValue(new Error('closed'));
    fireEvent.click(screen.getByRole('button', { name: 'Coming' }));
    await waitFor(() => expect(put).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Coming' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('');
    expect(onOpen).not.toHaveBeenCalled();
  });
});
