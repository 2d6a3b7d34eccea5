import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  BAKU_DISTRICTS,
  COMPETITION_ACCESS,
  COMPETITION_FORMATS,
  COMPETITION_KINDS,
  type BakuDistrict,
  type CompetitionAccess,
  type CompetitionFormat,
  type CompetitionKind,
} from '@oyna/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import type { CompetitionFilters } from '../lib/competition-filters';

const ANY = '';

function FilterSelect<T extends string>({
  label,
  value,
  options,
  onChange,
  testId,
}: {
  label: string;
  value: T | undefined;
  options: readonly { value: T; label: string }[];
  onChange: (value: T | undefined) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      label={label}
      value={value ?? ANY}
      onChange={(event) => onChange((event.target.value || undefined) as T | undefined)}
      slotProps={{
        inputLabel: { shrink: true },
        select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': testId } as object },
      }}
    >
      <MenuItem value={ANY}>{t('competitions.list.any')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

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
  const language = currentLanguage();
  const districts = useMemo(() => {
    const collator = new Intl.Collator(language);
    return BAKU_DISTRICTS.map((slug) => ({ value: slug, label: t(`districts.${slug}`) })).sort((a, b) =>
      collator.compare(a.label, b.label),
    );
  }, [language, t]);
  return (
    <Box
      role="search"
      aria-label={t('competitions.list.filters_label')}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr 1fr', md: '2fr repeat(4, 1fr)' },
        alignItems: 'start',
      }}
    >
      <TextField
        type="search"
        label={t('competitions.list.search')}
        value={searchInput}
        onChange={(event) => onSearchInput(event.target.value)}
        autoComplete="off"
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
        slotProps={{
          htmlInput: { 'data-testid': 'competition-search', maxLength: 100, enterKeyHint: 'search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      <FilterSelect<CompetitionKind>
        label={t('competitions.list.kind_label')}
        value={filters.kind}
        options={COMPETITION_KINDS.map((kind) => ({ value: kind, label: t(`competitions.kinds.${kind}`) }))}
        onChange={(kind) => onChange({ kind })}
        testId="competition-filter-kind"
      />
      <FilterSelect<CompetitionFormat>
        label={t('competitions.list.format_label')}
        value={filters.format}
        options={COMPETITION_FORMATS.map((format) => ({
          value: format,
          label: t(`competitions.formats.${format}`),
        }))}
        onChange={(format) => onChange({ format })}
        testId="competition-filter-format"
      />
      <FilterSelect<BakuDistrict>
        label={t('competitions.list.district_label')}
        value={filters.district}
        options={districts}
        onChange={(district) => onChange({ district })}
        testId="competition-filter-district"
      />
      <FilterSelect<CompetitionAccess>
        label={t('competitions.list.tier_label')}
        value={filters.access}
        options={COMPETITION_ACCESS.map((access) => ({
          value: access,
          label: t(`competitions.tiers.${access}`),
        }))}
        onChange={(access) => onChange({ access })}
        testId="competition-filter-access"
      />
      {active ? (
        <Button onClick={onClear} sx={{ justifySelf: 'start', gridColumn: '1 / -1' }}>
          {t('competitions.list.clear')}
        </Button>
      ) : null}
    </Box>
  );
}
