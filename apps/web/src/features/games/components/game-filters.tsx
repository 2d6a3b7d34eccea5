import TuneIcon from '@mui/icons-material/Tune';
import Autocomplete from '@mui/material/Autocomplete';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { GAME_FORMATS, GAME_STATUSES, type GameFormat, type GameStatus, type Venue } from '@oyna/shared';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { DistrictFilter } from '../../../components/filters/district-filter';
import { FilterSelect } from '../../../components/filters/filter-select';
import { SearchField } from '../../../components/filters/search-field';
import { formatManat } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useVenueOptions } from '../../../api/venues';
import { chooseDateRange, countActiveFilters, type GameFilters as Filters } from '../lib/game-filters';
import { optionsOf } from '../../../lib/options';

/** Price caps offered by the filter (manat): the kinds' ranges are 8-12, 12-15 and 20-25. */
export const MAX_PRICE_OPTIONS = [5, 8, 10, 12, 15, 20, 25] as const;

interface GameFiltersProps {
  searchInput: string;
  onSearchInput: (value: string) => void;
  filters: Filters;
  onChange: (changes: Partial<Filters>) => void;
  onClear: () => void;
}

/** Search plus status, format, venue, district, dates and max price; folded away on a phone. */
export function GameFilters({ searchInput, onSearchInput, filters, onChange, onClear }: GameFiltersProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const active = countActiveFilters(filters);
  const [expanded, setExpanded] = useState(active > 0);
  // Folded away on a phone, the panel is drawn at its first opening, not with the page: seven
  // fields nobody sees, drawn again each time the games arrive.
  const [opened, setOpened] = useState(expanded);
  const panelId = useId();
  // The venues are for the panel's venue field: asked for once it is drawn, not with the page.
  const venues = useVenueOptions(opened || !isPhone);

  const selectedVenue = venues.data?.find((venue) => venue.id === filters.venueId) ?? null;

  const panel = (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        pt: { xs: 2, md: 0 },
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(4, minmax(0, 1fr))',
        },
      }}
    >
      <FilterSelect<GameStatus>
        label={t('games.filters.status')}
        anyLabel={t('games.filters.upcoming')}
        value={filters.status}
        options={optionsOf(GAME_STATUSES, (status) => t(`games.status.${status}`))}
        onChange={(status) => onChange({ status })}
        testId="game-filter-status"
      />
      <FilterSelect<GameFormat>
        label={t('games.filters.format')}
        anyLabel={t('games.filters.all_formats')}
        value={filters.format}
        options={optionsOf(GAME_FORMATS, (format) => t(`games.formats.${format}`))}
        onChange={(format) => onChange({ format })}
        testId="game-filter-format"
      />
      <Autocomplete<Venue>
        options={venues.data ?? []}
        loading={venues.isPending}
        value={selectedVenue}
        onChange={(_, venue) => onChange({ venueId: venue?.id })}
        getOptionLabel={(venue) => venue.name}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        renderOption={(props, venue) => {
          const { key, ...rest } = props as typeof props & { key: string };
          return (
            <li key={key} {...rest}>
              <Box sx={{ minWidth: 0 }}>
                {venue.name}
                <Box
                  component="span"
                  sx={{ display: 'block', typography: 'caption', color: 'text.secondary' }}
                >
                  {t(`districts.${venue.district}`)}
                </Box>
              </Box>
            </li>
          );
        }}
        noOptionsText={t('games.filters.no_venues')}
        loadingText={t('common.loading')}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('games.filters.venue')}
            placeholder={t('games.filters.all_venues')}
            slotProps={{
              inputLabel: { ...params.InputLabelProps, shrink: true },
              htmlInput: { ...params.inputProps, 'data-testid': 'game-filter-venue' },
            }}
          />
        )}
      />
      <DistrictFilter
        label={t('games.filters.district')}
        anyLabel={t('games.filters.all_districts')}
        value={filters.district}
        onChange={(district) => onChange({ district })}
        testId="game-filter-district"
      />
      <TextField
        type="date"
        label={t('games.filters.date_from')}
        value={filters.dateFrom ?? ''}
        onChange={(event) => onChange(chooseDateRange({ dateFrom: event.target.value || undefined }))}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { 'data-testid': 'game-filter-date-from', max: filters.dateTo },
        }}
      />
      <TextField
        type="date"
        label={t('games.filters.date_to')}
        value={filters.dateTo ?? ''}
        onChange={(event) => onChange(chooseDateRange({ dateTo: event.target.value || undefined }))}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { 'data-testid': 'game-filter-date-to', min: filters.dateFrom },
        }}
      />
      <FilterSelect
        label={t('games.filters.max_price')}
        anyLabel={t('games.filters.any_price')}
        value={filters.maxPrice === undefined ? undefined : String(filters.maxPrice)}
        options={MAX_PRICE_OPTIONS.map((price) => ({
          value: String(price),
          label: t('games.filters.up_to', { price: formatManat(price, language) }),
        }))}
        onChange={(price) => onChange({ maxPrice: price === undefined ? undefined : Number(price) })}
        testId="game-filter-max-price"
      />
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Button
          onClick={onClear}
          disabled={active === 0 && searchInput === ''}
          data-testid="game-filters-clear"
        >
          {t('games.filters.clear')}
        </Button>
      </Box>
    </Box>
  );

  return (
    <Box role="search" aria-label={t('games.filters.label')}>
      <Box sx={{ display: 'flex', gap: 1.5, mb: { md: 2 } }}>
        <SearchField
          label={t('games.search.label')}
          placeholder={t('games.search.placeholder')}
          value={searchInput}
          onChange={onSearchInput}
          testId="game-search"
          fullWidth
        />
        {isPhone ? (
          <Button
            variant={expanded ? 'contained' : 'outlined'}
            onClick={() => {
              setOpened(true);
              setExpanded((value) => !value);
            }}
            aria-expanded={expanded}
            aria-controls={panelId}
            data-testid="game-filters-toggle"
            sx={{ flexShrink: 0, minWidth: 0, px: 1.5 }}
            aria-label={t('games.filters.toggle', { count: active })}
          >
            <Badge badgeContent={active} color="secondary">
              <TuneIcon />
            </Badge>
          </Button>
        ) : null}
      </Box>
      {isPhone ? (
        <Collapse in={expanded} id={panelId}>
          {opened ? panel : null}
        </Collapse>
      ) : (
        panel
      )}
    </Box>
  );
}
