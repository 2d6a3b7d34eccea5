// @vitest-environment jsdom
import type { TeamCalendarFeed, TeamDetail } from '@oyna/shared';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { AppProvider } from '../../../app/provider';
import { apiClient } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { TeamCalendarFeedCard } from './team-calendar-feed-card';

const TEAM_ID = '00000000-0000-4000-8000-000000000001';
const URL = 'https://oyna.az/api/v1/calendar/teams/s3cr3t/oyna.ics';
const ON: TeamCalendarFeed = {
  url: URL,
  webcal_url: 'webcal://oyna.az/api/v1/calendar/teams/s3cr3t/oyna.ics',
  created_at: '2026-11-29T10:00:00.000Z',
};
const OFF: TeamCalendarFeed = { url: null, webcal_url: null, created_at: null };

const get = vi.spyOn(apiClient, 'get');
const post = vi.spyOn(apiClient, 'post');
const remove = vi.spyOn(apiClient, 'delete');

function renderCard(role: TeamDetail['my_role'], feed: TeamCalendarFeed) {
  get.mockImplementation(async (url: string) => {
    if (url === `/teams/${TEAM_ID}/calendar-feed`) return { data: feed };
    throw new Error(`unexpected GET ${url}`);
  });
  render(
    <AppProvider>
      <MemoryRouter>
        <TeamCalendarFeedCard team={{ id: TEAM_ID, my_role: role } as TeamDetail} />
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

describe('the team calendar feed card', () => {
  it('gives a member the address to copy or open, and no way to change it', async () => {
    renderCard('member', ON);
    expect(((await screen.findByTestId('team-calendar-feed-url')) as HTMLInputElement).value).toBe(URL);
    expect(screen.getByRole('link', { name: 'Open in calendar' }).getAttribute('href')).toBe(ON.webcal_url);
    expect(screen.queryByRole('button', { name: 'New link' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Turn off' })).toBeNull();
  });

  it('tells a member when there is no address yet, and shows nothing outside the team', async () => {
    renderCard('member', OFF);
    expect(await screen.findByText("The captain has not made the team's calendar link yet.")).toBeTruthy();
    cleanup();
    get.mockReset();
    renderCard(null, ON);
    expect(screen.queryByTestId('team-calendar-feed-card')).toBeNull();
    expect(get).not.toHaveBeenCalled();
  });

  it('lets the captain make the address, then turn it off after asking', async () => {
    renderCard('captain', OFF);
    post.mockResolvedValue({ data: ON });
    fireEvent.click(await screen.findByTestId('team-calendar-feed-create'));
    await waitFor(() => expect(post).toHaveBeenCalledWith(`/teams/${TEAM_ID}/calendar-feed`, undefined));
    expect(((await screen.findByTestId('team-calendar-feed-url')) as HTMLInputElement).value).toBe(URL);

    remove.mockResolvedValue({ data: undefined });
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    const confirm = await screen.findByRole('dialog', { name: "Turn off the team's calendar link?" });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(`/teams/${TEAM_ID}/calendar-feed`));
    expect(await screen.findByText('The team has no calendar link yet.')).toBeTruthy();
  });
});
