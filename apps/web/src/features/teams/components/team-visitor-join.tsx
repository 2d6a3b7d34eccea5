import LoginIcon from '@mui/icons-material/Login';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TeamDetail } from '@oyna/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { withNext } from '../../../lib/safe-redirect';

/**
 * The way in for a visitor on a team's page: sign in or create an account, and come back here
 * (with the invite link's token, when they came by one) to join.
 */
export function TeamVisitorJoin({ team }: { team: TeamDetail }) {
  const { t } = useTranslation();
  const location = useLocation();
  const back = `${location.pathname}${location.search}`;
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: '16px', width: '100%' }}
      data-testid="team-visitor-join"
    >
      <Stack spacing={1.5}>
        <Typography variant="h3" component="h2" sx={{ fontSize: '1.125rem', fontWeight: 750 }}>
          {t('teams.visitor.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t(team.is_private ? 'teams.visitor.text_private' : 'teams.visitor.text')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button
            component={RouterLink}
            to={withNext('/login', back)}
            variant="contained"
            startIcon={<LoginIcon />}
            data-testid="team-visitor-sign-in"
          >
            {t('teams.visitor.sign_in')}
          </Button>
          <Button component={RouterLink} to={withNext('/register', back)} variant="outlined">
            {t('teams.visitor.register')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
