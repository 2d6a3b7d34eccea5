import type { DbExecutor } from '../../db/database.js';

/**
 * What happens elsewhere when a team goes, handed to the teams module from above the modules
 * (`apps/api/src/module-hooks.ts`): teams imports no module after it (docs/architecture.md).
 */
export interface TeamHooks {
  /** Inside the transaction that deletes the team, before it is marked deleted: its open matches are cancelled. */
  onTeamRemoved(tx: DbExecutor, event: { teamId: string; actorId: string; now: Date }): Promise<void>;
}
