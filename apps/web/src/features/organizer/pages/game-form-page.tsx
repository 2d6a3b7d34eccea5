import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate, useParams } from 'react-router';
import { ErrorState } from '../../../components/errors/error-state';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useGame } from '../../../api/game';
import { useCreateGame, useUpdateGame } from '../api/manage-game';
import { useCreateSeries } from '../api/create-series';
import { GameForm } from '../components/game-form';
import { OrganizerPage, useGameIdParam } from '../../../components/organizer-page';
import { emptyGameForm, gameFormFrom } from '../lib/game-form';

/** A series' start is the form's date and time: the server's words about them show there. */
const SERIES_FIELDS_ON_THE_FORM: Record<string, string> = {
  start_date: 'starts_at',
  kick_off_time: 'starts_at',
};

function useServerErrors() {
  const { t } = useTranslation();
  return (error: unknown) => ({
    fields:
      error instanceof ApiError && error.fields
        ? Object.fromEntries(
            Object.entries(error.fields).map(([field, text]) => [
              SERIES_FIELDS_ON_THE_FORM[field] ?? field,
              text,
            ]),
          )
        : {},
    message: error ? errorMessage(error, (key) => t(key)) : null,
  });
}

function CreateGame() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateGame();
  const createSeries = useCreateSeries();
  const [initial] = useState(() => emptyGameForm(new Date()));
  const server = useServerErrors()(create.error ?? createSeries.error);
  return (
    <GameForm
      initial={initial}
      mode="create"
      submitting={create.isPending || createSeries.isPending}
      serverErrors={server.fields}
      serverError={server.message}
      onCancel={() => void navigate('/organizer/games')}
      onSubmit={(asked) => {
        if (asked.kind === 'series') {
          create.reset();
          createSeries.mutate(asked.request, {
            onSuccess: (series) => {
              toast.success(t('games.series.created'));
              void navigate(`/organizer/series/${series.id}`);
            },
          });
          return;
        }
        createSeries.reset();
        create.mutate(asked.request, {
          onSuccess: (games) => {
            toast.success(t('games.form.created', { count: games.length }));
            const first = games[0];
            void navigate(first ? `/games/${first.id}` : '/organizer/games');
          },
        });
      }}
    />
  );
}

function EditGame({ id }: { id: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const game = useGame(id);
  const update = useUpdateGame(id);
  const server = useServerErrors()(update.error);
  if (game.isError) {
    return (
      <ErrorState title={t('games.detail.error')} error={game.error} onRetry={() => void game.refetch()} />
    );
  }
  if (!game.data) return <Skeleton variant="rounded" height={480} />;
  if (!game.data.can_manage || (game.data.status !== 'open' && game.data.status !== 'full')) {
    return <ErrorState title={t('games.form.not_editable')} error={null} />;
  }
  return (
    <GameForm
      key={game.data.id}
      initial={gameFormFrom(game.data)}
      mode="edit"
      submitting={update.isPending}
      serverErrors={server.fields}
      serverError={server.message}
      onCancel={() => void navigate(`/games/${id}`)}
      onSubmit={(asked) => {
        if (asked.kind !== 'game') return;
        update.mutate(asked.request, {
          onSuccess: () => {
            toast.success(t('games.form.saved'));
            void navigate(`/games/${id}`);
          },
        });
      }}
    />
  );
}

/** `/organizer/games/new` and `/organizer/games/:id/edit`. */
export function GameFormPage() {
  const { t } = useTranslation();
  const editing = useParams()['id'] !== undefined;
  const gameId = useGameIdParam();
  const title = editing ? t('games.form.edit_title') : t('games.form.create_title');
  return (
    <OrganizerPage
      backTo={editing && gameId ? `/games/${gameId}` : '/organizer/games'}
      backLabel={editing ? t('games.form.back_to_game') : t('games.organizer.back')}
      maxWidth={880}
    >
      <title>{`${title} · ${t('common.app_name')}`}</title>
      <Typography variant="h1">{title}</Typography>
      {editing ? (
        gameId ? (
          <EditGame id={gameId} />
        ) : (
          <ErrorState title={t('games.not_found.title')} error={null} />
        )
      ) : (
        <CreateGame />
      )}
    </OrganizerPage>
  );
}
