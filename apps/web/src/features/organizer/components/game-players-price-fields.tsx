import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  GAME_KINDS,
  GAME_PRICE_RANGES_AZN,
  SKILL_LEVELS,
  type GameKind,
  type SkillLevel,
} from '@oyna/shared';
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { formatManat } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { withFormat, withKind, type GameFormState } from '../lib/game-form';
import type { GameFormSectionProps } from './game-form-section';
import { FormSection } from '../../../components/form-section';
import { GameFormatField } from '../../../components/game/game-format-field';

interface GamePlayersPriceFieldsProps extends GameFormSectionProps {
  /** The format and the kind change other fields with them (capacity, price). */
  setForm: Dispatch<SetStateAction<GameFormState>>;
}

/** The game form's second card: format and capacity, kind and price, the level range. */
export function GamePlayersPriceFields({ form, set, setForm, error, bind }: GamePlayersPriceFieldsProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const range = GAME_PRICE_RANGES_AZN[form.kind];
  const perSide = Number(form.format.split('x')[0]);
  return (
    <FormSection title={t('games.form.players_price')}>
      <GameFormatField
        label={t('games.form.format')}
        value={form.format}
        onChange={(format) => setForm((current) => withFormat(current, format))}
        testId="game-form-format"
      />
      <TextField
        {...bind('capacity', 'capacity', t('games.form.capacity_hint', { count: 2 * perSide }))}
        type="number"
        label={t('games.form.capacity')}
        slotProps={{
          htmlInput: {
            min: 2 * perSide,
            max: 50,
            inputMode: 'numeric',
            'data-testid': 'game-form-capacity',
          },
        }}
      />
      <TextField
        select
        label={t('games.form.kind')}
        value={form.kind}
        onChange={(event) => setForm((current) => withKind(current, event.target.value as GameKind))}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'game-form-kind' } as object } }}
      >
        {GAME_KINDS.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {t(`games.kinds.${kind}`)} · {formatManat(GAME_PRICE_RANGES_AZN[kind].min, language)}–
            {formatManat(GAME_PRICE_RANGES_AZN[kind].max, language)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...bind(
          'price',
          'price',
          t('games.form.price_hint', {
            min: formatManat(range.min, language),
            max: formatManat(range.max, language),
          }),
        )}
        label={t('games.form.price')}
        slotProps={{
          htmlInput: { inputMode: 'decimal', 'data-testid': 'game-form-price' },
          input: { endAdornment: <InputAdornment position="end">₼</InputAdornment> },
        }}
      />
      <LevelSelect
        label={t('games.form.min_level')}
        value={form.minLevel}
        onChange={(level) => set('minLevel', level)}
      />
      <LevelSelect
        label={t('games.form.max_level')}
        value={form.maxLevel}
        onChange={(level) => set('maxLevel', level)}
        error={error('max_level')}
      />
    </FormSection>
  );
}

/** One end of the level range: a skill level, or none (no limit). */
function LevelSelect({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: SkillLevel | '';
  onChange: (level: SkillLevel | '') => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as SkillLevel | '')}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value="">{t('games.form.no_limit')}</MenuItem>
      {SKILL_LEVELS.map((level) => (
        <MenuItem key={level} value={level}>
          {t(`onboarding.skills.levels.${level}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
