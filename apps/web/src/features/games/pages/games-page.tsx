import AddIcon from '@mui/icons-material/Add';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/errors/error-state';
import { useDebouncedCallback } from '../../../hooks/use-debounced-callback';
import { useSessionStore } from '../../../lib/session/session-store';
import { useGames } from '../../../api/games';
import { GameCard, type GameCardAction } from '../components/game-card';
import { GameCardSkeleton } from '../components/game-card-skeleton';
import { GameFilters } from '../components/game-filters';
import { GamesEmptyState } from '../components/games-empty-state';
import { PagePagination } from '../../../components/page-pagination';
import {
  hasActiveFilters,
  parseGameFilters,
  toGameListQuery,
  withGameFilters,
  withoutGameFilters,
  type GameFilters as Filters,
} from '../lib/game-filters';
import { canOrganize } from '../../../lib/roles';

const SEARCH_DEBOUNCE_MS = 300;

export const gameGridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
  },
  listStyle: 'none',
  m: 0,
  p: 0,
} as const;

/**
 * `/games`: upcoming games with search and filters kept in the address, so a list can be shared;
 * `cardAction` is what each card offers (the app layer passes booking's).
 */
export function GamesPage({ cardAction }: { cardAction?: GameCardAction }) {
  const { t } = useTranslation();
  const role = useSessionStore((state) => state.user?.role);
  const [searchParams, setSearchParams] = useSearchParams();
  // Changes start from the address as it is now: two filters picked in quick succession (before
  // the first navigation has rendered) would otherwise start from the same old params and the
  // second would undo the first.
  const changeParams = (
    change: (current: URLSearchParams) => URLSearchParams,
    options?: { replace?: boolean },
  ) => setSearchParams(change(new URLSearchParams(window.location.search)), options);
  const filters = useMemo(() => parseGameFilters(searchParams), [searchParams]);
  const games = useGames(toGameListQuery(filters));
  const { data, isPending, isError, isPlaceholderData, isFetching } = games;

  // The search box shows what is typed at once; the address (and the request) follow 300 ms later.
  const [searchInput, setSearchInput] = useState(filters.search);
  const [syncedSearch, setSyncedSearch] = useState(filters.search);
  if (filters.search !== syncedSearch) {
    setSyncedSearch(filters.search);
    if (filters.search !== searchInput.trim()) setSearchInput(filters.search);
  }
  const commitSearch = useDebouncedCallback((value: string) => {
    changeParams((current) => withGameFilters(current, { search: value.trim() }), { replace: true });
  }, SEARCH_DEBOUNCE_MS);

  const update = (changes: Partial<Filters>) => {
    commitSearch.cancel();
    changeParams((current) => withGameFilters(current, { search: searchInput.trim(), ...changes }));
  };
  const onSearchInput = (value: string) => {
    setSearchInput(value);
    commitSearch.run(value);
  };
  const clearFilters = () => {
    commitSearch.cancel();
    setSearchInput('');
    changeParams((current) => withoutGameFilters(current));
  };

  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  const pageOutOfRange =
    data !== undefined && !isPlaceholderData && data.total > 0 && filters.page > pageCount;
  useEffect(() => {
    if (pageOutOfRange)
      setSearchParams((current) => withGameFilters(current, { page: pageCount }), { replace: true });
  }, [pageOutOfRange, pageCount, setSearchParams]);

  const changePage = (page: number) => {
    update({ page });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const listSearch = searchParams.toString() ? `?${searchParams.toString()}` : '';

  return (
    <Stack spacing={{ xs: 3, sm: 4 }}>
      <title>{`${t('games.page_title')} · ${t('common.app_name')}`}</title>
      <Box
        sx={{
          display: 'flex',
          gap: 2,
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h1" gutterBottom>
            {t('games.heading')}
          </Typography>
          <Typography color="text.secondary" sx={{ fontSize: { sm: '1.125rem' } }}>
            {t('games.subtitle')}
          </Typography>
        </Box>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button
            component={RouterLink}
            to="/games/mine"
            variant="outlined"
            startIcon={<EventNoteOutlinedIcon />}
          >
            {t('games.actions.my_games')}
          </Button>
          {canOrganize(role) ? (
            <Button
              component={RouterLink}
              to="/organizer/games/new"
              variant="contained"
              startIcon={<AddIcon />}
            >
              {t('games.organizer.create')}
            </Button>
          ) : null}
        </Stack>
      </Box>

      <GameFilters
        searchInput={searchInput}
        onSearchInput={onSearchInput}
        filters={filters}
        onChange={update}
        onClear={clearFilters}
      />

      <Box>
        <Stack direction="row" sx={{ alignItems: 'center', minHeight: 28, mb: 1.5 }}>
          <Typography
            role="status"
            aria-live="polite"
            data-testid="game-result-count"
            color="text.secondary"
            sx={{ fontWeight: 600 }}
          >
            {data ? t('games.result_count', { count: data.total }) : null}
          </Typography>
        </Stack>
        <Fade in={isFetching && isPlaceholderData} unmountOnExit>
          <LinearProgress aria-hidden sx={{ mb: 1.5, borderRadius: 1 }} />
        </Fade>

        {isError && !data ? (
          <ErrorState
            title={t('games.list_error')}
            error={games.error}
            onRetry={() => void games.refetch()}
          />
        ) : isPending ? (
          <Box component="ul" sx={gameGridSx} aria-busy="true" aria-label={t('common.loading')}>
            {Array.from({ length: 6 }, (_, index) => (
              <li key={index}>
                <GameCardSkeleton />
              </li>
            ))}
          </Box>
        ) : data.total === 0 ? (
          <GamesEmptyState onClearFilters={hasActiveFilters(filters) ? clearFilters : undefined} />
        ) : (
          <Box
            component="ul"
            sx={{ ...gameGridSx, opacity: isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
            aria-busy={isPlaceholderData}
          >
            {data.items.map((game) => (
              <li key={game.id}>
                <GameCard game={game} listSearch={listSearch} action={cardAction} />
              </li>
            ))}
          </Box>
        )}
      </Box>

      {data ? <PagePagination count={pageCount} page={filters.page} onChange={changePage} /> : null}
    </Stack>
  );
}
