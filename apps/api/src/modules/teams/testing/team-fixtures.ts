import type { CreateTeamBody, TeamDetail } from '@oyna/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { NewUserRow } from '../../../db/schema.js';
import { type SignedIn, signedInUser } from '../../games/testing/game-fixtures.js';

let teamCounter = 0;

/** A call to the API as this user, in English. */
export function call(
  app: FastifyInstance,
  who: SignedIn,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...who.headers, 'accept-language': 'en' },
    ...(payload && { payload }),
  });
}

/** A team made through the API by `captain` (a new player when not given), with a unique name. */
export async function createTeamThroughApi(
  app: FastifyInstance,
  options: { captain?: SignedIn; team?: Partial<CreateTeamBody> } = {},
): Promise<{ team: TeamDetail; captain: SignedIn }> {
  teamCounter += 1;
  const captain = options.captain ?? (await signedInUser(app));
  const response = await call(app, captain, 'POST', '/teams', {
    name: `Test FK ${teamCounter} ${Math.random().toString(36).slice(2, 7)}`,
    ...options.team,
  });
  expect(response.statusCode, response.body).toBe(201);
  return { team: response.json<TeamDetail>(), captain };
}

/** A new player who joins the (public, auto-accepting or not) team with its code. */
export async function memberOf(
  app: FastifyInstance,
  team: Pick<TeamDetail, 'id'>,
  captain: SignedIn,
  profile: Partial<NewUserRow> = {},
): Promise<SignedIn> {
  const player = await signedInUser(app, profile);
  const detail = (await call(app, captain, 'GET', `/teams/${team.id}`)).json<TeamDetail>();
  const response = await call(app, player, 'POST', `/teams/${team.id}/join`, { code: detail.join_code });
  expect(response.statusCode, response.body).toBe(200);
  return player;
}
