import type {
  BakuDistrict,
  GameSummary,
  MyGame,
  PreparedMessageKind,
  RegistrationResult,
  TeamSlotAnswer,
  Wallet,
} from '@oyna/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { FileStorage } from '../../lib/file-storage.js';

/**
 * Work of a higher module that runs on the notification clock (a competition's "match tomorrow",
 * its registration deadline). Notifications imports no module above it: the jobs are handed to it
 * from above the modules (`apps/api/src/notification-hooks.ts`, used by `app.ts` and `worker.ts`).
 */
export interface ClockJob {
  /** The job's line in a round's tally (`competition_match_tomorrow`). */
  readonly name: string;
  /**
   * One round at `at`; returns how many things it did (notifications written, competitions closed).
   * `chosenNow` is true when the round's time was chosen by its caller (a test) rather than the timer.
   */
  run(db: Db, at: Date, context: ClockJobContext): Promise<number>;
}

export interface ClockJobContext {
  chosenNow: boolean;
  environment: Config['NODE_ENV'];
  log: FastifyBaseLogger;
  /** The uploads storage (an erased account's photo goes from it); absent only where a test runs a job by hand. */
  files?: FileStorage;
}

/**
 * What the Mini App shares into a chat as a prepared message (decision 87): a game anyone may book,
 * a team's invitation (its join code, for a member who may invite) or a competition.
 */
export type ShareableCard =
  | { kind: 'game'; game: GameSummary }
  | { kind: 'team'; name: string; joinCode: string }
  | { kind: 'competition'; id: string; name: string };

/** What the bot's buttons and commands do in the rest of the product, handed to notifications from above. */
export interface BotActions {
  /** "Give up my place": the player leaves the game as in the web app; returns what was refunded (manat). */
  giveUpPlace(db: Db, who: { userId: string; gameId: string }): Promise<{ refunded: number }>;
  /** A weekly slot's reminder answered from its buttons, as the member would in the web app. */
  answerTeamSlot(
    db: Db,
    answer: { userId: string; slotId: string; date: string; answer: TeamSlotAnswer },
  ): Promise<void>;
  /**
   * Open games with free places, soonest first (the games' own list): in `districts` (by default
   * the player's: those of their active alerts; none, anywhere), at the player's level if asked,
   * matching `search` (title or venue) if given.
   */
  findGames(
    db: Db,
    input: {
      userId: string | null;
      districts?: readonly BakuDistrict[];
      atMyLevel?: boolean;
      search?: string;
      limit: number;
    },
  ): Promise<GameSummary[]>;
  /** The player's next games (a place, a held place or the waitlist), soonest first. */
  myUpcomingGames(db: Db, input: { userId: string; limit: number }): Promise<MyGame[]>;
  /** "Book" from the bot: the ordinary booking, paid from the wallet; a repeat of the key changes nothing. */
  bookFromWallet(
    db: Db,
    input: { userId: string; gameId: string; idempotencyKey: string },
  ): Promise<RegistrationResult>;
  /** The balance and the loyalty tier. */
  wallet(db: Db, input: { userId: string }): Promise<Wallet>;
  /**
   * What the player may share as a card: null for an unknown one, a game nobody may book (a team
   * match's, a competition's, a cancelled one) or a team whose invitation the player may not give.
   */
  shareable(
    db: Db,
    input: { userId: string; kind: PreparedMessageKind; id: string },
  ): Promise<ShareableCard | null>;
}

/** Everything other modules give the notifications' background work and bot. */
export interface NotificationHooks {
  readonly clockJobs: readonly ClockJob[];
  readonly botActions: BotActions;
}
