// @vitest-environment jsdom
import type { AccountDeletionBlocker, MyAccountDeletion } from '@oyna/shared';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { apiClient } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { i18n } from '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session/session-store';
import { DeleteAccountCard } from './delete-account-card';

const get = vi.spyOn(apiClient, 'get');
const post = vi.spyOn(apiClient, 'post');
const logout = vi.fn(async () => undefined);

const ACTIVE: MyAccountDeletion = {
  state: 'active',
  requested_at: null,
  erase_at: null,
  erased_at: null,
  cancelled_at: null,
  blockers: [],
  balance: 0,
  grace_days: 14,
  proof: 'password',
  fresh_sign_in_until: null,
};
const BOOKED: AccountDeletionBlocker = {
  reason: 'upcoming_bookings',
  count: 1,
  names: ['Bazar futbolu'],
  detail: 'You are booked in upcoming games or are a regular of weekly games: 1. Leave them in My games.',
};
const MONEY: AccountDeletionBlocker = {
  reason: 'wallet_balance',
  count: 2550,
  names: [],
  detail: 'Your balance holds 25.50 ₼. Ask support to pay it out, or tick that you give it up.',
};

function openDialog(state: MyAccountDeletion) {
  get.mockResolvedValue({ data: state, status: 200, headers: {} });
  render(
    <AppProvider>
      <MemoryRouter>
        <DeleteAccountCard />
      </MemoryRouter>
    </AppProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Delete my account…' }));
  return screen.getByRole('dialog', { name: 'Delete your account?' });
}
const confirmButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Delete my account' });

beforeEach(async () => {
  await i18n.changeLanguage('en');
  useSessionStore.setState({ logout });
});
afterEach(() => {
  cleanup();
  get.mockReset();
  post.mockReset();
  logout.mockClear();
});

describe('deleting my account from the settings', () => {
  it('says exactly what will happen, and asks for the password before it sends', async () => {
    const dialog = openDialog(ACTIVE);
    expect(within(dialog).getByText(/signed out on every device at once/)).toBeTruthy();
    expect(within(dialog).getByText(/there you appear as “Deleted player”/)).toBeTruthy();
    expect(within(dialog).getByText(/email and phone number can be used for a new account/)).toBeTruthy();
    const password = await within(dialog).findByLabelText(/^Password/);
    expect((confirmButton(dialog) as HTMLButtonElement).disabled).toBe(true);

    post.mockResolvedValue({
      data: { requested_at: '2026-05-01T08:00:00Z', erase_at: '2026-05-15T08:00:00Z' },
      status: 202,
      headers: {},
    });
    fireEvent.change(password, { target: { value: 'Köhnə-şifrə-2026' } });
    fireEvent.click(confirmButton(dialog));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/users/me/deletion', {
        password: 'Köhnə-şifrə-2026',
        give_up_balance: false,
      }),
    );
    const scheduled = await screen.findByRole('dialog', { name: 'Deletion scheduled' });
    expect(within(scheduled).getByText(/15 May 2026, 12:00/)).toBeTruthy();
    fireEvent.click(within(scheduled).getByRole('button', { name: 'OK' }));
    expect(logout).toHaveBeenCalled();
  });

  it('shows each refusal in the server’s words with the page that clears it, and does not let it send', async () => {
    const dialog = openDialog({ ...ACTIVE, blockers: [BOOKED] });
    const blockers = await within(dialog).findByTestId('account-deletion-blockers');
    expect(within(blockers).getByText(BOOKED.detail)).toBeTruthy();
    expect(within(blockers).getByRole('link', { name: 'My games' }).getAttribute('href')).toBe('/games/mine');
    fireEvent.change(within(dialog).getByLabelText(/^Password/), { target: { value: 'x' } });
    expect((confirmButton(dialog) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a balance stands in the way until the player ticks that they give it up', async () => {
    const dialog = openDialog({ ...ACTIVE, balance: 25.5, blockers: [MONEY] });
    expect(await within(dialog).findByText(MONEY.detail)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Password/), { target: { value: 'Köhnə-şifrə-2026' } });
    expect((confirmButton(dialog) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByLabelText(/I give up the 25\.50 ₼ on my balance/));
    expect(within(dialog).queryByText(MONEY.detail)).toBeNull();
    post.mockResolvedValue({
      data: { requested_at: 'x', erase_at: '2026-05-15T08:00:00Z' },
      status: 202,
      headers: {},
    });
    fireEvent.click(confirmButton(dialog));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/users/me/deletion', {
        password: 'Köhnə-şifrə-2026',
        give_up_balance: true,
      }),
    );
  });

  it('an account without a password asks for a fresh sign-in instead', async () => {
    const dialog = openDialog({
      ...ACTIVE,
      proof: 'fresh_sign_in',
      fresh_sign_in_until: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(
      await within(dialog).findByText(/sign in again, then come back here within 10 minutes/),
    ).toBeTruthy();
    expect(within(dialog).queryByLabelText(/^Password/)).toBeNull();
    expect((confirmButton(dialog) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in again' }));
    expect(logout).toHaveBeenCalled();
  });

  it('a recent sign-in is enough for an account without a password', async () => {
    const dialog = openDialog({
      ...ACTIVE,
      proof: 'fresh_sign_in',
      fresh_sign_in_until: new Date(Date.now() + 5 * 60_000).toISOString(),
    });
    expect(await within(dialog).findByText(/no password is needed/)).toBeTruthy();
    await waitFor(() => expect((confirmButton(dialog) as HTMLButtonElement).disabled).toBe(false));
  });

  it('says why the server refused', async () => {
    const dialog = openDialog(ACTIVE);
    post.mockRejectedValue(
      new ApiError({
        message: 'The password is not right. The account was not deleted.',
        status: 403,
        code: 'account_deletion_wrong_password',
      }),
    );
    fireEvent.change(await within(dialog).findByLabelText(/^Password/), { target: { value: 'yanlış' } });
    fireEvent.click(confirmButton(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'The password is not right. The account was not deleted.',
    );
  });
});
