import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { BAKU_DISTRICTS, VENUE_TYPES, type BakuDistrict, type VenueType } from '@oyna/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { VenueFilters as Filters } from '../utils/venue-filters';

interface VenueFiltersProps {
  searchInput: string;
  onSearchInput: (value: string) => void;
  filters: Filters;
  onChange: (changes: Partial<Filters>) => void;
}

const ALL = '';

/** Search box plus type and district selects; the "all" option clears a select. */
export function VenueFilters({ searchInput, onSearchInput, filters, onChange }: VenueFiltersProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  // Alphabetical in the reader's language: the slug order only suits the Latin names.
  const districts = useMemo(() => {
    const collator = new Intl.Collator(language);
    return BAKU_DISTRICTS.map((slug) => ({ slug, name: t(`districts.${slug}`) })).sort((a, b) =>
      collator.compare(a.name, b.name),
    );
  }, [language, t]);

  return (
    <Box
      role="search"
      aria-label={t('venues.filters.label')}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr' },
      }}
    >
      <TextField
        type="search"
        label={t('venues.search.label')}
        placeholder={t('venues.search.placeholder')}
        value={searchInput}
        onChange={(event) => onSearchInput(event.target.value)}
        autoComplete="off"
        sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}
        slotProps={{
          htmlInput: { 'data-testid': 'venue-search', maxLength: 100, enterKeyHint: 'search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        label={t('venues.filters.type')}
        value={filters.type ?? ALL}
        onChange={(event) => onChange({ type: (event.target.value || undefined) as VenueType | undefined })}
        slotProps={{
          inputLabel: { shrink: true },
          select: {
            displayEmpty: true,
            SelectDisplayProps: { 'data-testid': 'venue-filter-type' } as object,
          },
        }}
      >
        <MenuItem value={ALL}>{t('venues.filters.all_types')}</MenuItem>
        {VENUE_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`venue_types.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('venues.filters.district')}
        value={filters.district ?? ALL}
        onChange={(event) =>
          onChange({ district: (event.target.value || undefined) as BakuDistrict | undefined })
        }
        slotProps={{
          inputLabel: { shrink: true },
          select: {
            displayEmpty: true,
            SelectDisplayProps: { 'data-testid': 'venue-filter-district' } as object,
          },
        }}
      >
        <MenuItem value={ALL}>{t('venues.filters.all_districts')}</MenuItem>
        {districts.map(({ slug, name }) => (
          <MenuItem key={slug} value={slug}>
            {name}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
