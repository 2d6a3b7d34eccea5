// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { gameShareMessage } from '@oyna/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n';
import { ShareButton } from './share-button';

const url = 'https://oyna.az/games/g1?lang=az';
const game = {
  title: 'Axşam futbolu',
  starts_at: '2025-11-26T16:00:00.000Z',
  venue: { name: 'Bakı Arena' },
  places_left: 3,
  price: 10,
  status: 'open' as const,
};

const openMenu = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Paylaş' }));
  return screen.getByRole('menu');
};

beforeEach(async () => {
  await i18n.changeLanguage('az');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'share');
});

describe('the share menu', () => {
  it('offers WhatsApp and Telegram with the game’s message prefilled, in a new tab', () => {
    render(
      <ShareButton
        title="Axşam futbolu"
        url={url}
        message={gameShareMessage(game, url, 'az')}
        testId="game-share"
      />,
    );
    const menu = openMenu();
    const whatsapp = within(menu).getByRole('menuitem', { name: 'WhatsApp-da paylaş' });
    const sent = new URL(whatsapp.getAttribute('href') ?? '');
    expect(sent.origin).toBe('https://wa.me');
    expect(sent.searchParams.get('text')).toBe(
      `⚽ Axşam futbolu\n26 noyabr, çərşənbə, 20:00 — Bakı Arena, 3 yer qalıb, 10\u00a0₼.\nQoşul: ${url}`,
    );
    expect(whatsapp.getAttribute('target')).toBe('_blank');
    expect(whatsapp.getAttribute('rel')).toContain('noopener');
    const telegram = new URL(
      within(menu).getByRole('menuitem', { name: 'Telegram-da paylaş' }).getAttribute('href') ?? '',
    );
    expect(telegram.searchParams.get('url')).toBe(url);
    expect(telegram.searchParams.get('text')).toContain('3 yer qalıb');
  });

  it('copies the link and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render(<ShareButton title="Bakı Kuboku" url={url} testId="competition-share" />);
    fireEvent.click(within(openMenu()).getByRole('menuitem', { name: 'Keçidi kopyala' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(url));
  });

  it('offers the system share sheet only where the browser has one, with the message', async () => {
    render(<ShareButton title="Bakı Kuboku" url={url} testId="competition-share" />);
    expect(within(openMenu()).queryByRole('menuitem', { name: 'Digər tətbiqlər…' })).toBeNull();
    cleanup();

    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(<ShareButton title="Bakı Kuboku" url={url} testId="competition-share" />);
    fireEvent.click(within(openMenu()).getByRole('menuitem', { name: 'Digər tətbiqlər…' }));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({ title: 'Bakı Kuboku', text: 'Bakı Kuboku', url }),
    );
  });

  it('speaks the player’s language: Russian words for a Russian page', async () => {
    await i18n.changeLanguage('ru');
    render(<ShareButton title="Игра" url={url} testId="game-share" />);
    fireEvent.click(screen.getByRole('button', { name: 'Поделиться' }));
    expect(screen.getByRole('menuitem', { name: 'Отправить в WhatsApp' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Скопировать ссылку' })).toBeTruthy();
  });
});
