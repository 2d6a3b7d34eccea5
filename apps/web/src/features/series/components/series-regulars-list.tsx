import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SeriesPage } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { fullName } from '../../../lib/format';

/** The series' regulars, named as the privacy rules let the viewer see them (the server decides). */
export function SeriesRegularsList({ page }: { page: SeriesPage }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        {t('series.regulars.count', { active: page.regulars.length, cap: page.regulars_cap })}
      </Typography>
      {page.regulars.length === 0 ? (
        <Typography color="text.secondary">{t('series.regulars.none')}</Typography>
      ) : (
        <Stack
          direction="row"
          sx={{ gap: 1, flexWrap: 'wrap' }}
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {page.regulars.map((player) => (
            <li key={player.id}>
              <Chip
                avatar={
                  <Avatar alt="" src={player.photo_url ?? undefined}>
                    {player.first_name.slice(0, 1)}
                  </Avatar>
                }
                label={fullName(player)}
                variant="outlined"
              />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
