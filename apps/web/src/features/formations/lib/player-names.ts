import type { TeamPlayer } from '@oyna/shared';

/** "Kamran M.": what fits under a token on a 390 px pitch. */
export function shortName(player: Pick<TeamPlayer, 'first_name' | 'last_name'>): string {
  const initial = player.last_name.trim().charAt(0);
  return initial ? `${player.first_name} ${initial}.` : player.first_name;
}

export { fullName } from '../../../lib/format';
