import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import Stack from '@mui/material/Stack';
import type { ComponentType } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useUrlListState } from '../../../hooks/use-url-list-state';
import { useSessionStore } from '../../../lib/session/session-store';
import type { GameListQuery } from '@oyna/shared';
import type { GameCardAction } from '../components/game-card';
import { GameFilters } from '../components/game-filters';
import { GameResults } from '../components/game-results';
import { GameQuickFilters } from '../components/game-quick-filters';
import { gameListParams, hasActiveFilters, toGameListQuery } from '../lib/game-filters';
import { canOrganize } from '../../../lib/roles';
import { useNearMe } from '../lib/use-near-me';
import { PageHeading } from '../../../components/page-heading';
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
  const { searchInput, onSearchInput, update } = list;
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

      <GameResults
        query={query}
        list={list}
        canClearFilters={hasActiveFilters(filters)}
        cardAction={cardAction}
      />
    </Stack>
  );
}
