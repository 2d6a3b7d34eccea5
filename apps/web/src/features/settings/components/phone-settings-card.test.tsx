// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { AppProvider } from '../../../app/provider';
import { apiClient } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { PhoneSettingsCard } from './phone-settings-card';

const get = vi.spyOn(apiClient, 'get');
const post = vi.spyOn(apiClient, 'post');

function answer(url: string) {
  if (url === '/users/me/phone') return { data: { phone: '+994501234567', verified: false } };
  if (url === '/auth/providers') {
    return {
      data: {
        google: false,
        telegram: { enabled: false, bot_username: null },
        messages: { email: 'sent', telegram: 'off', push: 'off', sms: 'sent' },
      },
    };
  }
  throw new Error(`unexpected GET ${url}`);
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  get.mockImplementation(async (url: string) => answer(url));
});
afterEach(() => {
  cleanup();
  get.mockReset();
  post.mockReset();
});

describe('confirming my phone number in the settings', () => {
  it('shows the profile number as not confirmed, and confirms it with the SMS code', async () => {
    render(
      <AppProvider>
        <MemoryRouter>
          <PhoneSettingsCard />
        </MemoryRouter>
      </AppProvider>,
    );
    expect((await screen.findByTestId('settings-phone-state')).textContent).toBe('Not confirmed');
    expect(screen.getByTestId('settings-phone-number').textContent).toBe('+994 50 123 45 67');

    fireEvent.click(screen.getByTestId('settings-phone-verify'));
    expect((screen.getByTestId('settings-phone-form-phone') as HTMLInputElement).value).toBe('+994501234567');
    post.mockResolvedValueOnce({
      data: { phone: '+994501234567', expires_in_seconds: 300, resend_in_seconds: 60, delivery: 'sent' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send the code' }));
    await vi.waitFor(() =>
      expect(post).toHaveBeenCalledWith('/users/me/phone/code', { phone: '+994501234567' }),
    );

    post.mockResolvedValueOnce({ data: { phone: '+994501234567', verified: true } });
    fireEvent.change(await screen.findByTestId('settings-phone-form-code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() =>
      expect(post).toHaveBeenLastCalledWith('/users/me/phone/verify', {
        phone: '+994501234567',
        code: '123456',
      }),
    );
    await vi.waitFor(() => expect(screen.queryByTestId('settings-phone-form')).toBeNull());
    // The number is read again after it was confirmed.
    expect(get.mock.calls.filter(([url]) => url === '/users/me/phone').length).toBeGreaterThan(1);
  });
});
