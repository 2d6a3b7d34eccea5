import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type Theme, alpha } from '@mui/material/styles';
import type { PlayerAchievement } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { ErrorState } from '../../../components/errors/error-state';
import { type TrophyTone, sortTrophies, trophyTone } from '../lib/trophies';
import { SectionCard } from '../../../components/section-card';

interface TrophiesCardProps {
  trophies: readonly PlayerAchievement[] | undefined;
  error: unknown;
  onRetry(): void;
}

const toneColor = (theme: Theme, tone: TrophyTone): string => {
  const dark = theme.palette.mode === 'dark';
  if (tone === 'gold') return dark ? '#F5C542' : '#9A6B00';
  if (tone === 'silver') return dark ? '#C7CED6' : '#5B6470';
  if (tone === 'bronze') return dark ? '#E0A071' : '#8A4B1F';
  return theme.palette.primary.main;
};

function TrophyIcon({ award }: { award: PlayerAchievement['award'] }) {
  const tone = trophyTone(award);
  const Icon =
    award === 'top_scorer' ? SportsSoccerIcon : award === 'best_player' ? StarIcon : EmojiEventsIcon;
  return (
    <Box
      aria-hidden
      sx={(theme) => ({
        width: 40,
        height: 40,
        flexShrink: 0,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        color: toneColor(theme, tone),
        bgcolor: alpha(toneColor(theme, tone), 0.14),
      })}
    >
      <Icon fontSize="small" />
    </Box>
  );
}

/** The player's competition trophies: podium places with their team, top scorer and best player. */
export function TrophiesCard({ trophies, error, onRetry }: TrophiesCardProps) {
  const { t } = useTranslation();
  return (
    <SectionCard
      title={t('profile.trophies.title')}
      testId="profile-trophies"
      aside={
        trophies && trophies.length > 0 ? (
          <Typography variant="body2" color="text.secondary" data-testid="trophies-count">
            {t('profile.trophies.count', { count: trophies.length })}
          </Typography>
        ) : null
      }
    >
      {error ? <ErrorState title={t('profile.trophies.error')} error={error} onRetry={onRetry} /> : null}
      {!trophies && !error ? <Skeleton variant="rounded" height={56} /> : null}
      {trophies && trophies.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('profile.trophies.empty')}
        </Typography>
      ) : null}
      {trophies && trophies.length > 0 ? (
        <Box component="ul" sx={{ p: 0, m: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
          {sortTrophies(trophies).map((trophy) => (
            <Box
              component="li"
              key={`${trophy.competition_id}:${trophy.award}`}
              data-testid="trophy"
              sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}
            >
              <TrophyIcon award={trophy.award} />
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="subtitle2" component="p">
                  {t(`profile.trophies.awards.${trophy.award}`)}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {t('profile.trophies.line', {
                    competition: trophy.competition_name,
                    team: trophy.team.name,
                    year: new Date(trophy.finished_at).getFullYear(),
                  })}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      ) : null}
    </SectionCard>
  );
}
