import AddIcon from '@mui/icons-material/Add';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import VpnKeyOutlinedIcon from '@mui/icons-material/VpnKeyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useMyInvitations } from '../../../api/my-invitations';
import { AllTeamsSection } from '../components/all-teams-section';
import { JoinByCodeDialog } from '../components/join-by-code-dialog';
import { MyTeamsSection } from '../components/my-teams-section';

/** `/teams`: my teams first, then every team with search and filters; create, join by code, invitations. */
export function TeamsPage() {
  const { t } = useTranslation();
  const [joining, setJoining] = useState(false);
  const invitations = useMyInvitations();
  const pending = invitations.data?.total ?? 0;
  return (
    <Stack spacing={4}>
      <title>{`${t('teams.page_title')} · ${t('common.app_name')}`}</title>
      <Box
        sx={{
          display: 'flex',
          gap: 2,
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
        }}
      >
        <Typography variant="h1">{t('teams.page_title')}</Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="outlined" startIcon={<VpnKeyOutlinedIcon />} onClick={() => setJoining(true)}>
            {t('teams.list.join_by_code')}
          </Button>
          <Button
            component={RouterLink}
            to="/teams/create"
            variant="contained"
            startIcon={<AddIcon />}
            data-testid="teams-create"
          >
            {t('teams.list.create')}
          </Button>
        </Stack>
      </Box>
      {pending > 0 ? (
        <Alert
          severity="info"
          icon={<MailOutlineIcon />}
          action={
            <Button component={RouterLink} to="/teams/invitations" color="inherit" size="small">
              {t('teams.invitations.open')}
            </Button>
          }
        >
          {t('teams.invitations.waiting', { count: pending })}
        </Alert>
      ) : null}
      <MyTeamsSection onJoinByCode={() => setJoining(true)} />
      <AllTeamsSection />
      <JoinByCodeDialog open={joining} onClose={() => setJoining(false)} />
    </Stack>
  );
}
