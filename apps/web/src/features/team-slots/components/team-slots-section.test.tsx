// @vitest-environment jsdom
import type { TeamDetail, TeamSlot, TeamSlotDate } from '@oyna/shared';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { AppProvider } from '../../../app/provider';
import { apiClient } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { type SessionUser, useSessionStore } from '../../../lib/session/session-store';
import { TeamSlotsSection } from './team-slots-section';

const TEAM_ID = '00000000-0000-4000-8000-000000000001';
const SLOT_ID = '00000000-0000-4000-8000-000000000011';
const member = (id: string, first_name: string) => ({
  id: `00000000-0000-4000-8000-00000000010${id}`,
  first_name,
  last_name: 'Əliyev',
  photo_url: null,
});
const me = member('1', 'Əli');
const vuqar = member('2', 'Vüqar');
const elvin = member('3', 'Elvin');

const firstDate: TeamSlotDate = {
  date: '2026-12-03',
  starts_at: '2026-12-03T16:00:00.000Z',
  counts: { coming: 1, not_coming: 1, maybe: 0, no_answer: 3 },
  my_answer: null,
  answers: [
    { user: vuqar, answer: 'coming' },
    { user: elvin, answer: 'not_coming' },
  ],
  squad: [],
  answer_open: true,
};

const slot = (canManage: boolean): TeamSlot => ({
  id: SLOT_ID,
  team_id: TEAM_ID,
  kind: 'training',
  venue: { id: 3, name: 'Dalğa Arena', district: 'nasimi' },
  weekdays: [4],
  kick_off_time: '20:00',
  time_zone: 'Asia/Baku',
  every_weeks: 1,
  start_date: '2026-11-05',
  end_date: null,
  duration_minutes: 90,
  note: 'Ağ forma',
  status: 'active',
  can_manage: canManage,
  dates: [firstDate],
});

const HOME = { id: 3, name: 'Dalğa Arena', district: 'nasimi' };
const team = (role: TeamDetail['my_role']) =>
  ({ id: TEAM_ID, name: 'Xəzər', my_role: role, home_venue: HOME, members_visible: true }) as TeamDetail;

const get = vi.spyOn(apiClient, 'get');
const put = vi.spyOn(apiClient, 'put');
const post = vi.spyOn(apiClient, 'post');
const patch = vi.spyOn(apiClient, 'patch');
const remove = vi.spyOn(apiClient, 'delete');

function renderSection(
  role: TeamDetail['my_role'],
  canManage = role !== 'member',
  path = `/teams/${TEAM_ID}`,
) {
  get.mockImplementation(async (url: string) => {
    if (url === `/teams/${TEAM_ID}/slots`) return { data: { items: [slot(canManage)] } };
    if (url === '/venues') return { data: { items: [HOME], total: 1, page: 1, page_size: 100 } };
    throw new Error(`unexpected GET ${url}`);
  });
  render(
    <AppProvider>
      <MemoryRouter initialEntries={[path]}>
        <TeamSlotsSection team={team(role)} />
      </MemoryRouter>
    </AppProvider>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  useSessionStore.setState({ user: { id: me.id } as SessionUser });
});
afterEach(() => {
  cleanup();
  get.mockReset();
  put.mockReset();
  post.mockReset();
  patch.mockReset();
  remove.mockReset();
});

describe('the team page weekly slot', () => {
  it('shows a member the slot, its date with the counts, and no manager buttons', async () => {
    renderSection('member');
    const card = await screen.findByTestId('team-slot');
    expect(card.textContent).toContain('Training');
    expect(card.textContent).toContain('Thursday · 20:00');
    expect(card.textContent).toContain('Dalğa Arena');
    expect(card.textContent).toContain('Ağ forma');
    expect(screen.getByTestId('team-slot-counts').textContent).toBe('1 coming · 1 not coming · 3 no answer');
    expect(screen.getByText('The captain has not picked the squad yet.')).toBeTruthy();
    expect(screen.queryByTestId('team-slot-add')).toBeNull();
    expect(screen.queryByTestId('team-slot-pick-squad')).toBeNull();
    expect(screen.queryByTestId('team-slot-edit')).toBeNull();
  });

  it('shows nothing to someone outside the team, and asks for nothing', () => {
    renderSection(null);
    expect(screen.queryByTestId('team-slots-section')).toBeNull();
    expect(get).not.toHaveBeenCalled();
  });

  it('sends my answer and shows the date as the server answered it', async () => {
    renderSection('member');
    put.mockResolvedValue({
      data: {
        ...firstDate,
        my_answer: 'coming',
        counts: { ...firstDate.counts, coming: 2, no_answer: 2 },
        answers: [{ user: me, answer: 'coming' }, ...firstDate.answers],
      },
    });
    const coming = await screen.findByRole('button', { name: 'Coming' });
    expect(coming.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(coming);
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(`/teams/${TEAM_ID}/slots/${SLOT_ID}/dates/2026-12-03/answer`, {
        answer: 'coming',
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Coming' }).getAttribute('aria-pressed')).toBe('true'),
    );
    expect(screen.getByTestId('team-slot-counts').textContent).toBe('2 coming · 1 not coming · 2 no answer');
    fireEvent.click(screen.getByTestId('team-slot-answers-toggle'));
    expect(screen.getByTestId('team-slot-answers').textContent).toContain('Coming:Əli Əliyev, Vüqar Əliyev');
  });

  it('lets the captain pick the squad from those coming only, and shows me in it', async () => {
    renderSection('captain');
    fireEvent.click(await screen.findByTestId('team-slot-pick-squad'));
    const dialog = await screen.findByTestId('team-slot-squad-dialog');
    const names = within(dialog)
      .getAllByTestId('team-slot-squad-member')
      .map((line) => line.textContent);
    expect(names).toEqual(['Vüqar Əliyev']);
    put.mockResolvedValue({ data: { ...firstDate, squad: [vuqar, me] } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Vüqar Əliyev' }));
    fireEvent.click(within(dialog).getByTestId('team-slot-squad-save'));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(`/teams/${TEAM_ID}/slots/${SLOT_ID}/dates/2026-12-03/squad`, {
        user_ids: [vuqar.id],
      }),
    );
    const squad = await screen.findByTestId('team-slot-squad');
    expect(squad.textContent).toContain('Vüqar Əliyev, Əli Əliyev');
    expect(squad.textContent).toContain('You are in the squad');
  });

  it('lets the captain add a slot: the weekdays are asked for, then the form is sent as the API takes it', async () => {
    renderSection('captain');
    fireEvent.click(await screen.findByTestId('team-slot-add'));
    const dialog = await screen.findByTestId('team-slot-form');
    fireEvent.click(within(dialog).getByTestId('team-slot-save'));
    expect(await within(dialog).findByText('Choose at least one day of the week.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    post.mockResolvedValue({ data: slot(true) });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Thursday' }));
    fireEvent.click(within(dialog).getByTestId('team-slot-save'));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        `/teams/${TEAM_ID}/slots`,
        expect.objectContaining({ kind: 'training', venue_id: 3, weekdays: [4], kick_off_time: '20:00' }),
      ),
    );
  });

  it('brings the date a notification links to into view', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderSection('member', false, `/teams/${TEAM_ID}?slot=${SLOT_ID}&date=2026-12-03`);
    const row = await screen.findByTestId('team-slot-date');
    await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1));
    expect(scrolled.mock.contexts[0]).toBe(row);
  });

  it('lets the captain change the time, sending only that, and end the slot after asking', async () => {
    renderSection('captain');
    fireEvent.click(await screen.findByTestId('team-slot-edit'));
    const dialog = await screen.findByTestId('team-slot-form');
    expect(within(dialog).getByRole('alert').textContent).toContain(
      'members who answered coming or maybe are told',
    );
    fireEvent.change(within(dialog).getByTestId('team-slot-time'), { target: { value: '21:15' } });
    patch.mockResolvedValue({ data: { ...slot(true), kick_off_time: '21:15' } });
    fireEvent.click(within(dialog).getByTestId('team-slot-save'));
    await waitFor(() =>
      expect(patch).toHaveBeenCalledWith(`/teams/${TEAM_ID}/slots/${SLOT_ID}`, { kick_off_time: '21:15' }),
    );
    await waitFor(() => expect(screen.queryByTestId('team-slot-form')).toBeNull());

    remove.mockResolvedValue({ data: undefined });
    fireEvent.click(screen.getByTestId('team-slot-end'));
    const confirm = await screen.findByRole('dialog', { name: 'End this weekly slot?' });
    expect(confirm.textContent).toContain('“Training · Thursday · 20:00” ends');
    fireEvent.click(within(confirm).getByRole('button', { name: 'End' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(`/teams/${TEAM_ID}/slots/${SLOT_ID}`));
  });
});
