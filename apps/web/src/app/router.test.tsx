// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../lib/api-client';
import { i18n } from '../lib/i18n';
import { App } from './app';

vi.spyOn(apiClient, 'get').mockResolvedValue({ data: { items: [], total: 0, page: 1, page_size: 12 } });

afterEach(() => cleanup());

describe('routes', () => {
  it.each(['/', '/no/such/page'])('%s ends on the venue directory', async (path) => {
    await i18n.changeLanguage('en');
    window.history.replaceState(null, '', path);
    render(<App />);
    await waitFor(() => expect(window.location.pathname).toBe('/venues'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Football venues' })).toBeTruthy();
  });

  it('has banner, navigation and main landmarks and the top bar controls', async () => {
    window.history.replaceState(null, '', '/venues');
    render(<App />);
    expect(await screen.findByRole('banner')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByTestId('language-switcher')).toBeTruthy();
    expect(screen.getByTestId('theme-toggle').getAttribute('aria-label')).toBe('Light mode');
  });
});
