// @vitest-environment jsdom
import type { CalendarFeedLink, CalendarFeedStatus } from '@oyna/shared';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { AppProvider } from '../../../app/provider';
import { apiClient } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { CalendarFeedCard } from './calendar-feed-card';

const LINK: CalendarFeedLink = {
  url: 'https://oyna.az/api/v1/calendar/s3cr3t/oyna.ics',
  webcal_url: 'webcal://oyna.az/api/v1/calendar/s3cr3t/oyna.ics',
  created_at: '2026-11-29T10:00:00.000Z',
};
const OFF: CalendarFeedStatus = { active: false, created_at: null };
const ON: CalendarFeedStatus = { active: true, created_at: LINK.created_at };

const get = vi.spyOn(apiClient, 'get');
const post = vi.spyOn(apiClient, 'post');
const remove = vi.spyOn(apiClient, 'delete');

function renderCard(status: CalendarFeedStatus) {
  get.mockImplementation(async (url: string) => {
    if (url === '/users/me/calendar-feed') return { data: status };
    throw new Error(`unexpected GET ${url}`);
  });
  render(
    <AppProvider>
      <MemoryRouter>
        <CalendarFeedCard />
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
  post.mockReset();
  remove.mockReset();
});

describe('my calendar feed card', () => {
  it('shows a new link once, with the notice that it will not be shown again', async () => {
    renderCard(OFF);
    post.mockResolvedValue({ data: LINK });
    fireEvent.click(await screen.findByTestId('calendar-feed-create'));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/users/me/calendar-feed', undefined));
    expect(((await screen.findByTestId('calendar-feed-url')) as HTMLInputElement).value).toBe(LINK.url);
    expect(screen.getByText(/This link is shown only now/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open in calendar' }).getAttribute('href')).toBe(LINK.webcal_url);
  });

  it('asks before a new link replaces the old one, and says why a request failed', async () => {
    renderCard(ON);
    expect(await screen.findByText(/Your calendar link works since/)).toBeTruthy();
    expect(screen.queryByTestId('calendar-feed-url')).toBeNull();
    post.mockRejectedValue(new Error('offline'));
    fireEvent.click(screen.getByRole('button', { name: 'New link' }));
    const confirm = await screen.findByRole('dialog', { name: 'Make a new calendar link?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'New link' }));
    expect(await screen.findByText(/Could not change the calendar link/)).toBeTruthy();
    expect(screen.queryByTestId('calendar-feed-url')).toBeNull();
  });

  it('turns the link off after asking, and offers to create one again', async () => {
    renderCard(ON);
    remove.mockResolvedValue({ data: undefined });
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
    const confirm = await screen.findByRole('dialog', { name: 'Turn off the calendar link?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('/users/me/calendar-feed'));
    expect(await screen.findByText('Calendar link turned off')).toBeTruthy();
    expect(await screen.findByTestId('calendar-feed-create')).toBeTruthy();
  });
});
