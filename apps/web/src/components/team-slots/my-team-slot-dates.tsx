import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MyTeamSlotDate } from '@oyna/shared';
import { memo } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useMyTeamSlotDates } from '../../api/my-team-slot-dates';
import { useAnswerTeamSlot } from '../../api/team-slot-answer';
import { errorMessage } from '../../lib/api-error';
import { formatBakuDateTime } from '../../lib/baku-time';
import { currentLanguage } from '../../lib/i18n';
import { countsText } from '../../lib/team-slot-counts';
import { toast } from '../../lib/toast';
import { IconListCard } from '../icon-list-card';
import { LinkButton } from '../link-button';
import { TeamSlotAnswerButtons } from '../team-slot-answer-buttons';

function SlotDateRow({ item }: { item: MyTeamSlotDate }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const answer = useAnswerTeamSlot(item.team.id);
  const when = formatBakuDateTime(new Date(item.date.starts_at), language);
  return (
    <Stack spacing={1} sx={{ py: 1 }} data-testid={`my-slot-date-${item.slot_id}`}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }}>
            {t(`team_slots.kind.${item.kind}`)} · {item.team.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {when} · {item.venue.name}
          </Typography>
          <Typography variant="body2">{countsText(item.date.counts, t)}</Typography>
        </Stack>
        <LinkButton
          to={`/teams/${item.team.id}`}
          size="small"
          variant="outlined"
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          {t('team_slots.dashboard.open')}
        </LinkButton>
      </Stack>
      <TeamSlotAnswerButtons
        value={item.date.my_answer}
        onAnswer={(choice) =>
          answer.mutate(
            { slotId: item.slot_id, date: item.date.date, answer: choice },
            {
              onSuccess: () => toast.success(t('team_slots.answer.saved')),
              onError: (error) =>
                toast.error(`${t('team_slots.answer.failed')}: ${errorMessage(error, (key) => t(key))}`),
            },
          )
        }
        label={t('team_slots.answer.label', { date: when })}
        disabled={answer.isPending}
        testId={`my-slot-answer-${item.slot_id}`}
      />
    </Stack>
  );
}

/**
 * "My teams' weekly slots" on the dashboard: the next date of each weekly slot of my teams within a
 * week, with the counts and my answer, answered here without opening the team. Nothing at all when
 * there is none.
 */
export const MyTeamSlotDates = memo(function MyTeamSlotDates() {
  const { t } = useTranslation();
  const mine = useMyTeamSlotDates();
  const items = mine.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <IconListCard
      icon={<GroupsOutlinedIcon color="primary" aria-hidden="true" />}
      title={t('team_slots.dashboard.title')}
      testId="my-team-slot-dates"
    >
      {items.map((item) => (
        <SlotDateRow key={`${item.slot_id}|${item.date.date}`} item={item} />
      ))}
    </IconListCard>
  );
});
