import FilterListIcon from '@mui/icons-material/FilterList';
import SearchIcon from '@mui/icons-material/Search';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';

interface FilterBarProps {
  /** The list it filters (`useUrlListState`): what is set, clearing, and the search box's text. */
  list: {
    activeCount: number;
    hasActive: boolean;
    clear: () => void;
    searchInput: string;
    onSearchInput: (value: string) => void;
  };
  /** The search box, when the list has one. */
  search?: { label: string; testId: string };
  /** The filter fields, laid out in a grid. */
  children: ReactNode;
}

/** A list's search box and its filters: always shown on a wide screen, behind a button on a phone. */
export function FilterBar({ list, search, children }: FilterBarProps) {
  const { t } = useTranslation();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const [openOnPhone, setOpenOnPhone] = useState(false);
  const open = wide || openOnPhone;
  const panelId = useId();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: '14px' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {search ? (
          <TextField
            type="search"
            size="small"
            fullWidth
            label={search.label}
            value={list.searchInput}
            onChange={(event) => list.onSearchInput(event.target.value)}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
              htmlInput: { 'data-testid': search.testId, maxLength: 100 },
            }}
          />
        ) : (
          <Box sx={{ flexGrow: 1 }} />
        )}
        {wide ? null : (
          <Button
            variant="outlined"
            onClick={() => setOpenOnPhone((value) => !value)}
            aria-expanded={openOnPhone}
            aria-controls={panelId}
            sx={{ flexShrink: 0 }}
            startIcon={
              <Badge color="primary" badgeContent={list.activeCount}>
                <FilterListIcon />
              </Badge>
            }
            data-testid="admin-filters-toggle"
          >
            {t('admin.filters.title')}
          </Button>
        )}
      </Stack>
      <Collapse in={open} id={panelId}>
        <Box
          sx={{
            mt: 2,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(4, minmax(0, 1fr))',
            },
          }}
        >
          {children}
        </Box>
      </Collapse>
      {list.hasActive ? (
        <Box sx={{ mt: 1.5, display: 'flex', justifyContent: 'flex-end' }}>
          <Button size="small" onClick={list.clear} data-testid="admin-filters-clear">
            {t('admin.filters.clear')}
          </Button>
        </Box>
      ) : null}
    </Paper>
  );
}

interface SelectFilterProps<T extends string> {
  label: string;
  value: T | undefined;
  options: readonly { value: T; label: string }[];
  /** The choice that leaves the filter off ("Any" unless said). */
  anyLabel?: string;
  onChange: (value: T | undefined) => void;
  testId: string;
}

/** One filter as a native select: light, and the phone's own picker on a phone. */
export function SelectFilter<T extends string>(props: SelectFilterProps<T>) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value ?? ''}
      onChange={(event) => {
        const chosen = props.options.find((option) => option.value === event.target.value);
        props.onChange(chosen?.value);
      }}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: { 'data-testid': props.testId },
      }}
    >
      <option value="">{props.anyLabel ?? t('admin.filters.any')}</option>
      {props.options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}

interface DayFilterProps {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  testId: string;
}

/** A day filter (`YYYY-MM-DD`, a day in Baku). */
export function DayFilter({ label, value, onChange, testId }: DayFilterProps) {
  return (
    <TextField
      type="date"
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { 'data-testid': testId, min: '1900-01-01', max: '2200-12-31' },
      }}
    />
  );
}
