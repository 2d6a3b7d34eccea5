// @vitest-environment jsdom
import { defaultNotificationMatrix, type NotificationSettings } from '@oyna/shared';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { AppProvider } from '../../../app/provider';
import { apiClient } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { i18n } from '../../../lib/i18n';
import { NotificationSettingsCard } from './notification-settings-card';

const settings: NotificationSettings = {
  matrix: defaultNotificationMatrix(['email', 'telegram', 'push', 'sms']),
  quiet_hours: { enabled: true, start: '23:00', end: '08:00' },
  language: null,
  account_language: 'az',
  channels: {
    email: { configured: true, address: 'leyla@example.az', verified: false },
    telegram: { configured: true, linked: false, blocked: true, bot_username: 'oyna_bot' },
    push: {
      configured: true,
      public_key: 'BNc',
      subscriptions: [
        {
          id: '0b6f4c2e-6f43-4c3b-9a4e-6d2f0f7b1a11',
          user_agent: 'Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile Safari/537.36',
          created_at: '2026-11-20T10:00:00.000Z',
        },
      ],
    },
    sms: { configured: false, phone: '+994501234567' },
    whatsapp: {
      configured: false,
      captured: false,
      phone: '+994501234567',
      phone_verified: false,
      opted_in_at: null,
    },
  },
};

const get = vi.spyOn(apiClient, 'get');
const put = vi.spyOn(apiClient, 'put');

function renderCard() {
  get.mockImplementation(async () => ({ data: settings }));
  render(
    <AppProvider>
      <MemoryRouter>
        <NotificationSettingsCard />
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
  put.mockReset();
});

describe('NotificationSettingsCard', () => {
  it('shows each channel’s state: the reason for one not set up, a blocked bot, the devices with push', async () => {
    renderCard();
    expect(await screen.findByText('Oyna does not send SMS yet.')).toBeTruthy();
    expect(screen.getByTestId('telegram-blocked').textContent).toContain('You blocked our bot');
    expect(screen.getByTestId('telegram-link').textContent).toBe('Link again');
    expect(screen.getByText('Chrome on Android')).toBeTruthy();
    expect(screen.getByText(/This address is not confirmed yet/)).toBeTruthy();
    expect((screen.getByTestId('matrix-bookings-sms') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByTestId('matrix-reminders-sms')).toBeNull();
  });

  it('saves the changed matrix and shows the server’s field errors', async () => {
    put.mockRejectedValueOnce(
      new ApiError({
        message: 'Check the fields',
        status: 400,
        code: 'validation_failed',
        fields: { 'matrix.game_reminder_day': 'SMS is only sent for urgent notifications.' },
      }),
    );
    renderCard();
    const reminders = (await screen.findByTestId('matrix-reminders-email')) as HTMLInputElement;
    expect(reminders.checked).toBe(true);
    fireEvent.click(reminders);
    expect(reminders.checked).toBe(false);
    fireEvent.click(screen.getByTestId('notification-settings-save'));
    await vi.waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    const [url, body] = put.mock.calls[0] as [string, NotificationSettings];
    expect(url).toBe('/users/me/settings/notifications');
    expect(body.matrix.game_reminder_day).toEqual(['telegram', 'push']);
    expect((await screen.findByTestId('matrix-error')).textContent).toBe(
      'SMS is only sent for urgent notifications.',
    );
  });
});

/** The phone's blocks (jsdom has no media queries), or the wide table (every query matches). */
function withLayout(layout: 'phone' | 'wide') {
  const original = window.matchMedia;
  beforeEach(() => {
    if (layout === 'phone') return;
    window.matchMedia = (query: string) =>
      ({
        matches: true,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  });
  afterEach(() => {
    window.matchMedia = original;
  });
}

describe.each(['phone', 'wide'] as const)(
  'NotificationSettingsCard on a %s: one kind at a time',
  (layout) => {
    withLayout(layout);

    it('opens a group to its kinds, each switched per channel under its own name, SMS only where allowed', async () => {
      renderCard();
      if (layout === 'wide') expect((await screen.findByTestId('notification-matrix')).tagName).toBe('TABLE');
      const details = await screen.findByRole('button', { name: 'Details: Places and game changes' });
      expect(details.getAttribute('aria-expanded')).toBe('false');
      expect(screen.queryByTestId('matrix-kind-booking_confirmed-push')).toBeNull();
      fireEvent.click(details);
      expect(details.getAttribute('aria-expanded')).toBe('true');
      expect(document.getElementById(details.getAttribute('aria-controls') ?? '')).toBeTruthy();

      const receipt = screen.getByLabelText('Booking confirmed by Push') as HTMLInputElement;
      expect(receipt.checked).toBe(true);
      expect((screen.getByLabelText('Held place running out by Email') as HTMLInputElement).checked).toBe(
        false,
      );
      // SMS: only the urgent kinds have a switch, and it is disabled while the server sends no SMS.
      expect(screen.queryByTestId('matrix-kind-booking_confirmed-sms')).toBeNull();
      expect((screen.getByLabelText('Game cancelled by SMS') as HTMLInputElement).disabled).toBe(true);
      // Another group stays closed.
      expect(screen.queryByTestId('matrix-kind-game_reminder_day-email')).toBeNull();
    });

    it('saves only the kind switched, and shows its group partly on', async () => {
      put.mockImplementationOnce(async (_url, body) => ({ data: { ...settings, ...(body as object) } }));
      renderCard();
      fireEvent.click(await screen.findByTestId('matrix-details-bookings'));
      const groupPush = screen.getByTestId('matrix-bookings-push') as HTMLInputElement;
      expect(groupPush.getAttribute('aria-label')).toBe('Places and game changes by Push');

      fireEvent.click(screen.getByLabelText('Booking confirmed by Push'));
      expect((screen.getByTestId('matrix-kind-booking_confirmed-push') as HTMLInputElement).checked).toBe(
        false,
      );
      expect(groupPush.checked).toBe(true);
      expect(groupPush.getAttribute('aria-label')).toBe(
        'Places and game changes by Push: some notifications',
      );

      fireEvent.click(screen.getByTestId('notification-settings-save'));
      await vi.waitFor(() => expect(put).toHaveBeenCalledTimes(1));
      const [, body] = put.mock.calls[0] as [string, NotificationSettings];
      expect(body.matrix).toEqual({ ...settings.matrix, booking_confirmed: ['email'] });
    });

    it('switches a whole group back on after one kind was switched off', async () => {
      renderCard();
      fireEvent.click(await screen.findByTestId('matrix-details-bookings'));
      fireEvent.click(screen.getByTestId('matrix-kind-waitlist_promoted-push'));
      const groupPush = screen.getByTestId('matrix-bookings-push') as HTMLInputElement;
      expect(groupPush.getAttribute('aria-label')).toContain('some notifications');
      // A partly-on group reads as on: the switch turns the whole group off, then on.
      fireEvent.click(groupPush);
      expect(groupPush.checked).toBe(false);
      expect((screen.getByTestId('matrix-kind-booking_confirmed-push') as HTMLInputElement).checked).toBe(
        false,
      );
      fireEvent.click(groupPush);
      for (const kind of ['booking_confirmed', 'waitlist_promoted', 'hold_expiring']) {
        expect((screen.getByTestId(`matrix-kind-${kind}-push`) as HTMLInputElement).checked, kind).toBe(true);
      }
    });
  },
);
