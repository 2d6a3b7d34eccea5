import Button from '@mui/material/Button';
import { useTranslation } from '../../../lib/use-translation';
import { DistrictFilter } from '../../../components/filters/district-filter';
import { FilterGrid } from '../../../components/filters/filter-grid';
import { FilterSelect } from '../../../components/filters/filter-select';
import { SearchField } from '../../../components/filters/search-field';
import { competitionChoices } from '../../../lib/competition-choices';
import type { CompetitionFilters } from '../lib/competition-filters';

/** Search, kind, format, district and who may enter; every choice is kept in the address. */
export function CompetitionFiltersBar({
  searchInput,
  onSearchInput,
  filters,
  onChange,
  onClear,
  active,
}: {
  searchInput: string;
  onSearchInput: (value: string) => void;
  filters: CompetitionFilters;
  onChange: (changes: Partial<CompetitionFilters>) => void;
  onClear: () => void;
  active: boolean;
}) {
  const { t } = useTranslation();
  const choices = competitionChoices(t);
  /** The select of one of the competition's choices (kind, format, tier). */
  const choice = <K extends keyof typeof choices>(key: K, label: string) => (
    <FilterSelect<(typeof choices)[K][number]['value']>
      label={label}
      value={filters[key]}
      options={choices[key]}
      onChange={(value) => onChange({ [key]: value })}
      anyLabel={t('competitions.list.any')}
      testId={`competition-filter-${key}`}
    />
  );
  return (
    <FilterGrid
      label={t('competitions.list.filters_label')}
      columns={{ xs: '1fr 1fr', md: '2fr repeat(4, 1fr)' }}
      alignItems="start"
    >
      <SearchField
        label={t('competitions.list.search')}
        value={searchInput}
        onChange={onSearchInput}
        testId="competition-search"
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
      />
      {choice('kind', t('competitions.list.kind_label'))}
      {choice('format', t('competitions.list.format_label'))}
      <DistrictFilter
        label={t('competitions.list.district_label')}
        value={filters.district}
        onChange={(district) => onChange({ district })}
        anyLabel={t('competitions.list.any')}
        testId="competition-filter-district"
      />
      {choice('access', t('competitions.list.tier_label'))}
      {active ? (
        <Button onClick={onClear} sx={{ justifySelf: 'start', gridColumn: '1 / -1' }}>
          {t('competitions.list.clear')}
        </Button>
      ) : null}
    </FilterGrid>
  );
}
