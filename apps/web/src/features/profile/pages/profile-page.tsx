import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { ProfilePageError } from '../components/profile-page-error';
import { useMyProfile } from '../api/get-my-profile';
import { usePlayerStats } from '../api/get-player-stats';
import { usePlayerTrophies } from '../api/get-player-trophies';
import { HonoursCards } from '../components/honours-cards';
import { BalanceCard } from '../components/balance-card';
import { EditProfileDialog } from '../components/edit-profile-dialog';
import { FitnessSummaryCard } from '../components/fitness-summary-card';
import { PastGames } from '../components/past-games';
import { ProfileHeader } from '../components/profile-header';
import { RatingHistorySection } from '../components/rating-history-section';
import { RecentTransactions } from '../components/recent-transactions';
import { SkillsRadar } from '../components/skills-radar';
import { StatsGrid } from '../components/stats-grid';
import { ReliabilityCard } from '../../../components/reliability/reliability-card';
import type { EditSection } from '../lib/profile-edit';
import { LinkButton } from '../../../components/link-button';
import { PageColumn, PageColumns } from '../../../components/page-columns';

/**
 * `/profile`: the signed-in player's header, balance, statistics, skills, achievements, rating
 * history, games and payments, with the profile editor and a way to the settings.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const profile = useMyProfile();
  const stats = usePlayerStats(profile.data?.id);
  const trophies = usePlayerTrophies(profile.data?.id);
  const [editing, setEditing] = useState<EditSection | null>(null);
  // The balance sits first in the side column on a wide screen, right under the header on a phone.
  const wide = useMediaQuery(useTheme().breakpoints.up('md'));

  const title = <title>{`${t('profile.page_title')} · ${t('common.app_name')}`}</title>;
  if (profile.isError) {
    return (
      <ProfilePageError
        tabTitle={title}
        heading={t('profile.page_title')}
        errorTitle={t('profile.error')}
        query={profile}
      />
    );
  }
  if (!profile.data) {
    return (
      <Stack spacing={3} data-testid="profile-loading">
        {title}
        <Typography variant="h1">{t('profile.page_title')}</Typography>
        <Skeleton variant="rounded" height={180} sx={{ borderRadius: '24px' }} />
        <Skeleton variant="rounded" height={240} sx={{ borderRadius: '20px' }} />
      </Stack>
    );
  }

  const me = profile.data;
  return (
    <Stack spacing={3}>
      {title}
      <Typography variant="h1">{t('profile.page_title')}</Typography>
      <ProfileHeader
        firstName={me.first_name}
        lastName={me.last_name}
        photoUrl={me.photo_url}
        primaryPosition={me.primary_position}
        jerseyNumber={me.jersey_number}
        stats={stats.isError ? null : stats.data}
        subtitle={me.email ? <span data-testid="profile-field-email">{me.email}</span> : undefined}
        actions={
          <>
            <Button
              variant="contained"
              startIcon={<EditOutlinedIcon />}
              onClick={() => setEditing(1)}
              data-testid="profile-edit"
            >
              {t('profile.edit')}
            </Button>
            <LinkButton
              to="/settings"
              variant="outlined"
              startIcon={<SettingsOutlinedIcon />}
              data-testid="profile-settings-link"
            >
              {t('profile.settings')}
            </LinkButton>
          </>
        }
      />
      <PageColumns widths={[8, 5]}>
        <PageColumn>
          {wide ? null : <BalanceCard />}
          <StatsGrid stats={stats.data} error={stats.error} onRetry={() => void stats.refetch()} />
          <SkillsRadar
            skills={me.skills}
            overall={me.skill_overall}
            level={me.skill_level}
            onRate={() => setEditing(4)}
          />
          <HonoursCards stats={stats} trophies={trophies} />
          <RatingHistorySection userId={me.id} name={me.full_name} />
          <FitnessSummaryCard />
        </PageColumn>
        <PageColumn>
          {wide ? <BalanceCard /> : null}
          <ReliabilityCard />
          <PastGames />
          <RecentTransactions />
        </PageColumn>
      </PageColumns>
      {editing !== null ? (
        <EditProfileDialog profile={me} initialSection={editing} onClose={() => setEditing(null)} />
      ) : null}
    </Stack>
  );
}
