import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/use-translation';
import { unusedCriteria, type OrderableCriterion } from '../lib/tiebreak-order';

/**
 * The organizer's criteria as a numbered list, each moved with up and down buttons (no dragging
 * needed) or removed; the ones left can be added; drawing of lots always closes the list.
 */
export function TiebreakOrderList({
  criteria,
  disabled,
  onMove,
  onRemove,
  onAdd,
}: {
  criteria: readonly OrderableCriterion[];
  disabled: boolean;
  onMove: (index: number, step: -1 | 1) => void;
  onRemove: (index: number) => void;
  onAdd: (criterion: OrderableCriterion) => void;
}) {
  const { t } = useTranslation();
  const left = unusedCriteria(criteria);
  const row = { display: 'flex', alignItems: 'center', gap: 0.5, minHeight: 44 } as const;
  return (
    <>
      <Box component="ol" sx={{ m: 0, pl: 3 }} data-testid="tiebreak-order">
        {criteria.map((criterion, index) => {
          const name = t(`competitions.criteria.${criterion}`);
          return (
            <Box component="li" key={criterion} data-testid={`tiebreak-criterion-${criterion}`}>
              <Box sx={row}>
                <Typography variant="body2" sx={{ flexGrow: 1, minWidth: 0 }}>
                  {name}
                </Typography>
                <IconButton
                  size="small"
                  aria-label={t('competitions.create.tiebreak_up', { criterion: name })}
                  disabled={disabled || index === 0}
                  onClick={() => onMove(index, -1)}
                >
                  <ArrowUpwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={t('competitions.create.tiebreak_down', { criterion: name })}
                  disabled={disabled || index === criteria.length - 1}
                  onClick={() => onMove(index, 1)}
                >
                  <ArrowDownwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={t('competitions.create.tiebreak_remove', { criterion: name })}
                  disabled={disabled}
                  onClick={() => onRemove(index)}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Box>
            </Box>
          );
        })}
        <Box component="li" sx={{ color: 'text.secondary' }}>
          <Box sx={row}>
            <Typography variant="body2">{t('competitions.criteria.lots')}</Typography>
          </Box>
        </Box>
      </Box>
      {left.length > 0 && !disabled ? (
        <TextField
          select
          size="small"
          label={t('competitions.create.tiebreak_add')}
          value=""
          onChange={(event) => onAdd(event.target.value as OrderableCriterion)}
          sx={{ mt: 1, minWidth: 240 }}
          slotProps={{
            select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': 'tiebreak-add' } as object },
            inputLabel: { shrink: true },
          }}
        >
          <MenuItem value="" disabled>
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
              <AddIcon fontSize="small" aria-hidden />
              {t('competitions.create.tiebreak_add_placeholder')}
            </Box>
          </MenuItem>
          {left.map((criterion) => (
            <MenuItem key={criterion} value={criterion}>
              {t(`competitions.criteria.${criterion}`)}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
    </>
  );
}
