import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/use-translation';

/** In place of the statistics of a player who keeps their profile private. */
export function PrivateProfileNotice() {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, borderRadius: '20px' }} data-testid="player-private">
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <LockOutlinedIcon sx={{ fontSize: 44, color: 'text.secondary' }} />
        <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('players.private_title')}
        </Typography>
        <Typography color="text.secondary">{t('players.private_text')}</Typography>
      </Stack>
    </Paper>
  );
}
