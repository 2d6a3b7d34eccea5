import { VENUE_TYPES, type VenueType } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { DistrictFilter } from '../../../components/filters/district-filter';
import { FilterGrid } from '../../../components/filters/filter-grid';
import { FilterSelect } from '../../../components/filters/filter-select';
import { SearchField } from '../../../components/filters/search-field';
import type { VenueFilters as Filters } from '../utils/venue-filters';
import { optionsOf } from '../../../lib/options';

interface VenueFiltersProps {
  searchInput: string;
  onSearchInput: (value: string) => void;
  filters: Filters;
  onChange: (changes: Partial<Filters>) => void;
}

/** Search box plus type and district selects; the "all" option clears a select. */
export function VenueFilters({ searchInput, onSearchInput, filters, onChange }: VenueFiltersProps) {
  const { t } = useTranslation();

  return (
    <FilterGrid label={t('venues.filters.label')} columns={{ xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr' }}>
      <SearchField
        label={t('venues.search.label')}
        placeholder={t('venues.search.placeholder')}
        value={searchInput}
        onChange={onSearchInput}
        testId="venue-search"
        sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}
      />
      <FilterSelect<VenueType>
        label={t('venues.filters.type')}
        anyLabel={t('venues.filters.all_types')}
        value={filters.type}
        options={optionsOf(VENUE_TYPES, (type) => t(`venue_types.${type}`))}
        onChange={(type) => onChange({ type })}
        testId="venue-filter-type"
      />
      <DistrictFilter
        label={t('venues.filters.district')}
        anyLabel={t('venues.filters.all_districts')}
        value={filters.district}
        onChange={(district) => onChange({ district })}
        testId="venue-filter-district"
      />
    </FilterGrid>
  );
}
