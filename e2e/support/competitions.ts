import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import type { Competition, CreateCompetitionBody } from '@oyna/shared';
import { bearer, createPlayer, type Player } from './fixtures';
import { bakuDayFromNow, fundWallet } from './games';

/** A cup of the organizer's, open for registration: played in eight days, registering for six. */
export async function createCompetitionThroughApi(
  request: APIRequestContext,
  organizer: Pick<Player, 'tokens'>,
  changes: Partial<CreateCompetitionBody> = {},
): Promise<Competition> {
  const venues = await request.get('/api/v1/venues?page_size=1');
  const venue = ((await venues.json()) as { items: { id: number }[] }).items[0];
  if (!venue) throw new Error('the demo data has no venue');
  const body: CreateCompetitionBody = {
    name: 'Kubok',
    kind: 'cup',
    format: 'single_elimination',
    match_format: '6x6',
    venues: [{ venue_id: venue.id, pitches: [1] }],
    windows: [{ date: bakuDayFromNow(8), start: '10:00', end: '22:00' }],
    min_teams: 2,
    max_teams: 4,
    squad_min: 5,
    registration_deadline: new Date(Date.now() + 6 * 86_400_000).toISOString(),
    ...changes,
  };
  const created = await request.post('/api/v1/competitions', { headers: bearer(organizer), data: body });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as Competition;
}

/** A captain with a team of five (the smallest squad a competition may ask for) and 50 ₼. */
export async function captainWithTeam(request: APIRequestContext, name: string) {
  const captain = await createPlayer(request, { firstName: 'Kapitan' });
  const created = await request.post('/api/v1/teams', { headers: bearer(captain), data: { name } });
  expect(created.status(), await created.text()).toBe(201);
  const team = (await created.json()) as { id: string; join_code: string };
  for (const firstName of ['Əli', 'Vüqar', 'Rəşad', 'Elvin']) {
    const member = await createPlayer(request, { firstName });
    const joined = await request.post('/api/v1/teams/join', {
      headers: bearer(member),
      data: { code: team.join_code },
    });
    expect(joined.ok(), await joined.text()).toBe(true);
  }
  await fundWallet(request, captain, 50);
  return { captain, team };
}

/** The captain registers the team through the API, paying the fee from the wallet. */
export async function registerTeamThroughApi(
  request: APIRequestContext,
  competitionId: string,
  entry: { captain: Pick<Player, 'tokens'>; team: { id: string } },
) {
  const registered = await request.post(`/api/v1/competitions/${competitionId}/registrations`, {
    headers: { ...bearer(entry.captain), 'Idempotency-Key': `e2e-${randomUUID()}` },
    data: { team_id: entry.team.id },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
}

/**
 * The test server's fixture (decision 57): a drawn match and its game move back so that it kicked
 * off a minute ago, and its result may be recorded at once.
 */
export async function kickOffCompetitionMatch(
  request: APIRequestContext,
  competitionId: string,
  matchId: string,
): Promise<void> {
  const answer = await request.post(
    `/api/v1/dev/fixtures/competitions/${competitionId}/matches/${matchId}/kick-off`,
  );
  expect(answer.status(), await answer.text()).toBe(200);
}
