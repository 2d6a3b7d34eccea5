import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TeamSlotAnswer, TeamSlotDate } from '@oyna/shared';
import { alpha } from '@mui/material/styles';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { useAnswerTeamSlot } from '../../../api/team-slot-answer';
import { DialogButton } from '../../../components/dialog-button';
import { TeamSlotAnswerButtons } from '../../../components/team-slot-answer-buttons';
import { errorMessage } from '../../../lib/api-error';
import { formatBakuDayHeading, formatBakuTime } from '../../../lib/baku-time';
import { fullName } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session/session-store';
import { toast } from '../../../lib/toast';
import { countsText } from '../../../lib/team-slot-counts';
import { SlotDateAnswers } from './slot-date-answers';
import { SquadPickDialog } from './squad-pick-dialog';

/** The squad of a date: the names, and whether I am in it; or that it is not picked yet. */
function SlotSquad({ date }: { date: TeamSlotDate }) {
  const { t } = useTranslation();
  const myId = useSessionStore((state) => state.user?.id);
  if (date.squad.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('team_slots.squad.empty')}
      </Typography>
    );
  const mine = date.squad.some((member) => member.id === myId);
  return (
    <Box data-testid="team-slot-squad">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {`${t('team_slots.squad.title')} (${date.squad.length})`}
        </Typography>
        {mine ? <Chip size="small" color="success" label={t('team_slots.squad.you')} /> : null}
      </Box>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {date.squad.map(fullName).join(', ')}
      </Typography>
    </Box>
  );
}

/**
 * One date of a weekly slot: when, my answer (while it is open), the counts, who answered what,
 * the squad, and for a manager "Pick the squad".
 */
export function SlotDateRow({
  teamId,
  slotId,
  date,
  canManage,
}: {
  teamId: string;
  slotId: string;
  date: TeamSlotDate;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const answer = useAnswerTeamSlot(teamId);
  // A notification about this date links here (`?slot=…&date=…`): it is brought into view and marked.
  const [params] = useSearchParams();
  const linked = params.get('slot') === slotId && params.get('date') === date.date;
  const row = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (linked) row.current?.scrollIntoView({ block: 'center' });
  }, [linked]);
  const label = `${formatBakuDayHeading(date.date, language)} · ${formatBakuTime(new Date(date.starts_at))}`;
  const answerDate = (choice: TeamSlotAnswer) =>
    answer.mutate(
      { slotId, date: date.date, answer: choice },
      {
        onError: (error) =>
          toast.error(`${t('team_slots.answer.failed')}: ${errorMessage(error, (key) => t(key))}`),
      },
    );
  return (
    <Stack
      component="li"
      ref={row}
      spacing={1}
      sx={{
        py: 1.5,
        listStyle: 'none',
        '&:not(:first-of-type)': { borderTop: 1, borderColor: 'divider' },
        ...(linked && {
          mx: -1,
          px: 1,
          borderRadius: 2,
          bgcolor: (theme) => alpha(theme.palette.primary.main, 0.08),
        }),
      }}
      data-testid="team-slot-date"
      data-date={date.date}
    >
      <Typography component="h4" sx={{ fontWeight: 700 }}>
        {label}
      </Typography>
      {date.answer_open ? (
        <TeamSlotAnswerButtons
          value={date.my_answer}
          onAnswer={answerDate}
          label={t('team_slots.answer.label', { date: label })}
          disabled={answer.isPending}
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('team_slots.answer.closed')}
        </Typography>
      )}
      <Typography variant="body2" data-testid="team-slot-counts">
        {countsText(date.counts, t)}
      </Typography>
      <SlotDateAnswers date={date} />
      <SlotSquad date={date} />
      {canManage && date.answer_open ? (
        <DialogButton
          label={t('team_slots.squad.pick')}
          testId="team-slot-pick-squad"
          variant="outlined"
          size="small"
          sx={{ alignSelf: 'flex-start' }}
          dialog={(close) => (
            <SquadPickDialog teamId={teamId} slotId={slotId} date={date} dateLabel={label} onClose={close} />
          )}
        />
      ) : null}
    </Stack>
  );
}
