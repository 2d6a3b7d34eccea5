// @vitest-environment jsdom
import { type NotificationChannelsState, whatsAppConsentText } from '@oyna/shared';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { AppProvider } from '../../../app/provider';
import { apiClient } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { WhatsAppChannel } from './whatsapp-channel';

const PHONE = '+994501234567';
const post = vi.spyOn(apiClient, 'post');
const remove = vi.spyOn(apiClient, 'delete');

function renderChannel(whatsapp: Partial<NotificationChannelsState['whatsapp']>) {
  render(
    <AppProvider>
      <MemoryRouter>
        <WhatsAppChannel
          whatsapp={{
            configured: true,
            captured: false,
            phone: PHONE,
            phone_verified: true,
            opted_in_at: null,
            ...whatsapp,
          }}
        />
      </MemoryRouter>
    </AppProvider>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('ru');
  post.mockResolvedValue({ data: null });
  remove.mockResolvedValue({ data: null });
});
afterEach(() => {
  cleanup();
  post.mockReset();
  remove.mockReset();
});

describe('WhatsApp in the notification settings', () => {
  it('shows the consent with my number in my language and sends exactly that text when I agree', async () => {
    renderChannel({});
    const consent = await screen.findByTestId('whatsapp-consent');
    expect(consent.textContent).toBe(whatsAppConsentText('ru', PHONE));
    expect(consent.getAttribute('lang')).toBe('ru');

    fireEvent.click(screen.getByTestId('whatsapp-opt-in'));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/notifications/whatsapp', {
        language: 'ru',
        wording: whatsAppConsentText('ru', PHONE),
      }),
    );
  });

  it('asks for a confirmed phone first: no consent and no button without one', async () => {
    renderChannel({ phone_verified: false });
    expect((await screen.findByTestId('whatsapp-needs-phone')).textContent).toBe(
      'Чтобы получать сообщения в WhatsApp, подтвердите номер телефона выше.',
    );
    expect(screen.queryByTestId('whatsapp-opt-in')).toBeNull();
    expect(screen.queryByTestId('whatsapp-consent')).toBeNull();
  });

  it('says since when it is on and turns it off at a tap', async () => {
    await i18n.changeLanguage('en');
    renderChannel({ opted_in_at: '2026-11-20T10:00:00.000Z' });
    expect((await screen.findByTestId('whatsapp-on')).textContent).toContain(`messages go to ${PHONE}`);
    expect(screen.queryByTestId('whatsapp-opt-in')).toBeNull();
    fireEvent.click(screen.getByTestId('whatsapp-opt-out'));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('/notifications/whatsapp'));
  });
});
