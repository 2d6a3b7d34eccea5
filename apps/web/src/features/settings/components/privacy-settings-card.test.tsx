// @vitest-environment jsdom
import type { PrivacySettings } from '@oyna/shared';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { AppProvider } from '../../../app/provider';
import { apiClient } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { PrivacySettingsCard } from './privacy-settings-card';

const SAVED: PrivacySettings = {
  profile_visibility: 'public',
  show_on_leaderboard: true,
  whatsapp_contact: false,
};

const get = vi.spyOn(apiClient, 'get');
const put = vi.spyOn(apiClient, 'put');

beforeEach(async () => {
  await i18n.changeLanguage('en');
  get.mockImplementation(async (url: string) => {
    if (url === '/users/me/settings/privacy') return { data: SAVED };
    throw new Error(`unexpected GET ${url}`);
  });
  render(
    <AppProvider>
      <MemoryRouter>
        <PrivacySettingsCard />
      </MemoryRouter>
    </AppProvider>,
  );
});
afterEach(() => {
  cleanup();
  get.mockReset();
  put.mockReset();
});

describe('the privacy settings', () => {
  it('saves the WhatsApp contact switch at once, with the other settings as they are', async () => {
    put.mockResolvedValue({ data: { ...SAVED, whatsapp_contact: true } });
    const whatsapp = (await screen.findByTestId('privacy-whatsapp')) as HTMLInputElement;
    expect(whatsapp.checked).toBe(false);
    fireEvent.click(whatsapp);
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/users/me/settings/privacy', { ...SAVED, whatsapp_contact: true }),
    );
    await waitFor(() => expect(whatsapp.checked).toBe(true));
  });

  it('leaves me out of the leaderboard when I switch it off', async () => {
    put.mockResolvedValue({ data: { ...SAVED, show_on_leaderboard: false } });
    const leaderboard = (await screen.findByTestId('privacy-leaderboard')) as HTMLInputElement;
    expect(leaderboard.checked).toBe(true);
    fireEvent.click(leaderboard);
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/users/me/settings/privacy', {
        ...SAVED,
        show_on_leaderboard: false,
      }),
    );
  });
});
