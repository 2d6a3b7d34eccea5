import type { TeamPlayer } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import {
  type FormationDraft,
  type FormationSpot,
  playerAt,
  slotOfPlayer,
  swapSpots,
} from '../lib/formation-draft';
import { sameSpot } from '../lib/formation-spot';
import { fullName } from '../lib/player-names';
import { usePointerDrag } from './use-pointer-drag';

/**
 * The manual mode's three ways of moving a player, one outcome: tap (or Enter/Space on) one spot,
 * then another, and the two swap; or drag a player onto a spot. Every pick and move is announced
 * in words for screen readers (`announcement`, for an aria-live region).
 */
export function usePickAndDrop(options: {
  draft: FormationDraft;
  players: ReadonlyMap<string, TeamPlayer>;
  onChange: (draft: FormationDraft) => void;
}) {
  const { t } = useTranslation();
  const { draft, players } = options;
  const [picked, setPicked] = useState<FormationSpot | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const nameOf = (userId: string | null) => {
    const player = userId === null ? undefined : players.get(userId);
    return player ? fullName(player) : '';
  };
  const roleOf = (slotId: string) => {
    const slot = draft.slots.find((each) => each.id === slotId);
    return slot ? t(`onboarding.preferences.positions.${slot.role}`) : slotId;
  };

  const move = (from: FormationSpot, to: FormationSpot) => {
    setPicked(null);
    const next = swapSpots(draft, from, to);
    if (next === draft) return;
    options.onChange(next);
    const mover = playerAt(draft, from) ?? playerAt(draft, to);
    if (mover === null) return;
    const slotId = slotOfPlayer(next, mover);
    setAnnouncement(
      slotId === null
        ? t('formations.announce.benched', { name: nameOf(mover) })
        : t('formations.announce.moved', { name: nameOf(mover), place: roleOf(slotId) }),
    );
  };

  const pick = (spot: FormationSpot) => {
    setPicked(spot);
    const userId = playerAt(draft, spot);
    setAnnouncement(
      userId !== null
        ? t('formations.announce.picked', { name: nameOf(userId) })
        : spot.kind === 'slot'
          ? t('formations.announce.picked_slot', { role: roleOf(spot.slotId) })
          : '',
    );
  };

  const clear = () => {
    if (picked === null) return;
    setPicked(null);
    setAnnouncement(t('formations.announce.cleared'));
  };

  const { drag, start, isDragClick } = usePointerDrag((from, to) => {
    if (!sameSpot(from, to)) move(from, to);
  });

  /** A tap, a click or Enter/Space on a spot. */
  const onSpot = (spot: FormationSpot) => {
    if (isDragClick()) return;
    if (picked === null) {
      if (spot.kind === 'bench' && spot.userId === null) return;
      pick(spot);
    } else if (sameSpot(picked, spot)) clear();
    else if (picked.kind === 'bench' && spot.kind === 'bench') {
      if (spot.userId !== null) pick(spot);
    } else move(picked, spot);
  };

  return { picked, announcement, drag, startDrag: start, onSpot, clear };
}
