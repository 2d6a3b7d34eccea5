import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { GameGuest, GamePlayer } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { fullName } from '../../../lib/format';

/** The confirmed players (photo, name, position and rating), then the guests they brought. */
export function GamePlayers({
  players,
  guests,
  capacity,
}: {
  players: GamePlayer[];
  guests: GameGuest[];
  capacity: number;
}) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: '16px' }}>
      <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        {t('games.detail.players_title', { count: players.length + guests.length, capacity })}
      </Typography>
      {players.length + guests.length === 0 ? (
        <Typography color="text.secondary">{t('games.detail.no_players')}</Typography>
      ) : (
        <List
          dense
          data-testid="game-players"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
            columnGap: 2,
          }}
        >
          {players.map((player) => (
            <ListItem key={player.id} disableGutters sx={{ minWidth: 0 }}>
              <ListItemAvatar>
                <Avatar src={player.photo_url ?? undefined} alt="" sx={{ bgcolor: 'primary.main' }}>
                  {player.first_name.charAt(0).toLocaleUpperCase()}
                </Avatar>
              </ListItemAvatar>
              <ListItemText
                primary={fullName(player)}
                secondary={player.position ? t(`onboarding.preferences.positions.${player.position}`) : null}
                slotProps={{
                  primary: { noWrap: true, sx: { fontWeight: 600 } },
                  secondary: { noWrap: true },
                }}
                sx={{ minWidth: 0 }}
              />
              {player.rating !== null ? (
                <Box
                  title={t('games.detail.rating')}
                  sx={{
                    ml: 1,
                    px: 1,
                    py: 0.25,
                    borderRadius: '8px',
                    fontWeight: 800,
                    typography: 'body2',
                    bgcolor: 'action.selected',
                    flexShrink: 0,
                  }}
                >
                  <span className="visually-hidden">{t('games.detail.rating')}: </span>
                  {player.rating}
                </Box>
              ) : null}
            </ListItem>
          ))}
          {guests.map((guest) => (
            <ListItem key={guest.id} disableGutters sx={{ minWidth: 0 }} data-testid="game-guest">
              <ListItemAvatar>
                <Avatar alt="" sx={{ bgcolor: 'action.selected', color: 'text.primary' }}>
                  <PersonAddAlt1OutlinedIcon fontSize="small" />
                </Avatar>
              </ListItemAvatar>
              <ListItemText
                primary={guest.name}
                secondary={t('games.guests.guest_of', {
                  name: fullName(guest.booker),
                })}
                slotProps={{
                  primary: { noWrap: true, sx: { fontWeight: 600 } },
                  // Who brought the guest is read in full, on two lines if it must.
                  secondary: { sx: { overflowWrap: 'anywhere' } },
                }}
                sx={{ minWidth: 0 }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
