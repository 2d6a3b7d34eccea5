import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ConversationModeration, SLOW_MODE_SECONDS, type SlowModeSeconds } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { errorMessage } from '../../../lib/api-error';
import { fullName } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useSetMemberMuted, useSetSlowMode } from '../api/conversation-safety';

const OFF = 'off';

/**
 * A conversation's slow mode and mutes (decision 95): what a member is told (slow mode on, muted
 * here), and for its organizer or captains the slow mode switch and the muted players to unmute.
 */
export function ModerationControls({
  conversationId,
  moderation,
}: {
  conversationId: string;
  moderation: ConversationModeration;
}) {
  const { t } = useTranslation();
  const slowMode = useSetSlowMode();
  const mute = useSetMemberMuted();
  const failed = (error: unknown) => toast.error(errorMessage(error, t));
  const seconds = moderation.slow_mode_seconds;
  return (
    <Stack spacing={1} data-testid="moderation-controls">
      {moderation.muted_me ? <Alert severity="warning">{t('conversation_safety.muted_me')}</Alert> : null}
      {typeof seconds === 'number' && !moderation.may_moderate ? (
        <Alert severity="info">{t('conversation_safety.slow_mode_on', { seconds })}</Alert>
      ) : null}
      {moderation.may_moderate ? (
        <FormControl size="small" sx={{ minWidth: 220, alignSelf: 'flex-start' }}>
          <InputLabel id={`slow-mode-${conversationId}`}>{t('conversation_safety.slow_mode')}</InputLabel>
          <Select
            labelId={`slow-mode-${conversationId}`}
            label={t('conversation_safety.slow_mode')}
            value={seconds === null ? OFF : String(seconds)}
            disabled={slowMode.isPending}
            onChange={(event) => {
              const value = event.target.value;
              const next = SLOW_MODE_SECONDS.find((option) => String(option) === value) ?? null;
              slowMode.mutate(
                { conversationId, seconds: next as SlowModeSeconds | null },
                { onError: failed },
              );
            }}
          >
            <MenuItem value={OFF}>{t('conversation_safety.slow_mode_off')}</MenuItem>
            {SLOW_MODE_SECONDS.map((option) => (
              <MenuItem key={option} value={String(option)}>
                {t('conversation_safety.slow_mode_seconds', { seconds: option })}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      ) : null}
      {moderation.may_moderate && moderation.muted.length > 0 ? (
        <Stack spacing={0.5} data-testid="muted-members">
          <Typography variant="caption" color="text.secondary">
            {t('conversation_safety.muted_list')}
          </Typography>
          {moderation.muted.map((player) => (
            <Stack key={player.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="body2">{fullName(player)}</Typography>
              <Button
                size="small"
                disabled={mute.isPending}
                onClick={() =>
                  mute.mutate({ conversationId, userId: player.id, muted: false }, { onError: failed })
                }
              >
                {t('conversation_safety.unmute')}
              </Button>
            </Stack>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
