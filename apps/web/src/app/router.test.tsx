// @vitest-environment jsdom
import type { AuthProvidersResponse, OnboardingStatus, User, Wallet } from '@oyna/shared';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../lib/api-client';
import { i18n } from '../lib/i18n';
import { SESSION_STORAGE_KEY, useSessionStore } from '../lib/session/session-store';
import { App } from './app';

const leyla: User = {
  id: '8a8e3f4e-1b9c-4c53-9a53-5b0c0f7f1a01',
  email: 'leyla@example.az',
  first_name: 'Leyla',
  last_name: 'Əliyeva',
  full_name: 'Leyla Əliyeva',
  balance: 12.5,
  language: 'en',
  role: 'player',
  photo_url: null,
  needs_onboarding: false,
  has_password: true,
  email_verified: true,
};

let providers: AuthProvidersResponse = {
  google: false,
  telegram: { enabled: false, bot_username: null },
  messages: { email: 'sent', telegram: 'sent', push: 'sent', sms: 'sent' },
};
let me: User = leyla;

/** Leyla saved step 1 and stopped: the flow resumes at step 2. */
const halfwayOnboarding: OnboardingStatus = {
  current_step: 2,
  completed_steps: [1],
  skipped_steps: [],
  is_completed: false,
  can_complete: false,
  data: {
    step1: {
      first_name: 'Leyla',
      last_name: 'Əliyeva',
      middle_name: null,
      phone: '+994501234567',
      language: 'en',
      birth_date: '1999-02-03',
      age: 27,
      photo_url: null,
    },
    step2: null,
    step3: null,
    step4: null,
    step5: null,
    step6: null,
  },
};

/** The wallet, the balance's one owner (the session keeps none). */
const wallet: Wallet = {
  balance: 12.5,
  currency: 'AZN',
  tier: 'bronze',
  games_played: 0,
  next_tier: 'silver',
  games_to_next_tier: 5,
};

vi.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
  if (url === '/auth/me') return { data: me };
  if (url === '/users/me/onboarding') return { data: halfwayOnboarding };
  if (url === '/auth/providers') return { data: providers };
  if (url === '/wallet') return { data: wallet };
  return { data: { items: [], total: 0, page: 1, page_size: 12 } };
});

function signedIn() {
  window.localStorage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({
      state: { user: leyla, token: 'a1', refreshToken: 'r1', isAuthenticated: true },
      version: 0,
    }),
  );
  void useSessionStore.persist.rehydrate();
}

function open(path: string) {
  window.history.replaceState(null, '', path);
  return render(<App />);
}

beforeEach(async () => {
  window.localStorage.clear();
  useSessionStore.setState({
    user: null,
    token: null,
    refreshToken: null,
    isAuthenticated: false,
    isLoading: true,
  });
  providers = {
    google: false,
    telegram: { enabled: false, bot_username: null },
    messages: { email: 'sent', telegram: 'sent', push: 'sent', sms: 'sent' },
  };
  me = leyla;
  await i18n.changeLanguage('en');
});

afterEach(() => cleanup());

describe('routes for a visitor', () => {
  it.each(['/', '/no/such/page'])('%s ends on the sign-in page', async (path) => {
    open(path);
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeTruthy();
  });

  it('a protected page sends the visitor to /login keeping the page in ?next=', async () => {
    // A team's page is public now (decision 52): my games stays behind the sign-in.
    open('/games/mine?scope=past');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(new URLSearchParams(window.location.search).get('next')).toBe('/games/mine?scope=past');
  });

  it('the venue directory stays public with its own top bar', async () => {
    open('/venues');
    expect(await screen.findByRole('banner')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByTestId('language-switcher')).toBeTruthy();
    expect(screen.getByTestId('theme-toggle').getAttribute('aria-label')).toBe('Light mode');
    expect(screen.getByTestId('public-sign-in').getAttribute('href')).toBe('/login');
  });

  it('a provider the server has not configured is shown disabled, with the reason', async () => {
    open('/login');
    const google = await screen.findByTestId('google-sign-in');
    await waitFor(() => expect(screen.getByTestId('google-unavailable')).toBeTruthy());
    expect((google as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('google-unavailable').textContent).toBe(
      'Sign-in with Google is not set up on this server yet.',
    );
    expect((screen.getByTestId('telegram-sign-in') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('telegram-unavailable').textContent).toBe(
      'Sign-in with Telegram is not set up on this server yet.',
    );
    expect(google.getAttribute('aria-describedby')).toBe(screen.getByTestId('google-unavailable').id);
  });

  it('the back button leads to the marketing site in the current language', async () => {
    await i18n.changeLanguage('ru');
    open('/register');
    expect((await screen.findByTestId('back-to-site')).getAttribute('href')).toBe('/?lang=ru');
  });
});

describe('routes for a signed-in player', () => {
  it('/ goes to the dashboard, in the main layout', async () => {
    signedIn();
    open('/');
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hi, Leyla!' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('12.50\u00a0₼'));
    // A phone's width here: the menu is mounted when first opened.
    expect(screen.queryByTestId('app-drawer')).toBeNull();
    fireEvent.click(screen.getByTestId('menu-button'));
    const drawer = await screen.findByTestId('app-drawer');
    expect(within(drawer).getByTestId('drawer-email').textContent).toBe('leyla@example.az');
    expect(within(drawer).getByTestId('nav-dashboard').getAttribute('aria-current')).toBe('page');
    expect(within(drawer).getByTestId('nav-games').getAttribute('aria-current')).toBeNull();
  });

  it('/login goes to the dashboard, or to a safe ?next=', async () => {
    signedIn();
    open('/login?next=%2Fprofile');
    await waitFor(() => expect(window.location.pathname).toBe('/profile'));
    cleanup();
    open('/login?next=https%3A%2F%2Fevil.example');
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
  });

  it('one who has not finished onboarding is sent there from the main layout, at the saved step', async () => {
    me = { ...leyla, needs_onboarding: true };
    signedIn();
    open('/games');
    await waitFor(() => expect(window.location.pathname).toBe('/onboarding'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Physical parameters' })).toBeTruthy();
    expect(screen.getByTestId('onboarding-step-counter').textContent).toBe('Step 2 of 6');
    expect(screen.queryByTestId('app-drawer')).toBeNull();
  });

  it('shows "checking authentication" and no route until the startup check ends', async () => {
    signedIn();
    let answer: (value: { data: User }) => void = () => undefined;
    vi.mocked(apiClient.get).mockImplementationOnce(
      () => new Promise<{ data: User }>((resolve) => (answer = resolve)) as never,
    );
    open('/dashboard');
    expect(screen.getByText('Checking authentication...')).toBeTruthy();
    expect(screen.queryByTestId('app-drawer')).toBeNull();
    await act(async () => answer({ data: leyla }));
    expect(await screen.findByTestId('menu-button')).toBeTruthy();
  });
});

describe('screens say what becomes of an email on this server (issue 29, decision 50)', () => {
  it('without email, the password reset page says no link can be sent and asks for no address', async () => {
    providers = { ...providers, messages: { email: 'off', telegram: 'off', push: 'off', sms: 'off' } };
    open('/forgot-password');
    expect(await screen.findByText(/Email is not set up on this server, so no link/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /email/i })).toBeNull();
    expect(screen.queryByText(/we will send you a link/i)).toBeNull();
  });

  it('with the development outbox, the password reset page says the email is kept there and links it', async () => {
    providers = { ...providers, messages: { email: 'captured', telegram: 'off', push: 'off', sms: 'off' } };
    open('/forgot-password');
    expect(
      await screen.findByText(/will not be sent, it will be kept in the development outbox/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the development outbox' }).getAttribute('href')).toBe(
      '/dev/outbox',
    );
  });

  it('without email, the address banner says no link was sent and offers none', async () => {
    providers = { ...providers, messages: { email: 'off', telegram: 'off', push: 'off', sms: 'off' } };
    me = { ...leyla, email_verified: false };
    signedIn();
    useSessionStore.setState({ user: me });
    open('/dashboard');
    const banner = await screen.findByTestId('email-verification-banner');
    await waitFor(() => expect(banner.textContent).toMatch(/no confirmation link can be sent/));
    expect(banner.textContent).not.toMatch(/we sent you a link/);
    expect(screen.queryByRole('button', { name: 'Send again' })).toBeNull();
  });
});
