import PersonSearchOutlinedIcon from '@mui/icons-material/PersonSearchOutlined';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/use-translation';
import { Navigate, useParams } from 'react-router';
import { ProfilePageError } from '../components/profile-page-error';
import { useSessionStore } from '../../../lib/session/session-store';
import { usePlayer } from '../api/get-player';
import { usePlayerStats } from '../api/get-player-stats';
import { usePlayerTrophies } from '../api/get-player-trophies';
import { HonoursCards } from '../components/honours-cards';
import { PrivateProfileNotice } from '../components/private-profile-notice';
import { ProfileHeader } from '../components/profile-header';
import { RatingHistorySection } from '../components/rating-history-section';
import { SkillsRadar } from '../components/skills-radar';
import { StatsGrid } from '../components/stats-grid';
import { isPrivateProfileError, playerPageState } from '../lib/player-state';
import { LinkButton } from '../../../components/link-button';
import { PageColumn, PageColumns } from '../../../components/page-columns';

/**
 * `/players/:id`: another player as their privacy settings allow; a private profile shows only
 * the name and photo, an unknown id a "not found" state, and my own id leads to /profile.
 */
export function PlayerPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const myId = useSessionStore((state) => state.user?.id);
  const player = usePlayer(id);
  const state = playerPageState({ id, myId, player: player.data, error: player.error });
  const stats = usePlayerStats(id, { enabled: state === 'public' });
  const trophies = usePlayerTrophies(id, { enabled: state === 'public' });

  const name = player.data
    ? `${player.data.first_name} ${player.data.last_name}`.trim()
    : t('players.page_title');
  const title = <title>{`${name} · ${t('common.app_name')}`}</title>;

  if (state === 'me') return <Navigate to="/profile" replace />;
  if (state === 'not_found') {
    return (
      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, sm: 5 }, borderRadius: '20px' }}
        data-testid="player-not-found"
      >
        {title}
        <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <PersonSearchOutlinedIcon sx={{ fontSize: 48, color: 'text.secondary' }} />
          <Typography variant="h1" sx={{ fontSize: '1.5rem' }}>
            {t('players.not_found_title')}
          </Typography>
          <Typography color="text.secondary">{t('players.not_found_text')}</Typography>
          <LinkButton to="/games" variant="outlined">
            {t('players.back')}
          </LinkButton>
        </Stack>
      </Paper>
    );
  }
  if (state === 'error') {
    return (
      <ProfilePageError
        tabTitle={title}
        heading={t('players.page_title')}
        errorTitle={t('players.error')}
        query={player}
      />
    );
  }
  if (state === 'loading' || !player.data) {
    return (
      <Stack spacing={3} data-testid="player-loading">
        {title}
        <Skeleton variant="rounded" height={160} sx={{ borderRadius: '24px' }} />
        <Skeleton variant="rounded" height={240} sx={{ borderRadius: '20px' }} />
      </Stack>
    );
  }

  const { details } = player.data;
  // The profile may turn private between the two answers: the statistics then say so.
  const statsPrivate = isPrivateProfileError(stats.error);
  const showPrivate = state === 'private' || statsPrivate;
  return (
    <Stack spacing={3} data-testid="player-page">
      {title}
      <ProfileHeader
        firstName={player.data.first_name}
        lastName={player.data.last_name}
        photoUrl={player.data.photo_url}
        primaryPosition={details ? details.primary_position : undefined}
        jerseyNumber={details?.jersey_number}
        stats={showPrivate || stats.isError ? null : stats.data}
        nameIsHeading
      />
      {showPrivate || !details ? (
        <PrivateProfileNotice />
      ) : (
        <PageColumns>
          <PageColumn>
            <StatsGrid stats={stats.data} error={stats.error} onRetry={() => void stats.refetch()} />
            <HonoursCards stats={stats} trophies={trophies} />
          </PageColumn>
          <PageColumn>
            <SkillsRadar
              skills={details.skills}
              overall={details.skill_overall}
              level={details.skill_level}
            />
            <RatingHistorySection userId={player.data.id} name={player.data.full_name} />
          </PageColumn>
        </PageColumns>
      )}
    </Stack>
  );
}
