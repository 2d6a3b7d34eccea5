// @vitest-environment jsdom
import type { User } from '@oyna/shared';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { AppProvider } from '../../../app/provider';
import { apiClient } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session/session-store';
import { PasswordSettingsCard } from './password-settings-card';

const leyla: User = {
  id: '8a8e3f4e-1b9c-4c53-9a53-5b0c0f7f1a01',
  email: 'leyla.h@example.az',
  first_name: 'Leyla',
  last_name: 'Həsənova',
  full_name: 'Leyla Həsənova',
  balance: 0,
  language: 'en',
  role: 'player',
  photo_url: null,
  needs_onboarding: false,
  has_password: true,
  email_verified: true,
};
const post = vi.spyOn(apiClient, 'post');

function renderCard(user: User = leyla) {
  useSessionStore.setState({ user, isAuthenticated: true, isLoading: false });
  render(
    <AppProvider>
      <MemoryRouter>
        <PasswordSettingsCard />
      </MemoryRouter>
    </AppProvider>,
  );
}

function fill(name: string, value: string) {
  fireEvent.change(document.querySelector(`input[name="${name}"]`) as HTMLInputElement, {
    target: { value },
  });
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  post.mockReset();
  useSessionStore.setState({ user: null, isAuthenticated: false });
});

describe('changing the password in the settings', () => {
  it('says why before sending: a name inside the new password, then two passwords that differ', async () => {
    renderCard();
    fill('current_password', 'Xəzər-sahili-2026');
    fill('new_password', 'leyla-futbol-2026');
    fill('confirm_password', 'leyla-futbol-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/must not contain the name part of your email/)).toBeTruthy();

    fill('new_password', 'Qız-qalası-1850');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The passwords do not match')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('sends the current and the new password once they are right', async () => {
    post.mockResolvedValue({ data: null });
    renderCard();
    fill('current_password', 'Xəzər-sahili-2026');
    fill('new_password', 'Qız-qalası-1850');
    fill('confirm_password', 'Qız-qalası-1850');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await vi.waitFor(() =>
      expect(post).toHaveBeenCalledWith('/auth/password', {
        current_password: 'Xəzər-sahili-2026',
        new_password: 'Qız-qalası-1850',
      }),
    );
  });

  it('explains that an account made with Google or Telegram has no password', () => {
    renderCard({ ...leyla, has_password: false });
    expect(screen.getByTestId('settings-password-none').textContent).toContain('Google or Telegram');
    expect(document.querySelector('input[name="current_password"]')).toBeNull();
  });
});
