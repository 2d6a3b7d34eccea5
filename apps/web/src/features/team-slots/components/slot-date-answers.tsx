import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import type { TeamSlotDate } from '@oyna/shared';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { fullName } from '../../../lib/format';
import { answersByKind } from '../lib/slot-text';

/** "Who answered what": a button that opens the members under each answer. */
export function SlotDateAnswers({ date }: { date: TeamSlotDate }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const groups = answersByKind(date.answers);
  return (
    <Box>
      <Button
        size="small"
        onClick={() => setOpen((was) => !was)}
        aria-expanded={open}
        aria-controls={listId}
        data-testid="team-slot-answers-toggle"
        sx={{ px: 0.5, ml: -0.5 }}
      >
        {t(open ? 'team_slots.answers.hide' : 'team_slots.answers.show')}
      </Button>
      <Collapse in={open} id={listId}>
        {groups.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('team_slots.answers.none')}
          </Typography>
        ) : (
          <Box component="dl" sx={{ m: 0 }} data-testid="team-slot-answers">
            {groups.map((group) => (
              <Box key={group.answer} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', py: 0.25 }}>
                <Typography component="dt" variant="body2" sx={{ fontWeight: 700 }}>
                  {`${t(`team_slots.answer.${group.answer}`)}:`}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {group.members.map(fullName).join(', ')}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </Collapse>
    </Box>
  );
}
