// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { gameShareMessage } from '@oyna/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-error';
import { i18n } from '../lib/i18n';
import { useMiniAppStore } from '../lib/telegram/mini-app-bridge';
import { fakeMiniAppBridge } from '../lib/telegram/testing/fake-mini-app-bridge';
import { useToastStore } from '../lib/toast';
import { ShareButton } from './share-button';

const prepareShareMessage = vi.hoisted(() => vi.fn());
vi.mock('../api/prepared-messages', () => ({ prepareShareMessage }));

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
  useMiniAppStore.setState({ bridge: null });
  useToastStore.setState({ toasts: [] });
  prepareShareMessage.mockReset();
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

  it('inside the Telegram Mini App shares the bot’s card through Telegram’s dialog instead of a link', async () => {
    const shareMessage = vi.fn().mockResolvedValue(undefined);
    fakeMiniAppBridge({ shareMessage });
    prepareShareMessage.mockResolvedValue({ id: 'prepared-1' });
    render(
      <ShareButton
        title="Axşam futbolu"
        url={url}
        message={gameShareMessage(game, url, 'az')}
        prepared={{ kind: 'game', id: 'a6f4b0a2-1111-4c2d-9a55-0c4e2b7d1e90' }}
        testId="game-share"
      />,
    );
    const telegram = within(openMenu()).getByRole('menuitem', { name: 'Telegram-da paylaş' });
    expect(telegram.getAttribute('href')).toBeNull();
    fireEvent.click(telegram);
    await waitFor(() => expect(shareMessage).toHaveBeenCalledWith('prepared-1'));
    expect(prepareShareMessage).toHaveBeenCalledWith({
      kind: 'game',
      id: 'a6f4b0a2-1111-4c2d-9a55-0c4e2b7d1e90',
    });
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('says why when the server refuses (no Telegram account), and stays quiet when the player declines', async () => {
    const shareMessage = vi.fn().mockRejectedValue(new Error('USER_DECLINED'));
    fakeMiniAppBridge({ shareMessage });
    const detail = 'Telegram-da paylaşmaq üçün hesabınız Telegram-a bağlı olmalıdır.';
    prepareShareMessage.mockRejectedValueOnce(
      new ApiError({ message: detail, status: 409, code: 'telegram_account_missing' }),
    );
    render(
      <ShareButton
        title="Qara Şimşəklər"
        url={url}
        prepared={{ kind: 'team', id: 'a6f4b0a2-1111-4c2d-9a55-0c4e2b7d1e90' }}
        testId="team-invite-share"
      />,
    );
    fireEvent.click(within(openMenu()).getByRole('menuitem', { name: 'Telegram-da paylaş' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((toast) => toast.message)).toEqual([detail]),
    );
    expect(shareMessage).not.toHaveBeenCalled();

    useToastStore.setState({ toasts: [] });
    prepareShareMessage.mockResolvedValueOnce({ id: 'prepared-2' });
    fireEvent.click(within(openMenu()).getByRole('menuitem', { name: 'Telegram-da paylaş' }));
    await waitFor(() => expect(shareMessage).toHaveBeenCalledWith('prepared-2'));
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('outside Telegram keeps the link, whatever the page names', () => {
    render(
      <ShareButton
        title="Axşam futbolu"
        url={url}
        prepared={{ kind: 'game', id: 'a6f4b0a2-1111-4c2d-9a55-0c4e2b7d1e90' }}
        testId="game-share"
      />,
    );
    const telegram = within(openMenu()).getByRole('menuitem', { name: 'Telegram-da paylaş' });
    expect(new URL(telegram.getAttribute('href') ?? '').origin).toBe('https://t.me');
  });
});
