import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/use-translation';
import { QueriesErrorState } from '../../../components/errors/queries-error-state';
import { formatBakuDateTime } from '../../../lib/baku-time';
import { currentLanguage } from '../../../lib/i18n';
import { useGame } from '../../../api/game';
import { useGameResult } from '../api/get-game-result';
import { useGameSides } from '../../../api/game-sides';
import { OrganizerGamePage } from '../../../components/organizer-page';
import { ResultForm } from '../components/result-form';

function RecordResult({ id }: { id: string }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const game = useGame(id);
  const result = useGameResult(id, true);
  const sides = useGameSides(id, true);
  if (game.isError || result.isError) {
    return <QueriesErrorState title={t('results.form.load_error')} queries={[game, result]} />;
  }
  // Sides are optional: without saved sides the form splits the players itself.
  if (!game.data || result.data === undefined || sides.isPending)
    return <Skeleton variant="rounded" height={420} />;
  const data = game.data;
  let blocked: string | null = null;
  if (data.status === 'cancelled') blocked = t('results.form.cancelled');
  else if (!data.is_past) blocked = t('results.form.not_started');
  else if (data.players.length === 0) blocked = t('results.form.no_players');

  return (
    <Stack spacing={2.5}>
      <title>{`${t('results.form.heading')} · ${data.title} · ${t('common.app_name')}`}</title>
      <Box>
        <Typography variant="overline" color="primary" sx={{ fontWeight: 800 }}>
          {formatBakuDateTime(new Date(data.starts_at), language)}
        </Typography>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, overflowWrap: 'anywhere' }}>
          {t(result.data ? 'results.form.correct' : 'results.form.record')}: {data.title}
        </Typography>
        <Typography color="text.secondary">{data.venue.name}</Typography>
      </Box>
      {blocked ? (
        <Alert severity="info" data-testid="result-blocked">
          {blocked}
        </Alert>
      ) : (
        <ResultForm game={data} sides={sides.data ?? null} result={result.data} />
      )}
    </Stack>
  );
}

/** `/organizer/games/:id/result`: the organizer records (or corrects) the score, attendance and goals. */
export function RecordResultPage() {
  const { t } = useTranslation();
  return (
    <OrganizerGamePage
      backTo={(id) => (id ? `/games/${id}` : '/organizer/games')}
      backLabel={t('results.form.back')}
    >
      {(id) => <RecordResult id={id} />}
    </OrganizerGamePage>
  );
}
