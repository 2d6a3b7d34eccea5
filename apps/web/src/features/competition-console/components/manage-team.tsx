import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { COMPETITION_TEAMS, type Competition, type CompetitionTeam } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toastOutcome } from '../../../lib/toast-outcome';
import { useUpdateRegistration } from '../api/console-mutations';

/** The organizer's controls on a registered team: accept, refuse (refunds), seed. */
export function ManageTeam({ competition, entry }: { competition: Competition; entry: CompetitionTeam }) {
  const { t } = useTranslation();
  const update = useUpdateRegistration(competition.id);
  const [seed, setSeed] = useState(entry.seed === null ? '' : String(entry.seed));
  const [refusing, setRefusing] = useState(false);
  const save = (body: Parameters<typeof update.mutate>[0]['body'], done?: () => void) =>
    update.mutate({ teamId: entry.team.id, body }, toastOutcome(t, null, done));
  const seedNumber = seed.trim() === '' ? null : Number(seed);
  const seedValid =
    seedNumber === null ||
    (Number.isInteger(seedNumber) && seedNumber >= 1 && seedNumber <= COMPETITION_TEAMS.max);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {entry.status !== 'accepted' && entry.status !== 'withdrawn' ? (
        <Button
          size="small"
          variant="outlined"
          disabled={update.isPending}
          onClick={() => save({ status: 'accepted' })}
          data-testid={`accept-${entry.team.id}`}
        >
          {t('competitions.organizer.accept')}
        </Button>
      ) : null}
      {entry.status === 'accepted' || entry.status === 'pending' ? (
        <Button
          size="small"
          color="error"
          disabled={update.isPending}
          onClick={() => setRefusing(true)}
          data-testid={`refuse-${entry.team.id}`}
        >
          {t('competitions.organizer.refuse')}
        </Button>
      ) : null}
      {entry.status === 'accepted' ? (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <TextField
            size="small"
            type="number"
            label={t('competitions.organizer.seed')}
            value={seed}
            onChange={(event) => setSeed(event.target.value)}
            error={!seedValid}
            helperText={
              seedValid ? undefined : t('competitions.create.range', { min: 1, max: COMPETITION_TEAMS.max })
            }
            sx={{ width: 96 }}
            slotProps={{
              htmlInput: {
                min: 1,
                max: COMPETITION_TEAMS.max,
                'aria-label': t('competitions.organizer.seed_label', { team: entry.team.name }),
              },
            }}
          />
          <Button
            size="small"
            disabled={!seedValid || update.isPending || seedNumber === entry.seed}
            onClick={() => save({ seed: seedNumber })}
          >
            {t('competitions.organizer.save_seed')}
          </Button>
        </Box>
      ) : null}
      <ConfirmDialog
        open={refusing}
        title={t('competitions.organizer.refuse_title', { team: entry.team.name })}
        text={t('competitions.organizer.refuse_body')}
        confirmLabel={t('competitions.organizer.refuse')}
        danger
        busy={update.isPending}
        onClose={() => setRefusing(false)}
        onConfirm={() => save({ status: 'refused' }, () => setRefusing(false))}
      />
    </Stack>
  );
}
