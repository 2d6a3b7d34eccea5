import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import ScoreboardOutlinedIcon from '@mui/icons-material/ScoreboardOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Badge from '@mui/material/Badge';
import Tab from '@mui/material/Tab';
import { ORGANIZER_VIEWS, type GameSummary, type OrganizedGame, type OrganizerView } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { ErrorState } from '../../../components/errors/error-state';
import { formatBakuDateTime } from '../../../lib/baku-time';
import { formatManat } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { GameStatusChip } from '../../../components/game/game-status-chip';
import { OrganizerOnly } from '../../../components/guards/organizer-only';
import { PagePagination } from '../../../components/page-pagination';
import { usePageCount, useUrlListState } from '../../../hooks/use-url-list-state';
import { defineListParams, param } from '../../../lib/list-params';
import { useOrganizedGames } from '../api/organized-games';
import { groupBySeries } from '../lib/group-by-series';
import { MySeriesList } from '../components/my-series-list';
import { PlacesIndicator } from '../../../components/game/places-indicator';
import { OrganizerWarning } from '../../../components/reliability/organizer-warning';
import { ScrollableTabs } from '../../../components/tabs/scrollable-tabs';
import { PageHeading } from '../../../components/page-heading';
import { CreateLinkButton, LinkButton } from '../../../components/link-button';

const PAGE_SIZE = 20;
/** The view (upcoming unless the address says otherwise) and the page live in the address. */
const organizerGamesParams = defineListParams<{ view: Exclude<OrganizerView, 'upcoming'> }>({
  view: { name: 'view', codec: param.oneOf(['needs_result', 'past', 'cancelled'] as const) },
});

/** One game of mine: when, where, places, and what I can do with it (in the queue: record its result). */
function OrganizerGameRow({ game, view }: { game: GameSummary; view: OrganizerView }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const editable = (game.status === 'open' || game.status === 'full') && !game.is_past;
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="organizer-game"
      data-game-id={game.id}
      sx={{
        listStyle: 'none',
        p: { xs: 2, sm: 2.5 },
        borderRadius: '14px',
        display: 'grid',
        gap: 2,
        alignItems: 'center',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr) auto' },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
          <GameStatusChip status={game.status} isPast={game.is_past} />
          <Typography variant="body2" color="primary" sx={{ fontWeight: 700 }}>
            {formatBakuDateTime(new Date(game.starts_at), language)}
          </Typography>
        </Stack>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          <Link component={RouterLink} to={`/games/${game.id}`} color="inherit" underline="hover">
            {game.title}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {game.venue.name} · {game.format} · {formatManat(game.price, language)}
        </Typography>
      </Box>
      <PlacesIndicator game={game} closed={!editable} />
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {view === 'needs_result' ? (
          <LinkButton
            to={`/organizer/games/${game.id}/result`}
            variant="contained"
            startIcon={<ScoreboardOutlinedIcon />}
            data-testid="organizer-game-record-result"
          >
            {t('games.organizer.record_result')}
          </LinkButton>
        ) : null}
        <LinkButton
          to={`/organizer/games/${game.id}/roster`}
          variant={view === 'needs_result' ? 'outlined' : 'contained'}
          startIcon={<FactCheckOutlinedIcon />}
          data-testid="organizer-game-roster"
        >
          {t('games.organizer.roster')}
        </LinkButton>
        {editable ? (
          <LinkButton
            to={`/organizer/games/${game.id}/edit`}
            variant="outlined"
            startIcon={<EditOutlinedIcon />}
          >
            {t('games.organizer.edit')}
          </LinkButton>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The dates of one weekly game in the list, under its name and a link to its page. */
function SeriesGroup(props: { seriesId: string; games: OrganizedGame[]; view: OrganizerView }) {
  const { t } = useTranslation();
  const title = props.games[0]?.title ?? '';
  return (
    <Box component="li" sx={{ listStyle: 'none' }} data-testid="organizer-series-group">
      <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
          {t('games.series.weekly')}
        </Typography>
        <Link component={RouterLink} to={`/organizer/series/${props.seriesId}`} sx={{ fontWeight: 700 }}>
          {title}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {t('games.series.group_dates', { count: props.games.length })}
        </Typography>
      </Stack>
      <Box
        component="ul"
        aria-label={title}
        sx={{
          m: 0,
          p: 0,
          pl: { xs: 1, sm: 2 },
          display: 'grid',
          gap: 1.5,
          borderLeft: 3,
          borderColor: 'divider',
        }}
      >
        {props.games.map((game) => (
          <OrganizerGameRow key={game.id} game={game} view={props.view} />
        ))}
      </Box>
    </Box>
  );
}

/**
 * `/organizer/games`: the games I run, in four views: upcoming first, then the results still to
 * record (a queue, its count on the tab), past and cancelled games.
 */
export function OrganizerGamesPage() {
  const { t } = useTranslation();
  const list = useUrlListState(organizerGamesParams);
  const view: OrganizerView = list.state.view ?? 'upcoming';
  const page = list.state.page;
  const games = useOrganizedGames({ view, page, page_size: PAGE_SIZE });
  const pageCount = usePageCount(list, games);
  const counts = games.data?.counts;

  return (
    <OrganizerOnly>
      <Stack spacing={3}>
        <PageHeading
          title={t('games.organizer.title')}
          subtitle={t('games.organizer.subtitle')}
          actions={
            <CreateLinkButton to="/organizer/games/new" data-testid="organizer-create">
              {t('games.organizer.create')}
            </CreateLinkButton>
          }
        />
        <OrganizerWarning />
        <MySeriesList />
        <ScrollableTabs
          value={view}
          onChange={(_, value: OrganizerView) =>
            list.update({ view: value === 'upcoming' ? undefined : value })
          }
          aria-label={t('games.organizer.views.label')}
        >
          {ORGANIZER_VIEWS.map((name) => (
            <Tab
              key={name}
              value={name}
              data-testid={`organizer-view-${name}`}
              label={
                name === 'needs_result' && counts && counts.needs_result > 0 ? (
                  <Badge badgeContent={counts.needs_result} color="warning" sx={{ pr: 1.5 }}>
                    {t(`games.organizer.views.${name}`)}
                  </Badge>
                ) : (
                  t(`games.organizer.views.${name}`)
                )
              }
            />
          ))}
        </ScrollableTabs>
        {games.isError && !games.data ? (
          <ErrorState
            title={t('games.list_error')}
            error={games.error}
            onRetry={() => void games.refetch()}
          />
        ) : games.isPending ? (
          <Stack spacing={1.5} aria-busy="true" aria-label={t('common.loading')}>
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} variant="rounded" height={96} />
            ))}
          </Stack>
        ) : games.data.total === 0 ? (
          <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
            <Typography color="text.secondary">
              {view === 'upcoming' ? t('games.organizer.empty') : t(`games.organizer.views.empty_${view}`)}
            </Typography>
          </Paper>
        ) : (
          <Box
            component="ul"
            aria-busy={games.isPlaceholderData || undefined}
            sx={{ m: 0, p: 0, display: 'grid', gap: 1.5, opacity: games.isPlaceholderData ? 0.6 : 1 }}
          >
            {groupBySeries(games.data.items).map((group) =>
              group.kind === 'game' ? (
                <OrganizerGameRow key={group.game.id} game={group.game} view={view} />
              ) : (
                <SeriesGroup key={group.seriesId} seriesId={group.seriesId} games={group.games} view={view} />
              ),
            )}
          </Box>
        )}
        <PagePagination count={pageCount} page={page} onChange={(next) => list.update({ page: next })} />
      </Stack>
    </OrganizerOnly>
  );
}
