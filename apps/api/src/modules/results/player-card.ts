import { INTL_LOCALES, type Language, bakuDateTimeFormat, sideOutcome } from '@oyna/shared';
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { gameResultPlayers, gameResults, games, users, venues } from '../../db/schema.js';
import { AppError, notFound } from '../../errors/app-error.js';
import { playerForViewer } from '../users/player-for-viewer.js';
import { drawnCards } from './drawn-cards.js';
import { type PlayerCard, playerCardSvg } from './player-card-svg.js';

/** Cards drawn, by what they show: the same game, player, language and result draw the same PNG. */
const drawn = drawnCards();

/** `28 noyabr, 20:00`: the day and the kick-off in Baku, written apart (ICU joins them oddly in az). */
function kickOff(startsAt: Date, language: Language): string {
  const locale = INTL_LOCALES[language];
  const day = bakuDateTimeFormat(locale, { day: 'numeric', month: 'long' });
  const time = bakuDateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${day.format(startsAt)}, ${time.format(startsAt)}`;
}

/**
 * What a player's card after a game shows: the game, the score, the player's side, goals and
 * whether they were the player of the match. Only a public player's card exists for anyone to see
 * (it is an open image, decision 52): a private player's is 403 `profile_private`; a game without a
 * result, or a player not in it, is 404.
 */
export async function loadPlayerCard(
  db: DbExecutor,
  input: { gameId: string; playerId: string; language: Language },
): Promise<{ card: PlayerCard; version: string }> {
  const [row] = await db
    .select({
      title: games.title,
      startsAt: games.startsAt,
      venue: venues.name,
      scores: gameResults.scores,
      playerOfMatchId: gameResults.playerOfMatchId,
      recordedAt: gameResults.recordedAt,
      correctedAt: gameResults.correctedAt,
    })
    .from(games)
    .innerJoin(gameResults, eq(gameResults.gameId, games.id))
    .innerJoin(venues, eq(venues.id, games.venueId))
    .where(eq(games.id, input.gameId));
  if (!row) throw notFound('result_not_recorded');
  const [line] = await db
    .select({
      side: gameResultPlayers.sideIndex,
      goals: gameResultPlayers.goals,
      attended: gameResultPlayers.attended,
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      profileVisibility: users.profileVisibility,
    })
    .from(gameResultPlayers)
    .innerJoin(users, eq(users.id, gameResultPlayers.userId))
    .where(and(eq(gameResultPlayers.gameId, input.gameId), eq(gameResultPlayers.userId, input.playerId)));
  if (!line || !line.attended) throw notFound('user_not_found');
  if (!playerForViewer(line, { user: null }).open) throw new AppError('profile_private', 403);
  const card: PlayerCard = {
    language: input.language,
    playerName: `${line.firstName} ${line.lastName}`,
    gameTitle: row.title,
    when: `${kickOff(row.startsAt, input.language)} · ${row.venue}`,
    scores: row.scores,
    side: line.side,
    goals: line.goals,
    outcome: sideOutcome(row.scores, line.side),
    playerOfMatch: row.playerOfMatchId === line.id,
  };
  const version = (row.correctedAt ?? row.recordedAt).getTime().toString(36);
  return { card, version };
}

/** The card as a PNG, drawn once per version of what it shows and kept. */
export async function playerCardPng(
  db: DbExecutor,
  input: { gameId: string; playerId: string; language: Language },
): Promise<Buffer> {
  const { card, version } = await loadPlayerCard(db, input);
  const key = JSON.stringify([input.gameId, input.playerId, input.language, version, card.playerName]);
  return drawn(key, () => playerCardSvg(card));
}

/** The title and description of a card's share page: the player, the game and the score. */
export async function playerCardPreview(
  db: DbExecutor,
  input: { gameId: string; playerId: string; language: Language },
): Promise<{ title: string; description: string } | null> {
  try {
    const { card } = await loadPlayerCard(db, input);
    return {
      title: `${card.playerName} · ${card.gameTitle} · Oyna`,
      description: `${card.scores.join(' – ')} · ${card.when}`,
    };
  } catch (error) {
    if (error instanceof AppError && (error.statusCode === 404 || error.statusCode === 403)) return null;
    throw error;
  }
}
