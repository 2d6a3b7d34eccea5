// @vitest-environment jsdom
import type { MyTeamSlotDate, TeamSlotDate } from '@oyna/shared';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { AppProvider } from '../../app/provider';
import { apiClient } from '../../lib/api-client';
import { i18n } from '../../lib/i18n';
import { MyTeamSlotDates } from './my-team-slot-dates';

const TEAM_ID = '00000000-0000-4000-8000-000000000001';
const SLOT_ID = '00000000-0000-4000-8000-000000000011';
const thursday: TeamSlotDate = {
  date: '2026-12-03',
  starts_at: '2026-12-03T16:00:00.000Z',
  counts: { coming: 2, not_coming: 0, maybe: 1, no_answer: 4 },
  my_answer: null,
  answers: [],
  squad: [],
  answer_open: true,
};
const training: MyTeamSlotDate = {
  team: { id: TEAM_ID, name: 'Xəzər' },
  slot_id: SLOT_ID,
  kind: 'training',
  venue: { id: 3, name: 'Dalğa Arena', district: 'nasimi' },
  date: thursday,
};

const get = vi.spyOn(apiClient, 'get');
const put = vi.spyOn(apiClient, 'put');

function renderWith(items: MyTeamSlotDate[]) {
  get.mockImplementation(async (url: string) => {
    if (url === '/users/me/team-slot-dates') return { data: { items } };
    throw new Error(`unexpected GET ${url}`);
  });
  return render(
    <AppProvider>
      <MemoryRouter>
        <MyTeamSlotDates />
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
  put.mockReset();
});

describe("my teams' weekly slots on the dashboard", () => {
  it('shows the next date with the team, the place, the counts and a link to the team', async () => {
    renderWith([training]);
    const row = await screen.findByTestId(`my-slot-date-${SLOT_ID}`);
    expect(screen.getByRole('heading', { name: "My teams' weekly slots" })).toBeTruthy();
    expect(row.textContent).toContain('Training · Xəzər');
    expect(row.textContent).toContain('Dalğa Arena');
    expect(row.textContent).toContain('2 coming · 1 maybe · 4 no answer');
    expect(screen.getByRole('link', { name: 'Open the team' }).getAttribute('href')).toBe(
      `/teams/${TEAM_ID}`,
    );
  });

  it('sends my answer for that date and shows it chosen', async () => {
    put.mockResolvedValue({
      data: { ...thursday, my_answer: 'coming', counts: { ...thursday.counts, coming: 3 } },
    });
    renderWith([training]);
    fireEvent.click(await screen.findByTestId(`my-slot-answer-${SLOT_ID}-coming`));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(`/teams/${TEAM_ID}/slots/${SLOT_ID}/dates/2026-12-03/answer`, {
        answer: 'coming',
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId(`my-slot-answer-${SLOT_ID}-coming`).getAttribute('aria-pressed')).toBe(
        'true',
      ),
    );
    expect(screen.getByTestId(`my-slot-date-${SLOT_ID}`).textContent).toContain('3 coming');
  });

  it('shows nothing when none of my teams meets within a week', async () => {
    const { container } = renderWith([]);
    await waitFor(() => expect(get).toHaveBeenCalled());
    expect(container.querySelector('[data-testid="my-team-slot-dates"]')).toBeNull();
  });
});
