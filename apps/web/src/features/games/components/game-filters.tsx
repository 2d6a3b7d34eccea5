import SearchIcon from '@mui/icons-material/Search';
import TuneIcon from '@mui/icons-material/Tune';
import Autocomplete from '@mui/material/Autocomplete';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  BAKU_DISTRICTS,
  GAME_FORMATS,
  GAME_STATUSES,
  type BakuDistrict,
  type GameFormat,
  type GameStatus,
  type Venue,
} from '@oyna/shared';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatManat } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useVenueOptions } from '../../../api/venues';
import { chooseDateRange, countActiveFilters, type GameFilters as Filters } from '../lib/game-filters';

/** Price caps offered by the filter (manat): the kinds' ranges are 8-12, 12-15 and 20-25. */
export const MAX_PRICE_OPTIONS = [5, 8, 10, 12, 15, 20, 25] as const;

interface GameFiltersProps {
  searchInput: string;
  onSearchInput: (value: string) => void;
  filters: Filters;
  onChange: (changes: Partial<Filters>) => void;
  onClear: () => void;
}

const ALL = '';

/** Search plus status, format, venue, district, dates and max price; folded away on a phone. */
export function GameFilters({ searchInput, onSearchInput, filters, onChange, onClear }: GameFiltersProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const active = countActiveFilters(filters);
  const [expanded, setExpanded] = useState(active > 0);
  const panelId = useId();
  const venues = useVenueOptions();

  const districts = useMemo(() => {
    const collator = new Intl.Collator(language);
    return BAKU_DISTRICTS.map((slug) => ({ slug, name: t(`districts.${slug}`) })).sort((a, b) =>
      collator.compare(a.name, b.name),
    );
  }, [language, t]);
  const selectedVenue = venues.data?.find((venue) => venue.id === filters.venueId) ?? null;

  const select = (props: { testId: string }) => ({
    inputLabel: { shrink: true },
    select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': props.testId } as object },
  });

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
      <TextField
        select
        label={t('games.filters.status')}
        value={filters.status ?? ALL}
        onChange={(event) =>
          onChange({ status: (event.target.value || undefined) as GameStatus | undefined })
        }
        slotProps={select({ testId: 'game-filter-status' })}
      >
        <MenuItem value={ALL}>{t('games.filters.upcoming')}</MenuItem>
        {GAME_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {t(`games.status.${status}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('games.filters.format')}
        value={filters.format ?? ALL}
        onChange={(event) =>
          onChange({ format: (event.target.value || undefined) as GameFormat | undefined })
        }
        slotProps={select({ testId: 'game-filter-format' })}
      >
        <MenuItem value={ALL}>{t('games.filters.all_formats')}</MenuItem>
        {GAME_FORMATS.map((format) => (
          <MenuItem key={format} value={format}>
            {t(`games.formats.${format}`)}
          </MenuItem>
        ))}
      </TextField>
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
      <TextField
        select
        label={t('games.filters.district')}
        value={filters.district ?? ALL}
        onChange={(event) =>
          onChange({ district: (event.target.value || undefined) as BakuDistrict | undefined })
        }
        slotProps={select({ testId: 'game-filter-district' })}
      >
        <MenuItem value={ALL}>{t('games.filters.all_districts')}</MenuItem>
        {districts.map(({ slug, name }) => (
          <MenuItem key={slug} value={slug}>
            {name}
          </MenuItem>
        ))}
      </TextField>
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
      <TextField
        select
        label={t('games.filters.max_price')}
        value={filters.maxPrice ?? ALL}
        onChange={(event) =>
          onChange({ maxPrice: event.target.value === ALL ? undefined : Number(event.target.value) })
        }
        slotProps={select({ testId: 'game-filter-max-price' })}
      >
        <MenuItem value={ALL}>{t('games.filters.any_price')}</MenuItem>
        {MAX_PRICE_OPTIONS.map((price) => (
          <MenuItem key={price} value={price}>
            {t('games.filters.up_to', { price: formatManat(price, language) })}
          </MenuItem>
        ))}
      </TextField>
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
        <TextField
          type="search"
          label={t('games.search.label')}
          placeholder={t('games.search.placeholder')}
          value={searchInput}
          onChange={(event) => onSearchInput(event.target.value)}
          autoComplete="off"
          fullWidth
          slotProps={{
            htmlInput: { 'data-testid': 'game-search', maxLength: 100, enterKeyHint: 'search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
        {isPhone ? (
          <Button
            variant={expanded ? 'contained' : 'outlined'}
            onClick={() => setExpanded((value) => !value)}
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
          {panel}
        </Collapse>
      ) : (
        panel
      )}
    </Box>
  );
}
