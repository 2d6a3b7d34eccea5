import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { QueryFallback } from '../../../components/query-fallback';
import { formatBakuDateTime } from '../../../lib/baku-time';
import { currentLanguage } from '../../../lib/i18n';
import { useMyGames } from '../../../api/my-games';
import { SectionCard } from '../../../components/section-card';
import { LinkButton } from '../../../components/link-button';

/** How many of my latest played games the profile shows. */
export const PAST_GAMES = 5;

/** My latest played games, each a link to its page, and a link to all of them. */
export function PastGames() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const query = useMyGames({ scope: 'past', page: 1, page_size: PAST_GAMES });
  const items = query.data?.items ?? [];
  return (
    <SectionCard
      title={t('profile.games.title')}
      testId="profile-games"
      aside={
        items.length > 0 ? (
          <LinkButton to="/games/mine" size="small">
            {t('profile.games.all')}
          </LinkButton>
        ) : null
      }
    >
      <QueryFallback query={query} errorTitle={t('profile.games.error')} skeletons={[56, 56, 56]} />
      {query.isSuccess && items.length === 0 ? (
        <Stack
          spacing={1.5}
          sx={{ alignItems: 'center', py: 3, textAlign: 'center', color: 'text.secondary' }}
        >
          <SportsSoccerIcon sx={{ fontSize: 36, opacity: 0.6 }} />
          <Typography variant="body2">{t('profile.games.empty')}</Typography>
          <LinkButton to="/games" variant="outlined" size="small">
            {t('profile.games.find')}
          </LinkButton>
        </Stack>
      ) : null}
      {items.length > 0 ? (
        <Box component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {items.map((game) => (
            <Box component="li" key={game.id} sx={{ borderBottom: 1, borderColor: 'divider' }}>
              <ButtonBase
                component={RouterLink}
                to={`/games/${game.id}`}
                data-testid="profile-game"
                sx={{ width: '100%', justifyContent: 'flex-start', textAlign: 'left', py: 1.25, gap: 1.5 }}
              >
                <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{game.title}</Typography>
                  <Typography variant="caption" color="text.secondary" component="p">
                    {formatBakuDateTime(new Date(game.starts_at), language)} · {game.venue.name}
                  </Typography>
                </Box>
                <ChevronRightIcon sx={{ color: 'text.secondary' }} />
              </ButtonBase>
            </Box>
          ))}
        </Box>
      ) : null}
    </SectionCard>
  );
}
