import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { styled } from '@mui/material/styles';
import type { GameSummary, RegistrationResult } from '@oyna/shared';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { themeStyles } from '../../../lib/theme-styles';
import { summaryState } from '../lib/registration-state';
import { announceRegistration } from './game-toasts';
import { RegisterDialog } from './register-dialog';

// Worked out once per theme: a card with my booking shows one (decision 110).
const StateChip = styled(Chip)(themeStyles({ fontWeight: 700 }));

/**
 * The booking part of a game card: register or join the waitlist (in a dialog), my booking's
 * status, or that the game's level range does not take mine; otherwise the card's own `details` link. A held place opens the game (`openGame`), where
 * the countdown and the top-up are.
 */
export function CardBookingAction({
  game,
  details,
  openGame,
}: {
  game: GameSummary;
  details: ReactNode;
  openGame: () => void;
}) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState(false);
  const kind = summaryState(game, new Date());

  const onRegistered = (result: RegistrationResult) => {
    setDialog(false);
    announceRegistration(result, t);
    if (result.registration.status === 'pending_payment') openGame();
  };

  const content = (() => {
    switch (kind) {
      case 'register':
      case 'join_waitlist':
        return (
          <Button
            variant="contained"
            color={kind === 'register' ? 'primary' : 'secondary'}
            onClick={() => setDialog(true)}
            data-testid="game-card-register"
            aria-label={`${t(kind === 'register' ? 'games.actions.register' : 'games.actions.join_waitlist')}: ${game.title}`}
          >
            {t(kind === 'register' ? 'games.actions.register' : 'games.actions.join_waitlist')}
          </Button>
        );
      case 'level_mismatch':
        // Said on the card, before any dialog: the game's level range does not take mine (decision 49).
        return (
          <StateChip
            icon={<BlockOutlinedIcon />}
            label={t('games.level_gate.short')}
            data-testid="game-card-level-mismatch"
          />
        );
      case 'confirmed':
      case 'held':
      case 'waitlisted':
        return (
          <StateChip
            color={kind === 'confirmed' ? 'success' : 'warning'}
            label={t(`games.my_status.${kind}`)}
            data-testid="game-card-mine"
          />
        );
      default:
        return details;
    }
  })();

  // The dialog stays mounted while the list refreshes under it (the booking itself refreshes it).
  return (
    <>
      {content}
      {dialog ? (
        <RegisterDialog
          game={game}
          waitlist={kind === 'join_waitlist'}
          open={dialog}
          onClose={() => setDialog(false)}
          onRegistered={onRegistered}
        />
      ) : null}
    </>
  );
}
