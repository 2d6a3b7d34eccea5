import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { TEAM_SLOT_ANSWERS, type TeamSlotAnswer } from '@oyna/shared';
import { useTranslation } from '../lib/use-translation';

/** The colour each answer takes once chosen. */
const ANSWER_COLOURS = { coming: 'success', maybe: 'warning', not_coming: 'error' } as const;

/**
 * A member's answer for one date of the team's weekly slot: "coming / not coming / maybe", the
 * chosen one pressed. On the team page and on a reminder in the notification centre; tapping the
 * chosen answer again keeps it (an answer is changed, never taken back).
 */
export function TeamSlotAnswerButtons({
  value,
  onAnswer,
  label,
  disabled = false,
  testId = 'team-slot-answer',
}: {
  value: TeamSlotAnswer | null;
  onAnswer: (answer: TeamSlotAnswer) => void;
  /** The group's name for a screen reader: which date it answers. */
  label: string;
  disabled?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      onChange={(_event, answer: TeamSlotAnswer | null) => {
        if (answer !== null && answer !== value) onAnswer(answer);
      }}
      aria-label={label}
      disabled={disabled}
      data-testid={testId}
      fullWidth
      // One row at any width: three equal buttons, as wide as Russian's "Может быть" needs.
      sx={{ maxWidth: 420 }}
    >
      {TEAM_SLOT_ANSWERS.map((answer) => (
        <ToggleButton
          key={answer}
          value={answer}
          color={ANSWER_COLOURS[answer]}
          data-testid={`${testId}-${answer}`}
          sx={{
            textTransform: 'none',
            fontWeight: 600,
            px: 1,
            whiteSpace: 'nowrap',
            // The chosen answer stands out at a glance, filled in its colour.
            '&.Mui-selected, &.Mui-selected:hover': {
              bgcolor: `${ANSWER_COLOURS[answer]}.main`,
              color: `${ANSWER_COLOURS[answer]}.contrastText`,
            },
          }}
        >
          {t(`team_slots.answer.${answer}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
