// @vitest-environment jsdom
import type { AuthResponse, PhoneCodeSent } from '@oyna/shared';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AppProvider } from '../../../app/provider';
import { apiClient } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { i18n } from '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session/session-store';
import { PhoneSignInForm } from './phone-sign-in-form';

const post = vi.spyOn(apiClient, 'post');
const sent: PhoneCodeSent = {
  phone: '+994551234567',
  expires_in_seconds: 300,
  resend_in_seconds: 60,
  delivery: 'sent',
};
const newPlayer: AuthResponse = {
  tokens: { access_token: 'access', refresh_token: 'refresh' },
  needs_onboarding: true,
  user: {
    id: '8a8e3f4e-1b9c-4c53-9a53-5b0c0f7f1a02',
    email: null,
    first_name: '',
    last_name: '',
    full_name: '',
    balance: 0,
    language: 'en',
    role: 'player',
    photo_url: null,
    needs_onboarding: true,
    has_password: false,
    email_verified: false,
  },
};

function renderForm() {
  render(
    <AppProvider>
      <MemoryRouter initialEntries={['/phone-sign-in']}>
        <Routes>
          <Route path="/phone-sign-in" element={<PhoneSignInForm next={null} />} />
          <Route path="/onboarding" element={<p>Onboarding</p>} />
        </Routes>
      </MemoryRouter>
    </AppProvider>,
  );
}

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const type = (testId: string, value: string) => fireEvent.change(input(testId), { target: { value } });

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  post.mockReset();
  useSessionStore.setState({ user: null, isAuthenticated: false });
});

describe('signing in with a phone number', () => {
  it('refuses a landline before sending, then sends the number as people type it', async () => {
    post.mockResolvedValueOnce({ data: sent });
    renderForm();
    type('phone-sign-in-form-phone', '012 555 12 34');
    fireEvent.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(await screen.findByText(/Enter an Azerbaijani mobile number/)).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    type('phone-sign-in-form-phone', '055 123 45 67');
    fireEvent.click(screen.getByRole('button', { name: 'Send the code' }));
    await vi.waitFor(() => expect(post).toHaveBeenCalledWith('/auth/phone/code', { phone: '+994551234567' }));
    expect((await screen.findByTestId('phone-sign-in-form-sent')).textContent).toBe(
      'We sent a code to +994 55 123 45 67.',
    );
  });

  it('asks for the code with the phone’s one-time-code autofill, and a new code only after the countdown', async () => {
    post.mockResolvedValueOnce({ data: sent });
    renderForm();
    type('phone-sign-in-form-phone', '055 123 45 67');
    fireEvent.click(screen.getByRole('button', { name: 'Send the code' }));
    const code = await screen.findByTestId('phone-sign-in-form-code');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect((screen.getByTestId('phone-sign-in-form-resend') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/You can ask for a new code in (60|59) seconds/)).toBeTruthy();
  });

  it('shows the server’s refusal of a wrong code, then signs a new player in and sends them to onboarding', async () => {
    post.mockResolvedValueOnce({ data: sent });
    renderForm();
    type('phone-sign-in-form-phone', '+994 55 123 45 67');
    fireEvent.click(screen.getByRole('button', { name: 'Send the code' }));
    await screen.findByTestId('phone-sign-in-form-code');

    post.mockRejectedValueOnce(
      new ApiError({ message: 'That code is not right.', status: 422, code: 'phone_code_wrong' }),
    );
    type('phone-sign-in-form-code', '12 34 56');
    expect(input('phone-sign-in-form-code').value).toBe('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByTestId('phone-sign-in-form-error')).textContent).toBe(
      'That code is not right.',
    );

    post.mockResolvedValueOnce({ data: newPlayer });
    type('phone-sign-in-form-code', '654321');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() =>
      expect(post).toHaveBeenLastCalledWith('/auth/phone/verify', { phone: '+994551234567', code: '654321' }),
    );
    expect(await screen.findByText('Onboarding')).toBeTruthy();
    expect(useSessionStore.getState().isAuthenticated).toBe(true);
  });

  it('counts the seconds in Russian with its plural forms', async () => {
    await i18n.changeLanguage('ru');
    expect(i18n.t('phone.resend_in', { count: 21 })).toBe('Новый код можно запросить через 21 секунду.');
    expect(i18n.t('phone.resend_in', { count: 3 })).toBe('Новый код можно запросить через 3 секунды.');
    expect(i18n.t('phone.resend_in', { count: 30 })).toBe('Новый код можно запросить через 30 секунд.');
  });
});
