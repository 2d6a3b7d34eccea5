import type { Position, PreferredFoot, SkillKey } from '@oyna/shared';
import {
  type PreparedPlayer,
  classifyFit,
  footFit,
  playerStrength,
  preparePlayer,
  skillFit,
} from './cost.js';
import type { Fit, FormationPlayer, FormationSlot, PlacementReason, StrengthSource } from './types.js';

/** Why this player suits (or does not suit) this slot: the terms of the cost, in words the web translates. */
export function placementReason(
  player: FormationPlayer | PreparedPlayer,
  slot: Pick<FormationSlot, 'role'>,
  locked = false,
): PlacementReason {
  if (!('player' in player)) return placementReason(preparePlayer(player), slot, locked);
  const { fit, via } = classifyFit(player, slot.role);
  const foot = footFit(player, slot.role);
  const { strength, source } = playerStrength(player);
  return {
    role: slot.role,
    fit,
    via,
    foot: foot.foot,
    footSuits: foot.suits,
    strength,
    strengthSource: source,
    strongSkills: skillFit(player, slot.role).strongSkills,
    locked,
  };
}

/** One piece of a placement's one-line reason; the web has a text per kind in az, ru and en. */
export type ReasonPart =
  | { kind: 'locked' }
  | { kind: 'fit'; fit: Fit; via: Position | null }
  | { kind: 'foot'; foot: PreferredFoot | 'unknown'; suits: boolean }
  | { kind: 'skills'; skills: SkillKey[] }
  | { kind: 'strength'; strength: number; source: Exclude<StrengthSource, 'none'> };

/**
 * The parts of the reason in the order to show them after the role ("left back: secondary
 * position, left foot, ..."): locked by the captain, the fit, the foot (wings only), the role's
 * skills the player stands out in (if any), the strength (when known from a rating or skills).
 */
export function reasonParts(reason: PlacementReason): ReasonPart[] {
  const parts: ReasonPart[] = [];
  if (reason.locked) parts.push({ kind: 'locked' });
  parts.push({ kind: 'fit', fit: reason.fit, via: reason.via });
  if (reason.foot !== null) parts.push({ kind: 'foot', foot: reason.foot, suits: reason.footSuits === true });
  if (reason.strongSkills.length > 0) parts.push({ kind: 'skills', skills: reason.strongSkills });
  if (reason.strengthSource !== 'none') {
    parts.push({ kind: 'strength', strength: reason.strength, source: reason.strengthSource });
  }
  return parts;
}
