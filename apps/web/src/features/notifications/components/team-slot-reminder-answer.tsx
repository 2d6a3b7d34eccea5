import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { parseTeamSlotLink, type Notification, type TeamSlotAnswer } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useAnswerTeamSlot } from '../../../api/team-slot-answer';
import { TeamSlotAnswerButtons } from '../../../components/team-slot-answer-buttons';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';

type SlotDate = NonNullable<ReturnType<typeof parseTeamSlotLink>>;

function ReminderButtons({
  notification,
  target,
  onAnswered,
}: {
  notification: Notification;
  target: SlotDate;
  onAnswered: (notification: Notification) => void;
}) {
  const { t } = useTranslation();
  const answer = useAnswerTeamSlot(target.teamId);
  const [chosen, setChosen] = useState<TeamSlotAnswer | null>(null);
  const send = (choice: TeamSlotAnswer) =>
    answer.mutate(
      { slotId: target.slotId, date: target.date, answer: choice },
      {
        onSuccess: () => {
          setChosen(choice);
          onAnswered(notification);
        },
        onError: (error) =>
          toast.error(`${t('team_slots.answer.failed')}: ${errorMessage(error, (key) => t(key))}`),
      },
    );
  return (
    <Box sx={{ pl: 5.5, pr: 2, pb: 1.5 }}>
      <TeamSlotAnswerButtons
        value={chosen}
        onAnswer={send}
        label={t('team_slots.answer.label', { date: notification.title })}
        disabled={answer.isPending}
        testId="notification-slot-answer"
      />
      <Typography variant="body2" role="status" sx={{ mt: chosen ? 0.75 : 0, fontWeight: 600 }}>
        {chosen ? t('team_slots.answer.yours', { answer: t(`team_slots.answer.${chosen}`) }) : null}
      </Typography>
    </Box>
  );
}

/**
 * A weekly slot's reminder answered where it is read: coming, not coming or maybe for the date its
 * link names; once answered, the chosen answer shows (and the reminder counts as read). Nothing for
 * a link that names no date.
 */
export function TeamSlotReminderAnswer({
  notification,
  onAnswered,
}: {
  notification: Notification;
  onAnswered: (notification: Notification) => void;
}) {
  const target = parseTeamSlotLink(notification.link);
  return target ? (
    <ReminderButtons notification={notification} target={target} onAnswered={onAnswered} />
  ) : null;
}
