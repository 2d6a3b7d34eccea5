// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { AppProvider } from '../../../app/provider';
import { apiClient } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { NotificationBell } from './notification-bell';

const get = vi.spyOn(apiClient, 'get');

function renderBell(unread: number) {
  get.mockImplementation(async (url: string) => {
    if (url === '/notifications/unread-count') return { data: { unread_count: unread } };
    throw new Error(`unexpected GET ${url}`);
  });
  render(
    <AppProvider>
      <MemoryRouter>
        <NotificationBell />
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
});

describe('NotificationBell', () => {
  it('counts unread notifications, capped at 99+', async () => {
    renderBell(120);
    const bell = await screen.findByRole('button', { name: 'Notifications: 120 unread' });
    expect(bell.textContent).toContain('99+');
  });

  it('shows no number when everything is read', async () => {
    renderBell(0);
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    await vi.waitFor(() => expect(get).toHaveBeenCalled());
    expect(bell.textContent).not.toMatch(/\d/);
  });
});
