import Paper from '@mui/material/Paper';
import type { TeamDetail } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { useLocation } from 'react-router';
import { VisitorJoinBox } from '../../../components/visitor-join-box';

/**
 * The way in for a visitor on a team's page: sign in or create an account, and come back here
 * (with the invite link's token, when they came by one) to join.
 */
export function TeamVisitorJoin({ team }: { team: TeamDetail }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: '16px', width: '100%' }}
      data-testid="team-visitor-join"
    >
      <VisitorJoinBox
        back={`${location.pathname}${location.search}`}
        title={t('teams.visitor.title')}
        text={t(team.is_private ? 'teams.visitor.text_private' : 'teams.visitor.text')}
        labels={{ signIn: t('teams.visitor.sign_in'), register: t('teams.visitor.register') }}
        primary="sign-in"
        row
        testIds={{ signIn: 'team-visitor-sign-in' }}
      />
    </Paper>
  );
}
