import Typography from '@mui/material/Typography';
import type { TeamSlotDate } from '@oyna/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { FormDialog } from '../../../components/form-dialog';
import { LineupChecklist } from '../../../components/match-result/lineup-checklist';
import { useDialogSave } from '../../../hooks/use-dialog-save';
import { useSaveTeamSlotSquad } from '../api/team-slot-mutations';
import { comingMembers } from '../lib/slot-text';

/**
 * A manager picks a date's squad: only the members coming are listed, ticked as the squad is now;
 * saving replaces the squad (the newly picked are told).
 */
export function SquadPickDialog({
  teamId,
  slotId,
  date,
  dateLabel,
  onClose,
}: {
  teamId: string;
  slotId: string;
  date: TeamSlotDate;
  /** The date in words, for the title. */
  dateLabel: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const coming = comingMembers(date);
  const comingIds = new Set(coming.map((member) => member.id));
  const [picked, setPicked] = useState<ReadonlySet<string>>(
    () => new Set(date.squad.map((member) => member.id).filter((id) => comingIds.has(id))),
  );
  const mutation = useSaveTeamSlotSquad(teamId, slotId, date.date);
  const { save, refusal } = useDialogSave(mutation, { saved: t('team_slots.squad.saved'), onClose });
  const pick = (id: string, on: boolean) =>
    setPicked((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save({ user_ids: coming.map((member) => member.id).filter((id) => picked.has(id)) });
  };
  return (
    <FormDialog
      open
      title={t('team_slots.squad.pick_title', { date: dateLabel })}
      onClose={onClose}
      onSubmit={submit}
      pending={mutation.isPending}
      error={refusal}
      cancelLabel={t('common.cancel')}
      confirmLabel={t('team_slots.squad.save')}
      confirmTestId="team-slot-squad-save"
      testId="team-slot-squad-dialog"
    >
      {coming.length === 0 ? (
        <Typography>{t('team_slots.squad.nobody_coming')}</Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('team_slots.squad.pick_text', { count: picked.size })}
          </Typography>
          <LineupChecklist
            players={coming}
            isPicked={(id) => picked.has(id)}
            onPick={pick}
            itemTestId="team-slot-squad-member"
          />
        </>
      )}
    </FormDialog>
  );
}
