import Button from '@mui/material/Button';
import { MAX_TEAMS_PER_PLAYER } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { useTeams } from '../../../api/teams';
import { TeamGrid } from './team-grid';
import { TeamsPageSection } from './teams-page-section';
import { TeamsEmptyState } from './teams-empty-state';
import { LinkButton } from '../../../components/link-button';

/** The teams I play in (at most MAX_TEAMS_PER_PLAYER, so one page), or how to get into one. */
export function MyTeamsSection({ onJoinByCode }: { onJoinByCode: () => void }) {
  const { t } = useTranslation();
  const teams = useTeams({ scope: 'mine', page_size: MAX_TEAMS_PER_PLAYER });
  return (
    <TeamsPageSection title={t('teams.list.mine_title')}>
      <TeamGrid
        teams={teams}
        empty={
          <TeamsEmptyState
            title={t('teams.list.mine_empty_title')}
            text={t('teams.list.mine_empty_text')}
            actions={
              <>
                <LinkButton to="/teams/create" variant="contained">
                  {t('teams.list.create')}
                </LinkButton>
                <Button variant="outlined" onClick={onJoinByCode}>
                  {t('teams.list.join_by_code')}
                </Button>
              </>
            }
          />
        }
      />
    </TeamsPageSection>
  );
}
