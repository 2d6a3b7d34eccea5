import CheckIcon from '@mui/icons-material/Check';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type AttendanceMark, type GameDetail, type GameRosterEntry } from '@oyna/shared';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { DialogConfirmActions } from '../../../components/dialog-confirm-actions';
import { QueriesErrorState } from '../../../components/errors/queries-error-state';
import { errorMessage } from '../../../lib/api-error';
import { formatBakuDateTime } from '../../../lib/baku-time';
import { formatManat, fullName } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { toastOutcome } from '../../../lib/toast-outcome';
import { useGame } from '../../../api/game';
import { useCancelGame } from '../api/manage-game';
import { useRoster, useUpdateRosterEntry } from '../api/roster';
import { RosterGuests } from '../components/roster-guests';
import { RosterSection } from '../components/roster-section';
import { GameStatusChip } from '../../../components/game/game-status-chip';
import { OrganizerGamePage } from '../../../components/organizer-page';
import { rosterTotals } from '../lib/roster-totals';
import { LinkButton } from '../../../components/link-button';
import { StatGrid } from '../../../components/stat-grid';

function RosterRow({ entry, game }: { entry: GameRosterEntry; game: GameDetail }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const update = useUpdateRosterEntry(game.id);
  const name = fullName(entry.player);
  const confirmed = entry.status === 'confirmed';
  const cashDue = confirmed && entry.payment_method === 'cash' && !entry.paid && entry.price > 0;

  const change = (next: Parameters<typeof update.mutate>[0]['change']) =>
    update.mutate({ registrationId: entry.id, change: next }, toastOutcome(t, null));

  return (
    <Paper
      variant="outlined"
      component="li"
      data-testid="roster-entry"
      data-player={name}
      sx={{ p: 1.5, borderRadius: '12px', display: 'grid', gap: 1.5, listStyle: 'none' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
        <Avatar src={entry.player.photo_url ?? undefined} alt="" sx={{ bgcolor: 'primary.main' }}>
          {entry.player.first_name.charAt(0).toLocaleUpperCase()}
        </Avatar>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography sx={{ fontWeight: 700 }} noWrap>
            {entry.waitlist_position ? `${entry.waitlist_position}. ` : ''}
            {name}
          </Typography>
          {entry.player.phone ? (
            <Link
              href={`tel:${entry.player.phone}`}
              variant="body2"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
            >
              <PhoneOutlinedIcon sx={{ fontSize: 16 }} aria-hidden />
              {entry.player.phone}
            </Link>
          ) : null}
        </Box>
        <Typography sx={{ fontWeight: 700, flexShrink: 0 }}>{formatManat(entry.price, language)}</Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Chip
          size="small"
          variant="outlined"
          label={t(entry.payment_method === 'cash' ? 'games.roster.cash' : 'games.roster.wallet')}
        />
        {entry.status === 'pending_payment' ? (
          <Chip size="small" color="warning" label={t('games.my_status.held')} />
        ) : confirmed ? (
          <Chip
            size="small"
            color={entry.paid ? 'success' : 'warning'}
            label={t(entry.paid ? 'games.roster.paid' : 'games.roster.unpaid')}
            data-testid="roster-paid-status"
          />
        ) : null}
        <Box sx={{ flex: 1 }} />
        {cashDue ? (
          <Button
            size="small"
            variant="contained"
            startIcon={<CheckIcon />}
            onClick={() => change({ paid: true })}
            disabled={update.isPending}
            data-testid="roster-mark-paid"
          >
            {t('games.roster.mark_paid')}
          </Button>
        ) : null}
        {confirmed ? (
          <ToggleButtonGroup
            size="small"
            exclusive
            value={entry.attendance}
            onChange={(_, value: AttendanceMark | null) => change({ attendance: value })}
            aria-label={t('games.roster.attendance')}
            disabled={update.isPending}
          >
            <ToggleButton value="attended" color="success" data-testid="roster-attended">
              {t('games.roster.attended')}
            </ToggleButton>
            <ToggleButton value="no_show" color="error" data-testid="roster-no-show">
              {t('games.roster.no_show')}
            </ToggleButton>
          </ToggleButtonGroup>
        ) : null}
      </Box>
    </Paper>
  );
}

function CancelGameButton({ game }: { game: GameDetail }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const cancel = useCancelGame(game.id);
  const titleId = useId();
  return (
    <>
      <Button
        color="error"
        variant="outlined"
        startIcon={<EventBusyOutlinedIcon />}
        onClick={() => setOpen(true)}
        data-testid="cancel-game"
      >
        {t('games.roster.cancel_game')}
      </Button>
      <Dialog
        open={open}
        onClose={() => !cancel.isPending && setOpen(false)}
        aria-labelledby={titleId}
        maxWidth="xs"
      >
        <DialogTitle id={titleId}>{t('games.roster.cancel_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t('games.roster.cancel_text', { count: game.players_count })}
          </DialogContentText>
          {cancel.isError ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {errorMessage(cancel.error, (key) => t(key))}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogConfirmActions
          cancelLabel={t('games.roster.keep_game')}
          onCancel={() => setOpen(false)}
          confirmLabel={t('games.roster.cancel_confirm')}
          onConfirm={() =>
            cancel.mutate(undefined, {
              onSuccess: (result) => {
                setOpen(false);
                toast.success(t('games.roster.cancelled', { count: result.refunded_players }));
              },
            })
          }
          pending={cancel.isPending}
          color="error"
          confirmTestId="cancel-game-confirm"
        />
      </Dialog>
    </>
  );
}

function Roster({ id }: { id: string }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const game = useGame(id);
  const roster = useRoster(id);
  if (game.isError || roster.isError) {
    return <QueriesErrorState title={t('games.roster.error')} queries={[game, roster]} />;
  }
  if (!game.data || !roster.data) return <Skeleton variant="rounded" height={360} />;
  const data = game.data;
  const totals = rosterTotals(roster.data.items, roster.data.guests);
  const confirmed = roster.data.items.filter(
    (entry) => entry.status === 'confirmed' || entry.status === 'pending_payment',
  );
  const waiting = roster.data.items.filter((entry) => entry.status === 'waitlisted');

  return (
    <Stack spacing={2.5}>
      <title>{`${t('games.roster.title')} · ${data.title} · ${t('common.app_name')}`}</title>
      <Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <GameStatusChip status={data.status} isPast={data.is_past} />
          <Typography variant="overline" color="primary" sx={{ fontWeight: 800, lineHeight: 1.4 }}>
            {formatBakuDateTime(new Date(data.starts_at), language)}
          </Typography>
        </Stack>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, overflowWrap: 'anywhere' }}>
          {t('games.roster.title')}: {data.title}
        </Typography>
        <Typography color="text.secondary">{data.venue.name}</Typography>
      </Box>

      <StatGrid columns={{ xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' }}>
        {[
          {
            id: 'players',
            label: t('games.roster.players'),
            value: `${data.players_count}/${data.capacity}`,
          },
          { id: 'waitlist', label: t('games.roster.waitlist'), value: String(data.waitlist_count) },
          { id: 'cash_due', label: t('games.roster.cash_due'), value: formatManat(totals.cashDue, language) },
          { id: 'collected', label: t('games.roster.collected'), value: formatManat(totals.paid, language) },
        ].map((fact) => (
          <Paper key={fact.id} variant="outlined" sx={{ p: 1.5, borderRadius: '12px', minWidth: 0 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {fact.label}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, fontWeight: 800, fontSize: '1.2rem' }}
              data-testid={`roster-${fact.id}`}
            >
              {fact.value}
            </Typography>
          </Paper>
        ))}
      </StatGrid>

      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <LinkButton to={`/games/${id}`} variant="outlined">
          {t('games.roster.open_game')}
        </LinkButton>
        {data.status === 'open' || data.status === 'full' ? (
          <>
            <LinkButton to={`/organizer/games/${id}/edit`} variant="outlined">
              {t('games.organizer.edit')}
            </LinkButton>
            {!data.is_past ? <CancelGameButton game={data} /> : null}
          </>
        ) : null}
      </Stack>

      <RosterSection
        title={t('games.roster.confirmed_title', { count: confirmed.length })}
        empty={confirmed.length === 0 ? t('games.roster.empty') : undefined}
      >
        {confirmed.map((entry) => (
          <RosterRow key={entry.id} entry={entry} game={data} />
        ))}
      </RosterSection>
      <RosterGuests guests={roster.data.guests} />
      {waiting.length > 0 ? (
        <RosterSection title={t('games.roster.waitlist_title', { count: waiting.length })}>
          {waiting.map((entry) => (
            <RosterRow key={entry.id} entry={entry} game={data} />
          ))}
        </RosterSection>
      ) : null}
    </Stack>
  );
}

/** `/organizer/games/:id/roster`: who comes, who paid, who showed up; cancel the game. */
export function RosterPage() {
  const { t } = useTranslation();
  return (
    <OrganizerGamePage backTo={() => '/organizer/games'} backLabel={t('games.organizer.back')}>
      {(id) => <Roster id={id} />}
    </OrganizerGamePage>
  );
}
