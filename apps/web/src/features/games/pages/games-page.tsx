import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { type ComponentType, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/errors/error-state';
import { usePageCount, useUrlListState } from '../../../hooks/use-url-list-state';
import { useSessionStore } from '../../../lib/session/session-store';
import type { GameListQuery } from '@oyna/shared';
import { useGames } from '../../../api/games';
import { GameCard, type GameCardAction } from '../components/game-card';
import { GameCardSkeleton } from '../components/game-card-skeleton';
import { CARDS_LAID_OUT_NEAR_SCREEN, GameDayList } from '../components/game-day-list';
import { GameFilters } from '../components/game-filters';
import { GameQuickFilters } from '../components/game-quick-filters';
import { GamesEmptyState } from '../components/games-empty-state';
import { PagePagination } from '../../../components/page-pagination';
import { gameListParams, hasActiveFilters, toGameListQuery } from '../lib/game-filters';
import { canOrganize } from '../../../lib/roles';
import { useNearMe } from '../lib/use-near-me';
import { PageHeading } from '../../../components/page-heading';
import { ListResultCount } from '../../../components/list-result-count';
import { CardGrid, CardGridSkeleton } from '../../../components/card-grid';
import { CreateLinkButton, LinkButton } from '../../../components/link-button';

/**
 * `/games`: upcoming games with search and filters kept in the address, so a list can be shared;
 * `cardAction` is what each card offers (the app layer passes booking's). Sorted by time, the games
 * sit under a header per Baku day; "near me" sorts them nearest first, without the headers.
 * `searchAction` saves the list's search (the app layer passes the alerts' "alert me", signed in).
 */
export function GamesPage({
  cardAction,
  searchAction: SearchAction,
}: {
  cardAction?: GameCardAction;
  searchAction?: ComponentType<{ search: GameListQuery }>;
}) {
  const { t } = useTranslation();
  const role = useSessionStore((state) => state.user?.role);
  const signedIn = useSessionStore((state) => state.isAuthenticated);
  const list = useUrlListState(gameListParams);
  const filters = list.state;
  const nearMe = useNearMe(filters.near === true, list.update);
  const query = toGameListQuery(filters, { near: nearMe.point, signedIn });
  const byDistance = query.sort === 'distance';
  const games = useGames(query);
  const { data, isPending, isError, isPlaceholderData, isFetching } = games;
  // The cards are drawn from a deferred copy of the answer: React draws a new list in the
  // background, yielding to the browser between cards, instead of in one long task (a page of
  // cards is about 190 ms of script on the 2-core machine, 760 ms at Lighthouse's 4x slowdown).
  const shown = useDeferredValue(data);
  // Dimmed while what is shown is not yet the answer asked for: a page kept from the last filters
  // while the new one loads, or the new one still being drawn.
  const stale = isPlaceholderData || shown !== data;
  const pageCount = usePageCount(list, games);
  const { searchInput, onSearchInput, update, changePage, listSearch } = list;
  const clearFilters = list.clear;

  return (
    <Stack spacing={{ xs: 3, sm: 4 }}>
      <PageHeading
        title={t('games.heading')}
        tabTitle={t('games.page_title')}
        subtitle={t('games.subtitle')}
        actions={
          <>
            {SearchAction && signedIn ? <SearchAction search={query} /> : null}
            <LinkButton to="/games/mine" variant="outlined" startIcon={<EventNoteOutlinedIcon />}>
              {t('games.actions.my_games')}
            </LinkButton>
            {canOrganize(role) ? (
              <CreateLinkButton to="/organizer/games/new">{t('games.organizer.create')}</CreateLinkButton>
            ) : null}
          </>
        }
      />

      <GameFilters
        searchInput={searchInput}
        onSearchInput={onSearchInput}
        filters={filters}
        onChange={update}
        onClear={clearFilters}
      />

      <GameQuickFilters
        filters={filters}
        onChange={update}
        signedIn={signedIn}
        nearStatus={nearMe.status}
        onToggleNear={nearMe.toggle}
        onDismissNear={nearMe.dismiss}
      />

      <Box>
        <ListResultCount
          text={
            data ? (
              <>
                {t('games.result_count', { count: data.total })}
                {byDistance ? ` · ${t('games.near.sorted')}` : null}
              </>
            ) : null
          }
          refreshing={isFetching && isPlaceholderData}
          testId="game-result-count"
        />

        {isError && !data ? (
          <ErrorState
            title={t('games.list_error')}
            error={games.error}
            onRetry={() => void games.refetch()}
          />
        ) : isPending || !shown ? (
          <CardGridSkeleton count={6} card={<GameCardSkeleton />} />
        ) : shown.total === 0 ? (
          <GamesEmptyState onClearFilters={hasActiveFilters(filters) ? clearFilters : undefined} />
        ) : byDistance ? (
          <CardGrid
            list
            sx={{ ...CARDS_LAID_OUT_NEAR_SCREEN, opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }}
            aria-busy={stale}
          >
            {shown.items.map((game) => (
              <li key={game.id}>
                <GameCard game={game} listSearch={listSearch} action={cardAction} />
              </li>
            ))}
          </CardGrid>
        ) : (
          <GameDayList games={shown.items} listSearch={listSearch} cardAction={cardAction} dimmed={stale} />
        )}
      </Box>

      {data ? <PagePagination count={pageCount} page={filters.page} onChange={changePage} /> : null}
    </Stack>
  );
}
