import { loyaltyTierFor } from './loyalty.js';
import { FREE_CANCELLATION_HOURS, PRIORITY_REGISTRATION_HOURS, type StoredGameStatus } from './games.js';
import type { GameStatus } from './football.js';
import { SKILL_LEVELS, type SkillLevel } from './player-profile.js';

const HOUR_MS = 3_600_000;

/** The last moment a player can leave and get the full price back. */
export function freeCancellationUntil(startsAt: Date): Date {
  return new Date(startsAt.getTime() - FREE_CANCELLATION_HOURS * HOUR_MS);
}

/** Full refund until FREE_CANCELLATION_HOURS before kick-off, inclusive; instants compare in UTC, so no time zone can shift it. */
export function leavesWithFullRefund(startsAt: Date, now: Date): boolean {
  return now.getTime() <= freeCancellationUntil(startsAt).getTime();
}

/** When this player may register: tiers with priority registration PRIORITY_REGISTRATION_HOURS before everyone else. */
export function registrationOpensFor(registrationOpensAt: Date, gamesPlayed: number): Date {
  const early = loyaltyTierFor(gamesPlayed).benefits.includes('priority_registration');
  return early
    ? new Date(registrationOpensAt.getTime() - PRIORITY_REGISTRATION_HOURS * HOUR_MS)
    : registrationOpensAt;
}

/** `full` is not stored: an open game with no place left is full. */
export function displayGameStatus(
  status: StoredGameStatus,
  placesTaken: number,
  capacity: number,
): GameStatus {
  if (status === 'open' && placesTaken >= capacity) return 'full';
  return status;
}

/** True when a player's level is inside the game's range (an open end accepts everyone on that side). */
export function levelFits(
  level: SkillLevel,
  minLevel: SkillLevel | null,
  maxLevel: SkillLevel | null,
): boolean {
  const rank = SKILL_LEVELS.indexOf(level);
  if (minLevel && rank < SKILL_LEVELS.indexOf(minLevel)) return false;
  if (maxLevel && rank > SKILL_LEVELS.indexOf(maxLevel)) return false;
  return true;
}
