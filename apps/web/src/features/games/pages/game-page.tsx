import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import EventRepeatOutlinedIcon from '@mui/icons-material/EventRepeatOutlined';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type GameDetail, gameIdParamsSchema, gameShareMessage } from '@oyna/shared';
import type { ComponentType } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useLocation, useParams } from 'react-router';
import { ErrorState } from '../../../components/errors/error-state';
import { ApiError } from '../../../lib/api-error';
import { isGameClosed } from '../../../lib/game-closed';
import { currentLanguage } from '../../../lib/i18n';
import { useGame } from '../../../api/game';
import { useGamePlacesStream } from '../api/use-game-places-stream';
import type { GameLinkState } from '../components/game-card';
import { GameFacts } from '../components/game-facts';
import { GamePlayers } from '../components/game-players';
import { GameStatusChip } from '../../../components/game/game-status-chip';
import { GameVenue } from '../components/game-venue';
import { OrganizerWhatsappButton } from '../components/organizer-whatsapp-button';
import { ShareButton } from '../../../components/share-button';
import { CalendarButton } from '../../../components/calendar-button';
import { formatBakuDateTime } from '../../../lib/baku-time';
import { LinkButton } from '../../../components/link-button';
import { NotFound } from '../../../components/dead-end';

function listSearchFrom(state: unknown): string {
  const listSearch = (state as Partial<GameLinkState> | null)?.listSearch;
  return typeof listSearch === 'string' && listSearch.startsWith('?') ? listSearch : '';
}

function GameSkeleton() {
  return (
    <Stack spacing={2} aria-hidden>
      <Skeleton variant="text" width="40%" />
      <Skeleton variant="text" width="75%" height={56} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
        <Skeleton variant="rounded" height={260} />
        <Skeleton variant="rounded" height={260} />
      </Box>
    </Stack>
  );
}

function GameNotFound() {
  const { t } = useTranslation();
  return (
    <NotFound
      title={t('games.not_found.title')}
      text={t('games.not_found.text')}
      back={{ to: '/games', label: t('games.detail.back') }}
    />
  );
}

/** A part of the game page that another feature owns; it gets the game as loaded. */
export type GameSection = ComponentType<{ game: GameDetail }>;

/**
 * What other features add to the game page. Features do not import each other, so the app layer
 * (app/routes/game-route.tsx) passes them in.
 */
export interface GamePageSections {
  /** Beside the roster and edit buttons, for the game's organizer and admins (record the result). */
  managerActions?: GameSection;
  /** Under the title (the result, once there is one). */
  top?: GameSection;
  /** The side panel beside the facts, sticky on wide screens (booking); `live` while places stream in. */
  panel?: ComponentType<{ game: GameDetail; live: boolean }>;
  /** Under the facts (the referee: who it is, the organizer's assignment, the fair-play marks). */
  referee?: GameSection;
  /** At the end (the sides). */
  bottom?: GameSection;
}

/** `/games/:id`: everything about one game, with live places and my booking. */
export function GamePage({ sections = {} }: { sections?: GamePageSections }) {
  const {
    managerActions: ManagerActions,
    top: Top,
    panel: Panel,
    referee: Referee,
    bottom: Bottom,
  } = sections;
  const { t } = useTranslation();
  const language = currentLanguage();
  const params = useParams();
  const location = useLocation();
  const parsed = gameIdParamsSchema.safeParse(params);
  const id = parsed.success ? parsed.data.id : '';
  const game = useGame(id);
  const data = game.data;
  const closed = !data || isGameClosed(data);
  const stream = useGamePlacesStream(id, parsed.success && !closed);

  if (!parsed.success || (game.error instanceof ApiError && game.error.isNotFound)) return <GameNotFound />;

  const back = (
    <LinkButton
      to={`/games${listSearchFrom(location.state)}`}
      startIcon={<ArrowBackIcon />}
      sx={{ alignSelf: 'flex-start', ml: -1 }}
    >
      {t('games.detail.back')}
    </LinkButton>
  );

  if (!data) {
    return (
      <Stack spacing={2}>
        {back}
        {game.isError ? (
          <ErrorState
            title={t('games.detail.error')}
            error={game.error}
            onRetry={() => void game.refetch()}
          />
        ) : (
          <GameSkeleton />
        )}
      </Stack>
    );
  }

  // The sharer's language rides along, so the link's preview and the page open in it.
  const pageUrl = `${window.location.origin}/games/${data.id}?lang=${language}`;

  return (
    <Stack spacing={2.5}>
      <title>{`${data.title} · ${t('common.app_name')}`}</title>
      {back}
      <Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
          <GameStatusChip status={data.status} isPast={data.is_past} />
          <Typography variant="overline" color="primary" sx={{ fontWeight: 800, lineHeight: 1.4 }}>
            {formatBakuDateTime(new Date(data.starts_at), language)}
          </Typography>
        </Stack>
        <Typography
          variant="h1"
          sx={{ overflowWrap: 'anywhere', fontSize: { xs: '1.75rem', sm: '2.25rem' } }}
        >
          {data.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {data.venue.name} · {t(`districts.${data.venue.district}`)} · {data.format}
        </Typography>
      </Box>

      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {data.status !== 'cancelled' ? (
          <CalendarButton
            path={`/games/${data.id}`}
            label={t('games.detail.add_to_calendar')}
            testId="game-calendar"
          />
        ) : null}
        <ShareButton
          title={data.title}
          url={pageUrl}
          message={gameShareMessage(data, pageUrl, language)}
          prepared={{ kind: 'game', id: data.id }}
          testId="game-share"
        />
        <OrganizerWhatsappButton game={data} pageUrl={pageUrl} />
        {data.can_manage ? (
          <>
            <LinkButton
              to={`/organizer/games/${data.id}/roster`}
              variant="outlined"
              startIcon={<FactCheckOutlinedIcon />}
              data-testid="game-roster-link"
            >
              {t('games.organizer.roster')}
            </LinkButton>
            {ManagerActions ? <ManagerActions game={data} /> : null}
            {data.status === 'open' || data.status === 'full' ? (
              <LinkButton
                to={`/organizer/games/${data.id}/edit`}
                variant="outlined"
                startIcon={<EditOutlinedIcon />}
              >
                {t('games.organizer.edit')}
              </LinkButton>
            ) : null}
          </>
        ) : data.is_referee && ManagerActions ? (
          // The game's referee records the result as its organizer does.
          <ManagerActions game={data} />
        ) : null}
      </Stack>

      {Top ? <Top game={data} /> : null}

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 360px' },
        }}
      >
        <Box sx={{ order: { xs: 0, md: 1 }, position: { md: 'sticky' }, top: { md: 88 } }}>
          {Panel ? <Panel game={data} live={stream === 'live'} /> : null}
        </Box>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <GameFacts game={data} />
          {data.series_id ? (
            <LinkButton
              to={`/series/${data.series_id}`}
              startIcon={<EventRepeatOutlinedIcon />}
              sx={{ alignSelf: 'flex-start' }}
              data-testid="game-series-link"
            >
              {t('series.game_link')}
            </LinkButton>
          ) : null}
          {Referee ? <Referee game={data} /> : null}
          <GamePlayers players={data.players} guests={data.guests} capacity={data.capacity} />
          <GameVenue venue={data.venue} />
        </Stack>
      </Box>

      {Bottom ? <Bottom game={data} /> : null}
    </Stack>
  );
}
