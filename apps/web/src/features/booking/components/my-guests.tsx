import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { MAX_GUESTS_PER_PLAYER, type GameDetail, type GameGuest } from '@oyna/shared';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { formatManat } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session/session-store';
import { toast } from '../../../lib/toast';
import { AddGuestDialog } from './add-guest-dialog';
import { RemoveGuestDialog } from './remove-guest-dialog';

/** The guests a player booked places for, and why a guest can or cannot be added now. */
function guestAdvice(game: GameDetail, mine: GameGuest[]): 'not_allowed' | 'limit' | 'no_place' | null {
  if (!game.guests_allowed) return 'not_allowed';
  if (mine.length >= MAX_GUESTS_PER_PLAYER) return 'limit';
  if (game.places_left === 0) return 'no_place';
  return null;
}

/**
 * My guests in a game I have a confirmed place in: who they are, taking one off, and bringing
 * another (docs/decisions/0027-guests.md).
 */
export function MyGuests({ game }: { game: GameDetail }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const headingId = useId();
  const myId = useSessionStore((state) => state.user?.id);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<GameGuest | null>(null);
  const mine = game.guests.filter((guest) => guest.booker.id === myId);
  const blocked = guestAdvice(game, mine);

  return (
    <Box component="section" aria-labelledby={headingId} data-testid="my-guests">
      <Typography id={headingId} variant="subtitle2" component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('games.guests.title')}
      </Typography>
      {mine.length > 0 ? (
        <List dense disablePadding>
          {mine.map((guest) => (
            <ListItem
              key={guest.id}
              disableGutters
              data-testid="my-guest"
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('games.guests.remove', { name: guest.name })}
                  onClick={() => setRemoving(guest)}
                  data-testid="remove-guest"
                >
                  <PersonRemoveOutlinedIcon />
                </IconButton>
              }
            >
              <ListItemText
                primary={guest.name}
                secondary={formatManat(guest.price, language)}
                slotProps={{ primary: { noWrap: true, sx: { fontWeight: 600 } } }}
                sx={{ minWidth: 0, pr: 5 }}
              />
            </ListItem>
          ))}
        </List>
      ) : blocked === null ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('games.guests.hint', { price: formatManat(game.price, language) })}
        </Typography>
      ) : null}
      {blocked === null ? (
        <Button
          variant="outlined"
          startIcon={<PersonAddAlt1OutlinedIcon />}
          onClick={() => setAdding(true)}
          data-testid="bring-guest"
        >
          {t('games.guests.bring')}
        </Button>
      ) : (
        <Typography variant="body2" color="text.secondary" data-testid="guests-blocked">
          {blocked === 'limit'
            ? t('games.guests.limit', { count: MAX_GUESTS_PER_PLAYER })
            : t(`games.guests.${blocked}`)}
        </Typography>
      )}

      {adding ? (
        <AddGuestDialog
          game={game}
          onClose={() => setAdding(false)}
          onAdded={(result) => {
            setAdding(false);
            toast.success(
              t('games.guests.toasts.added', {
                name: result.guest.name,
                amount: formatManat(result.guest.price, language),
              }),
            );
          }}
        />
      ) : null}
      {removing ? (
        <RemoveGuestDialog
          game={game}
          guest={removing}
          onClose={() => setRemoving(null)}
          onRemoved={(result) => {
            setRemoving(null);
            toast.success(
              result.refunded > 0
                ? t('games.guests.toasts.removed_refunded', {
                    amount: formatManat(result.refunded, language),
                  })
                : t('games.guests.toasts.removed'),
            );
          }}
        />
      ) : null}
    </Box>
  );
}
