// @vitest-environment jsdom
import type {
  AutoFormationResult,
  Formation,
  TeamDetail,
  TeamMember,
  TeamPermissions,
  TeamPlayer,
} from '@oyna/shared';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { apiClient } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { DefaultFormationCard } from './default-formation-card';
import { FormationTab } from './formation-tab';

const TEAM_ID = '00000000-0000-4000-8000-000000000001';
const FORMATION_ID = '00000000-0000-4000-8000-000000000002';

function player(n: number, first: string, position: TeamPlayer['primary_position']): TeamPlayer {
  return {
    id: `00000000-0000-4000-8000-00000000010${n}`,
    first_name: first,
    last_name: 'Aliyev',
    photo_url: null,
    primary_position: position,
    secondary_positions: [],
    jersey_number: null,
    preferred_foot: 'right',
    rating: null,
  };
}

const players = [
  player(1, 'Kamran', 'goalkeeper'),
  player(2, 'Rauf', 'defender'),
  player(3, 'Elvin', 'defender'),
  player(4, 'Tural', 'striker'),
  player(5, 'Nihad', 'striker'),
  player(6, 'Orxan', 'centralMid'),
] as const;
const [kamran, rauf, elvin, tural, nihad, orxan] = players;

const permissions = (manage: boolean): TeamPermissions => ({
  edit: manage,
  invite: manage,
  approve_join_requests: manage,
  remove_members: manage,
  set_roles: manage,
  transfer_captaincy: manage,
  delete: manage,
  manage_formations: manage,
  manage_matches: manage,
  leave: true,
  join: false,
});

function team(manage: boolean): TeamDetail {
  return {
    id: TEAM_ID,
    name: 'Neftçi Veterans',
    member_count: players.length,
    primary_color: '#1d4ed8',
    members_visible: true,
    permissions: permissions(manage),
  } as unknown as TeamDetail;
}

const savedFormation: Formation = {
  id: FORMATION_ID,
  team_id: TEAM_ID,
  name: 'Sunday five',
  format: '5x5',
  preset_id: '5-1-2-2',
  slots: [
    { id: 'goalkeeper', role: 'goalkeeper', x: 0.5, y: 0.06 },
    { id: 'defender-1', role: 'defender', x: 0.32, y: 0.24 },
    { id: 'defender-2', role: 'defender', x: 0.68, y: 0.24 },
    { id: 'striker-1', role: 'striker', x: 0.32, y: 0.7 },
    { id: 'striker-2', role: 'striker', x: 0.68, y: 0.7 },
  ],
  assignments: [
    { slot_id: 'goalkeeper', user_id: kamran.id },
    { slot_id: 'striker-1', user_id: tural.id },
  ],
  bench: [rauf.id, elvin.id, nihad.id, orxan.id],
  is_default: true,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
};

const members = players.map((each): TeamMember => ({
  player: each,
  role: 'member',
  joined_at: '2026-11-01T10:00:00.000Z',
}));

const get = vi.spyOn(apiClient, 'get');
const post = vi.spyOn(apiClient, 'post');
const put = vi.spyOn(apiClient, 'put');

function answer(formations: Formation[]) {
  get.mockImplementation((url: string) =>
    Promise.resolve({ data: url.endsWith('/members') ? { items: members } : { items: formations } }),
  );
}

function renderWith(element: ReactElement) {
  const router = createMemoryRouter([{ path: '/', element }]);
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

const slot = (id: string) => screen.getByTestId(`formation-slot-${id}`);
const benchButton = (name: string) =>
  within(screen.getByTestId('formation-bench')).getByRole('button', { name: new RegExp(name) });

beforeEach(async () => {
  await i18n.changeLanguage('en');
  answer([savedFormation]);
});

afterEach(() => {
  cleanup();
  get.mockReset();
  post.mockReset();
  put.mockReset();
});

describe('FormationTab', () => {
  it('shows a member who may not edit the default formation read-only, with its bench', async () => {
    renderWith(<FormationTab team={team(false)} />);
    expect(await screen.findByRole('img', { name: 'Goalkeeper: Kamran Aliyev' })).toBeTruthy();
    expect(slot('striker-1').dataset['player']).toBe(tural.id);
    expect(screen.queryByTestId('formation-arrange')).toBeNull();
    expect(screen.queryAllByRole('button', { name: /Lock in this slot/ })).toHaveLength(0);
    expect(within(screen.getByTestId('formation-bench')).getByText('Orxan Aliyev')).toBeTruthy();
  });

  it('tells a member of a team without formations that none is saved yet', async () => {
    answer([]);
    renderWith(<FormationTab team={team(false)} />);
    expect(await screen.findByTestId('formation-none')).toBeTruthy();
  });

  it('tap a bench player, then a slot: he goes in, the slot’s player goes to the bench, and it is announced', async () => {
    renderWith(<FormationTab team={team(true)} />);
    await screen.findByTestId('formation-slot-goalkeeper');
    fireEvent.click(benchButton('Orxan'));
    expect(screen.getByTestId('formation-announcer').textContent).toBe(
      'Orxan Aliyev selected. Choose a slot or the bench.',
    );
    fireEvent.click(within(slot('goalkeeper')).getByRole('button', { name: 'Goalkeeper: Kamran Aliyev' }));
    expect(slot('goalkeeper').dataset['player']).toBe(orxan.id);
    expect(benchButton('Kamran')).toBeTruthy();
    expect(screen.getByTestId('formation-announcer').textContent).toBe('Orxan Aliyev now plays Goalkeeper.');
    expect(screen.getByTestId('formation-unsaved')).toBeTruthy();
  });

  it('tap two slots to swap their players, and send a picked player to the bench', async () => {
    renderWith(<FormationTab team={team(true)} />);
    await screen.findByTestId('formation-slot-goalkeeper');
    fireEvent.click(within(slot('goalkeeper')).getByRole('button', { name: /^Goalkeeper/ }));
    fireEvent.click(within(slot('striker-1')).getByRole('button', { name: /^Striker/ }));
    expect(slot('goalkeeper').dataset['player']).toBe(tural.id);
    expect(slot('striker-1').dataset['player']).toBe(kamran.id);

    fireEvent.click(within(slot('striker-1')).getByRole('button', { name: /^Striker/ }));
    fireEvent.click(screen.getByTestId('formation-to-bench'));
    expect(slot('striker-1').dataset['player']).toBe('');
    expect(screen.getByTestId('formation-announcer').textContent).toBe('Kamran Aliyev is on the bench.');
  });

  it('drags a bench player onto a slot with the pointer', async () => {
    renderWith(<FormationTab team={team(true)} />);
    await screen.findByTestId('formation-slot-goalkeeper');
    const target = slot('defender-1');
    document.elementFromPoint = () => target;
    fireEvent.pointerDown(benchButton('Rauf'), {
      button: 0,
      isPrimary: true,
      pointerId: 1,
      clientX: 0,
      clientY: 0,
    });
    act(() => {
      window.dispatchEvent(new PointerEvent('pointermove', { pointerId: 1, clientX: 40, clientY: 40 }));
    });
    act(() => {
      window.dispatchEvent(new PointerEvent('pointerup', { pointerId: 1, clientX: 40, clientY: 40 }));
    });
    expect(slot('defender-1').dataset['player']).toBe(rauf.id);
  });

  it('"fill the rest" sends the locked players and shows each placement’s reason', async () => {
    const result: AutoFormationResult = {
      format: '5x5',
      preset_id: '5-1-2-2',
      slots: savedFormation.slots,
      lineup: [
        {
          slot_id: 'goalkeeper',
          user_id: kamran.id,
          reason: {
            role: 'goalkeeper',
            fit: 'primary',
            via: 'goalkeeper',
            foot: null,
            foot_suits: null,
            strength: 50,
            strength_source: 'none',
            strong_skills: [],
            locked: true,
          },
        },
        { slot_id: 'defender-1', user_id: rauf.id, reason: null },
        { slot_id: 'defender-2', user_id: elvin.id, reason: null },
        {
          slot_id: 'striker-1',
          user_id: tural.id,
          reason: {
            role: 'striker',
            fit: 'primary',
            via: 'striker',
            foot: null,
            foot_suits: null,
            strength: 64,
            strength_source: 'rating',
            strong_skills: [],
            locked: false,
          },
        },
        { slot_id: 'striker-2', user_id: nihad.id, reason: null },
      ],
      bench: [orxan.id],
      unavailable: [],
      players: [...players],
    };
    post.mockResolvedValue({ data: result });
    renderWith(<FormationTab team={team(true)} />);
    fireEvent.click(await screen.findByTestId('formation-lock-goalkeeper'));
    expect(screen.getByText('1 locked player stays in place.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('formation-fill-rest'));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]).toEqual([
      `/teams/${TEAM_ID}/formations/auto`,
      { format: '5x5', preset_id: '5-1-2-2', locks: [{ slot_id: 'goalkeeper', user_id: kamran.id }] },
    ]);
    expect((await screen.findByTestId('formation-reason-goalkeeper')).textContent).toBe(
      'Kamran Aliyev — Goalkeeper: locked by the captain, primary position',
    );
    expect(screen.getByTestId('formation-reason-striker-1').textContent).toBe(
      'Tural Aliyev — Striker: primary position, rating 64',
    );
    expect(slot('striker-1').getAttribute('title')).toBe('Striker: primary position, rating 64');
    expect(slot('defender-2').dataset['player']).toBe(elvin.id);
  });

  it('"arrange for me" sends no locks', async () => {
    post.mockResolvedValue({
      data: {
        format: '5x5',
        preset_id: '5-1-2-2',
        slots: savedFormation.slots,
        lineup: [],
        bench: [],
        unavailable: [],
        players: [],
      },
    });
    renderWith(<FormationTab team={team(true)} />);
    fireEvent.click(await screen.findByTestId('formation-lock-goalkeeper'));
    fireEvent.click(screen.getByTestId('formation-arrange'));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]?.[1]).toMatchObject({ locks: [] });
  });

  it('saves the loaded formation under its name, or a new one, as the team’s default', async () => {
    put.mockResolvedValue({ data: savedFormation });
    renderWith(<FormationTab team={team(true)} />);
    await screen.findByTestId('formation-slot-goalkeeper');
    fireEvent.click(benchButton('Rauf'));
    fireEvent.click(within(slot('defender-1')).getByRole('button', { name: /^Centre back/ }));
    fireEvent.click(screen.getByTestId('formation-save'));
    expect((screen.getByTestId('formation-name') as HTMLInputElement).value).toBe('Sunday five');
    fireEvent.click(screen.getByTestId('formation-save-confirm'));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    const [url, body] = put.mock.calls[0] ?? [];
    expect(url).toBe(`/teams/${TEAM_ID}/formations/${FORMATION_ID}`);
    expect(body).toMatchObject({
      name: 'Sunday five',
      is_default: true,
      assignments: [
        { slot_id: 'goalkeeper', user_id: kamran.id },
        { slot_id: 'defender-1', user_id: rauf.id },
        { slot_id: 'striker-1', user_id: tural.id },
      ],
      bench: [elvin.id, nihad.id, orxan.id],
    });

    post.mockResolvedValue({ data: { ...savedFormation, id: '00000000-0000-4000-8000-000000000003' } });
    fireEvent.click(screen.getByTestId('formation-save'));
    fireEvent.change(screen.getByTestId('formation-name'), { target: { value: 'Cup final' } });
    fireEvent.click(screen.getByTestId('formation-save-as-new'));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]?.[0]).toBe(`/teams/${TEAM_ID}/formations`);
    expect(post.mock.calls[0]?.[1]).toMatchObject({ name: 'Cup final' });
  });

  it('does not save a formation without a name', async () => {
    answer([]);
    renderWith(<FormationTab team={team(true)} />);
    fireEvent.click(await screen.findByTestId('formation-save'));
    fireEvent.click(screen.getByTestId('formation-save-confirm'));
    expect(await screen.findByText('Give it a name of 1 to 40 characters')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('starts a team without formations on an empty pitch of the largest format its members fill', async () => {
    answer([]);
    renderWith(<FormationTab team={team(true)} />);
    expect((await screen.findByTestId('formation-filled')).textContent).toBe('0 of 6 slots filled');
  });
});

describe('DefaultFormationCard', () => {
  it('shows the default formation on a small pitch', async () => {
    renderWith(<DefaultFormationCard team={team(false)} />);
    expect(await screen.findByTestId('default-formation-card')).toBeTruthy();
    expect(screen.getByText('Default formation')).toBeTruthy();
    expect(screen.getByText('Sunday five')).toBeTruthy();
    expect(slot('goalkeeper').dataset['player']).toBe(kamran.id);
  });

  it('renders nothing when the team has no formation', async () => {
    answer([]);
    renderWith(<DefaultFormationCard team={team(false)} />);
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
    expect(screen.queryByTestId('default-formation-card')).toBeNull();
  });
});
