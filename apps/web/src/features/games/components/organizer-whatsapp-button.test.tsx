// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { GameDetail } from '@oyna/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { OrganizerWhatsappButton } from './organizer-whatsapp-button';

const pageUrl = 'https://oyna.az/games/g1?lang=az';
const withOrganizerPhone = (phone: string | null, overrides: Partial<GameDetail> = {}) => ({
  title: 'Axşam futbolu',
  starts_at: '2025-11-26T16:00:00.000Z',
  organizer: { id: 'o1', first_name: 'Orxan', last_name: 'Quliyev', whatsapp_phone: phone },
  can_manage: false,
  ...overrides,
});

beforeEach(async () => {
  await i18n.changeLanguage('az');
});
afterEach(cleanup);

describe('writing to the organizer on WhatsApp', () => {
  it('opens a chat with the organizer’s number and a greeting naming the game', () => {
    render(<OrganizerWhatsappButton game={withOrganizerPhone('+994501234567')} pageUrl={pageUrl} />);
    const link = screen.getByRole('link', { name: 'Təşkilatçıya WhatsApp-da yaz' });
    const chat = new URL(link.getAttribute('href') ?? '');
    expect(`${chat.origin}${chat.pathname}`).toBe('https://wa.me/994501234567');
    expect(chat.searchParams.get('text')).toBe(
      `Salam! Oyna-dakı «Axşam futbolu» oyunu (26 noyabr, çərşənbə, 20:00) barədə yazıram: ${pageUrl}`,
    );
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('is not there without the number (a visitor, or the organizer does not allow it), nor for the organizer', () => {
    const { container } = render(
      <OrganizerWhatsappButton game={withOrganizerPhone(null)} pageUrl={pageUrl} />,
    );
    expect(container.innerHTML).toBe('');
    cleanup();
    render(
      <OrganizerWhatsappButton
        game={withOrganizerPhone('+994501234567', { can_manage: true })}
        pageUrl={pageUrl}
      />,
    );
    expect(screen.queryByRole('link')).toBeNull();
  });
});
