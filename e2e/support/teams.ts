import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { bearer, type Player } from './fixtures';

/** A public team the player creates and so captains; the name is unique to the run. */
export async function createTeam(
  request: APIRequestContext,
  captain: Pick<Player, 'tokens'>,
  prefix: string,
): Promise<{ id: string; name: string }> {
  const name = `${prefix} ${randomUUID().slice(0, 6)}`;
  const answer = await request.post('/api/v1/teams', { headers: bearer(captain), data: { name } });
  expect(answer.status(), await answer.text()).toBe(201);
  const { id } = (await answer.json()) as { id: string };
  return { id, name };
}

/**
 * A challenge from `home` to `away` kicking off `seconds` from now (the API refuses a kick-off in
 * the past; `finishMatch` then moves an accepted one back for its result).
 * The venues are tried from the end of the list, from `venueOffset` on, so that tests running side
 * by side (and the games other specs create from the start of the list) do not pick the same pitch
 * for the same hour: a challenge checks the pitch when it is made, but takes it only on acceptance.
 * A venue with every pitch taken answers 409: the next one is tried.
 */
export async function challengeStartingSoon(
  request: APIRequestContext,
  homeCaptain: Pick<Player, 'tokens'>,
  teams: { homeTeamId: string; awayTeamId: string; seconds: number; venueOffset: number },
): Promise<{ id: string; startsAt: Date; endsAt: Date }> {
  const venues = await request.get('/api/v1/venues?page_size=20');
  expect(venues.status()).toBe(200);
  const venueIds = ((await venues.json()) as { items: { id: number }[] }).items.map((venue) => venue.id);
  venueIds.reverse();
  const startsAt = new Date(Date.now() + teams.seconds * 1000);
  const durationMinutes = 60;
  const endsAt = new Date(startsAt.getTime() + durationMinutes * 60_000);
  for (const venueId of [...venueIds.slice(teams.venueOffset), ...venueIds.slice(0, teams.venueOffset)]) {
    const answer = await request.post('/api/v1/team-matches', {
      headers: bearer(homeCaptain),
      data: {
        home_team_id: teams.homeTeamId,
        away_team_id: teams.awayTeamId,
        venue_id: venueId,
        starts_at: startsAt.toISOString(),
        duration_minutes: durationMinutes,
        format: '5x5',
        message: 'Cümə axşamı görüşək?',
      },
    });
    if (answer.status() === 409) continue;
    expect(answer.status(), await answer.text()).toBe(201);
    return { id: ((await answer.json()) as { id: string }).id, startsAt, endsAt };
  }
  throw new Error('no venue had a free pitch');
}

/**
 * The test server's fixture (decision 57): the accepted match moves back so that it ended a minute
 * ago, and its result may be recorded at once.
 */
export async function finishMatch(request: APIRequestContext, matchId: string): Promise<void> {
  const answer = await request.post(`/api/v1/dev/fixtures/team-matches/${matchId}/finish`);
  expect(answer.status(), await answer.text()).toBe(200);
}

/** The captain picks the squad of their team through the API. */
export async function saveSquad(
  request: APIRequestContext,
  captain: Pick<Player, 'tokens'>,
  match: { matchId: string; teamId: string; userIds: string[] },
): Promise<void> {
  const answer = await request.put(`/api/v1/team-matches/${match.matchId}/squads/${match.teamId}`, {
    headers: bearer(captain),
    data: { user_ids: match.userIds },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** A team's statistics as the API gives them to one of its captains. */
export async function teamStats(
  request: APIRequestContext,
  viewer: Pick<Player, 'tokens'>,
  teamId: string,
): Promise<Record<string, unknown>> {
  const answer = await request.get(`/api/v1/teams/${teamId}/stats`, { headers: bearer(viewer) });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as Record<string, unknown>;
}
