import MailOutlineIcon from '@mui/icons-material/MailOutline';
import VpnKeyOutlinedIcon from '@mui/icons-material/VpnKeyOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { useMyInvitations } from '../../../api/my-invitations';
import { AllTeamsSection } from '../components/all-teams-section';
import { JoinByCodeDialog } from '../components/join-by-code-dialog';
import { MyTeamsSection } from '../components/my-teams-section';
import { PageHeading } from '../../../components/page-heading';
import { CreateLinkButton, LinkButton } from '../../../components/link-button';

/** `/teams`: my teams first, then every team with search and filters; create, join by code, invitations. */
export function TeamsPage() {
  const { t } = useTranslation();
  // `?join=CODE` (a team's link in Telegram, decision 83) opens the join dialog with the code filled in.
  const [searchParams] = useSearchParams();
  const sharedCode = searchParams.get('join') ?? undefined;
  const [joining, setJoining] = useState(sharedCode !== undefined);
  const invitations = useMyInvitations();
  const pending = invitations.data?.total ?? 0;
  return (
    <Stack spacing={4}>
      <PageHeading
        title={t('teams.page_title')}
        actions={
          <>
            <Button variant="outlined" startIcon={<VpnKeyOutlinedIcon />} onClick={() => setJoining(true)}>
              {t('teams.list.join_by_code')}
            </Button>
            <CreateLinkButton to="/teams/create" data-testid="teams-create">
              {t('teams.list.create')}
            </CreateLinkButton>
          </>
        }
      />
      {pending > 0 ? (
        <Alert
          severity="info"
          icon={<MailOutlineIcon />}
          action={
            <LinkButton to="/teams/invitations" color="inherit" size="small">
              {t('teams.invitations.open')}
            </LinkButton>
          }
        >
          {t('teams.invitations.waiting', { count: pending })}
        </Alert>
      ) : null}
      <MyTeamsSection onJoinByCode={() => setJoining(true)} />
      <AllTeamsSection />
      <JoinByCodeDialog open={joining} onClose={() => setJoining(false)} initialCode={sharedCode} />
    </Stack>
  );
}
