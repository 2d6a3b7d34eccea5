import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useTranslation } from '../../../lib/use-translation';
import { ErrorState } from '../../../components/errors/error-state';
import {
  type Achievement,
  achievementProgressLabel,
  achievementProgressPercent,
  earnedCount,
} from '../lib/achievements';
import { SectionCard } from '../../../components/section-card';

interface AchievementsListProps {
  achievements: readonly Achievement[] | undefined;
  error: unknown;
  onRetry(): void;
}

/** The badges: earned ones in colour, locked ones greyed with their progress ("7/10"). */
export function AchievementsList({ achievements, error, onRetry }: AchievementsListProps) {
  const { t } = useTranslation();
  return (
    <SectionCard
      title={t('profile.achievements.title')}
      testId="profile-achievements"
      aside={
        achievements ? (
          <Typography variant="body2" color="text.secondary" data-testid="achievements-count">
            {t('profile.achievements.count', {
              earned: earnedCount(achievements),
              total: achievements.length,
            })}
          </Typography>
        ) : null
      }
    >
      {error ? <ErrorState title={t('profile.achievements.error')} error={error} onRetry={onRetry} /> : null}
      <Box
        component="ul"
        sx={{
          p: 0,
          m: 0,
          listStyle: 'none',
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
        }}
      >
        {!achievements && !error
          ? Array.from({ length: 6 }, (_, index) => (
              <Box component="li" key={index}>
                <Skeleton variant="rounded" height={112} />
              </Box>
            ))
          : null}
        {achievements?.map((achievement) => {
          const progress = achievementProgressLabel(achievement);
          const status = achievement.earned
            ? t('profile.achievements.earned')
            : t('profile.achievements.locked');
          return (
            <Box
              component="li"
              key={achievement.id}
              data-testid={`achievement-${achievement.id}`}
              data-earned={achievement.earned}
              aria-label={`${t(`profile.achievements.names.${achievement.id}.title`)}: ${status}, ${progress}`}
              sx={(theme) => ({
                p: 1.5,
                borderRadius: '14px',
                border: 1,
                borderColor: achievement.earned ? alpha(theme.palette.warning.main, 0.6) : 'divider',
                bgcolor: achievement.earned ? alpha(theme.palette.warning.main, 0.1) : 'transparent',
                display: 'flex',
                flexDirection: 'column',
                gap: 0.75,
              })}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Box
                  aria-hidden
                  sx={(theme) => ({
                    width: 36,
                    height: 36,
                    borderRadius: '50%',
                    flexShrink: 0,
                    display: 'grid',
                    placeItems: 'center',
                    color: achievement.earned ? 'warning.main' : 'text.disabled',
                    bgcolor: alpha(
                      achievement.earned ? theme.palette.warning.main : theme.palette.text.primary,
                      achievement.earned ? 0.18 : 0.06,
                    ),
                  })}
                >
                  {achievement.earned ? (
                    <EmojiEventsIcon fontSize="small" />
                  ) : (
                    <LockOutlinedIcon fontSize="small" />
                  )}
                </Box>
                <Typography
                  sx={{
                    fontWeight: 700,
                    lineHeight: 1.25,
                    color: achievement.earned ? 'text.primary' : 'text.secondary',
                  }}
                >
                  {t(`profile.achievements.names.${achievement.id}.title`)}
                </Typography>
              </Box>
              <Typography variant="caption" color="text.secondary">
                {t(`profile.achievements.names.${achievement.id}.text`)}
              </Typography>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 'auto' }}>
                <LinearProgress
                  variant="determinate"
                  value={achievementProgressPercent(achievement)}
                  color={achievement.earned ? 'warning' : 'primary'}
                  aria-label={t('profile.achievements.progress', { progress })}
                  sx={{ flexGrow: 1, height: 6, borderRadius: 3 }}
                />
                <Typography variant="caption" sx={{ fontWeight: 700 }} data-testid="achievement-progress">
                  {progress}
                </Typography>
              </Box>
            </Box>
          );
        })}
      </Box>
    </SectionCard>
  );
}
