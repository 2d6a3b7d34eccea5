import { presetById } from '@oyna/formation';
import type {
  AutoFormationResult,
  Formation,
  FormationListResponse,
  Position,
  TeamDetail,
} from '@oyna/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { type SignedIn, signedInUser } from '../games/testing/game-fixtures.js';
import { challenge, teamWithPlayers } from '../team-matches/testing/match-fixtures.js';
import { call, createTeamThroughApi, memberOf } from './testing/team-fixtures.js';

const PRESET = presetById('5-1-3-1')!;
const slots = PRESET.slots.map(({ id, role, x, y }) => ({ id, role, x, y }));

describe.each(testDrivers())('formations on %s', (driver) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ driver });
  });
  afterAll(() => test.close());

  /** A team whose five members play these positions (the captain the first). */
  async function teamOf(positions: [Position, 'left' | 'right'][]) {
    const [first, ...rest] = positions;
    const captain = await signedInUser(test.app, { primaryPosition: first![0], preferredFoot: first![1] });
    const { team } = await createTeamThroughApi(test.app, { captain, team: { auto_accept: true } });
    const members: SignedIn[] = [captain];
    for (const [position, foot] of rest)
      members.push(
        await memberOf(test.app, team, captain, { primaryPosition: position, preferredFoot: foot }),
      );
    return { team, captain, members };
  }
  const save = (who: SignedIn, teamId: string, body: object) =>
    call(test.app, who, 'POST', `/teams/${teamId}/formations`, {
      name: 'Əsas',
      format: '5x5',
      preset_id: PRESET.id,
      slots,
      ...body,
    });

  it('a team plays at the format of its latest team match, which a new formation opens at; none before its first', async () => {
    const home = await teamWithPlayers(test.app, 2);
    const away = await teamWithPlayers(test.app, 2);
    const usual = async () =>
      (await call(test.app, home.captain, 'GET', `/teams/${home.team.id}`)).json<TeamDetail>().usual_format;
    expect(await usual()).toBeNull();
    await challenge(test.app, home, away, { format: '7x7' });
    expect(await usual()).toBe('7x7');
    const later = new Date(Date.now() + 5 * 24 * 3_600_000).toISOString().slice(0, 10);
    const declined = await challenge(test.app, home, away, {
      format: '11x11',
      starts_at: `${later}T20:00:00+04:00`,
    });
    expect(
      (await call(test.app, away.captain, 'POST', `/team-matches/${declined.id}/decline`)).statusCode,
    ).toBe(200);
    expect(await usual()).toBe('7x7');
  });

  it('the captain saves a formation with players in slots and on the bench, and lists it', async () => {
    const { team, captain, members } = await teamOf([
      ['goalkeeper', 'right'],
      ['leftBack', 'left'],
      ['defender', 'right'],
      ['rightBack', 'right'],
      ['striker', 'right'],
    ]);
    const response = await save(captain, team.id, {
      assignments: [
        { slot_id: 'goalkeeper', user_id: members[0]!.user.id },
        { slot_id: 'striker', user_id: members[4]!.user.id },
      ],
      bench: [members[1]!.user.id],
      is_default: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    const formation = response.json<Formation>();
    expect(formation).toMatchObject({ name: 'Əsas', format: '5x5', preset_id: '5-1-3-1', is_default: true });
    const list = await call(test.app, members[2]!, 'GET', `/teams/${team.id}/formations`);
    expect(list.json<FormationListResponse>().items.map((item) => item.id)).toEqual([formation.id]);
    const detail = (await call(test.app, captain, 'GET', `/teams/${team.id}`)).json<TeamDetail>();
    expect(detail.default_formation_id).toBe(formation.id);
  });

  it('a new default unmarks the old one; a name twice in one team is a 409', async () => {
    const { team, captain } = await teamOf([['goalkeeper', 'right']]);
    const first = (await save(captain, team.id, { name: 'A', is_default: true })).json<Formation>();
    const second = (await save(captain, team.id, { name: 'B', is_default: true })).json<Formation>();
    const again = await call(test.app, captain, 'GET', `/teams/${team.id}/formations/${first.id}`);
    expect(again.json<Formation>().is_default).toBe(false);
    expect(
      (await call(test.app, captain, 'GET', `/teams/${team.id}/formations/${second.id}`)).json().is_default,
    ).toBe(true);
    const duplicate = await save(captain, team.id, { name: 'a' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: 'formation_name_taken' });
    const renamed = await call(test.app, captain, 'PUT', `/teams/${team.id}/formations/${second.id}`, {
      name: 'A',
      format: '5x5',
      slots,
    });
    expect(renamed.json()).toMatchObject({ code: 'formation_name_taken' });
  });

  it('slots that do not suit the format and players who are not members are refused with 422', async () => {
    const { team, captain } = await teamOf([['goalkeeper', 'right']]);
    const twoKeepers = slots.map((slot, index) => (index === 1 ? { ...slot, role: 'goalkeeper' } : slot));
    expect((await save(captain, team.id, { slots: twoKeepers, preset_id: null })).json()).toMatchObject({
      code: 'formation_invalid',
    });
    expect((await save(captain, team.id, { format: '7x7' })).json()).toMatchObject({
      code: 'formation_invalid',
    });
    const stranger = await signedInUser(test.app);
    const outsider = await save(captain, team.id, {
      assignments: [{ slot_id: 'goalkeeper', user_id: stranger.user.id }],
    });
    expect(outsider.json()).toMatchObject({ code: 'formation_assignment_invalid' });
    const twice = await save(captain, team.id, {
      assignments: [{ slot_id: 'goalkeeper', user_id: captain.user.id }],
      bench: [captain.user.id],
    });
    expect(twice.json()).toMatchObject({ code: 'formation_assignment_invalid' });
  });

  it('a vice-captain arranges formations; a member and a stranger may not; a private team hides them', async () => {
    const { team, captain, members } = await teamOf([
      ['goalkeeper', 'right'],
      ['striker', 'right'],
      ['defender', 'right'],
    ]);
    await call(test.app, captain, 'PATCH', `/teams/${team.id}/members/${members[1]!.user.id}`, {
      role: 'vice_captain',
    });
    expect((await save(members[1]!, team.id, { name: 'By vice' })).statusCode).toBe(201);
    expect((await save(members[2]!, team.id, { name: 'By member' })).statusCode).toBe(403);
    const stranger = await signedInUser(test.app);
    expect((await save(stranger, team.id, { name: 'By stranger' })).statusCode).toBe(403);
    const formation = (
      await call(test.app, captain, 'GET', `/teams/${team.id}/formations`)
    ).json<FormationListResponse>().items[0]!;
    expect(
      (await call(test.app, stranger, 'DELETE', `/teams/${team.id}/formations/${formation.id}`)).statusCode,
    ).toBe(403);
    expect((await call(test.app, stranger, 'GET', `/teams/${team.id}/formations`)).statusCode).toBe(200);
    await call(test.app, captain, 'PATCH', `/teams/${team.id}`, { is_private: true });
    expect((await call(test.app, stranger, 'GET', `/teams/${team.id}/formations`)).statusCode).toBe(403);
    expect(
      (await call(test.app, captain, 'DELETE', `/teams/${team.id}/formations/${formation.id}`)).statusCode,
    ).toBe(204);
  });

  it('a member who leaves drops out of the saved formation', async () => {
    const { team, captain, members } = await teamOf([
      ['goalkeeper', 'right'],
      ['striker', 'right'],
    ]);
    const formation = (
      await save(captain, team.id, {
        assignments: [
          { slot_id: 'goalkeeper', user_id: captain.user.id },
          { slot_id: 'striker', user_id: members[1]!.user.id },
        ],
      })
    ).json<Formation>();
    await call(test.app, members[1]!, 'POST', `/teams/${team.id}/leave`);
    const after = (
      await call(test.app, captain, 'GET', `/teams/${team.id}/formations/${formation.id}`)
    ).json<Formation>();
    expect(after.assignments).toEqual([{ slot_id: 'goalkeeper', user_id: captain.user.id }]);
  });

  it('AI automatic puts each member where their position and foot fit, with a reason for each', async () => {
    const { team, captain, members } = await teamOf([
      ['striker', 'right'],
      ['goalkeeper', 'right'],
      ['rightBack', 'right'],
      ['leftBack', 'left'],
      ['defender', 'right'],
      ['centralMid', 'right'],
    ]);
    const response = await call(test.app, captain, 'POST', `/teams/${team.id}/formations/auto`, {
      format: '5x5',
      preset_id: PRESET.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<AutoFormationResult>();
    const where = Object.fromEntries(
      result.lineup.map((placement) => [placement.slot_id, placement.user_id]),
    );
    expect(where).toEqual({
      goalkeeper: members[1]!.user.id,
      leftBack: members[3]!.user.id,
      defender: members[4]!.user.id,
      rightBack: members[2]!.user.id,
      striker: members[0]!.user.id,
    });
    expect(result.bench).toEqual([members[5]!.user.id]);
    const leftBack = result.lineup.find((placement) => placement.slot_id === 'leftBack');
    expect(leftBack?.reason).toMatchObject({
      role: 'leftBack',
      fit: 'primary',
      foot: 'left',
      foot_suits: true,
    });
    expect(result.players).toHaveLength(6);
  });

  it('semi-automatic keeps locked players where the captain put them and fills the rest', async () => {
    const { team, captain, members } = await teamOf([
      ['striker', 'right'],
      ['goalkeeper', 'right'],
      ['rightBack', 'right'],
      ['leftBack', 'left'],
      ['defender', 'right'],
    ]);
    const response = await call(test.app, captain, 'POST', `/teams/${team.id}/formations/auto`, {
      format: '5x5',
      preset_id: PRESET.id,
      locks: [{ user_id: members[0]!.user.id, slot_id: 'goalkeeper' }],
      unavailable: [members[4]!.user.id],
    });
    const result = response.json<AutoFormationResult>();
    const keeper = result.lineup.find((placement) => placement.slot_id === 'goalkeeper');
    expect(keeper).toMatchObject({ user_id: members[0]!.user.id, reason: { locked: true } });
    expect(result.unavailable).toEqual([members[4]!.user.id]);
    expect(result.lineup.map((placement) => placement.user_id)).not.toContain(members[4]!.user.id);

    const stranger = await signedInUser(test.app);
    const badLock = await call(test.app, captain, 'POST', `/teams/${team.id}/formations/auto`, {
      format: '5x5',
      locks: [{ user_id: members[0]!.user.id, slot_id: 'nowhere' }],
    });
    expect(badLock.json()).toMatchObject({ code: 'formation_lock_invalid' });
    const outsider = await call(test.app, captain, 'POST', `/teams/${team.id}/formations/auto`, {
      format: '5x5',
      player_ids: [stranger.user.id],
    });
    expect(outsider.json()).toMatchObject({ code: 'formation_assignment_invalid' });
    expect(
      (await call(test.app, members[1]!, 'POST', `/teams/${team.id}/formations/auto`, { format: '5x5' }))
        .statusCode,
    ).toBe(403);
  });
});
