import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type TeamDetail, teamInviteShareMessage } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { toast } from '../../../lib/toast';
import { toastOutcome } from '../../../lib/toast-outcome';
import { useRotateInviteSecrets } from '../api/manage-team';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ShareButton } from '../../../components/share-button';
import { currentLanguage } from '../../../lib/i18n';

/** The link that opens this team with its secret token: anyone who has it may join. */
export function inviteLink(origin: string, teamId: string, token: string): string {
  return `${origin}/teams/${teamId}?token=${encodeURIComponent(token)}`;
}

/** For who may invite: the join code and the secret link to copy; the captain makes new ones. */
export function InviteSecretsCard({ team }: { team: TeamDetail }) {
  const { t } = useTranslation();
  const rotate = useRotateInviteSecrets(team.id);
  const [confirming, setConfirming] = useState(false);
  if (!team.join_code || !team.invite_token) return null;
  const link = inviteLink(window.location.origin, team.id, team.invite_token);
  const copy = (text: string) =>
    navigator.clipboard.writeText(text).then(
      () => toast.success(t('teams.invite.copied')),
      () => toast.error(t('teams.invite.copy_failed')),
    );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: '16px' }}>
      <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
        {t('teams.invite.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('teams.invite.text')}
      </Typography>
      <Stack spacing={1.5}>
        {[
          {
            label: t('teams.invite.code'),
            copyLabel: t('teams.invite.copy_code'),
            value: team.join_code,
            testId: 'team-join-code',
          },
          {
            label: t('teams.invite.link'),
            copyLabel: t('teams.invite.copy_link'),
            value: link,
            testId: 'team-invite-link',
          },
        ].map((item) => (
          <Stack key={item.testId} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              label={item.label}
              value={item.value}
              size="small"
              fullWidth
              slotProps={{ htmlInput: { readOnly: true, 'data-testid': item.testId } }}
            />
            <Button
              variant="outlined"
              onClick={() => void copy(item.value)}
              startIcon={<ContentCopyIcon />}
              aria-label={item.copyLabel}
              sx={{ flexShrink: 0 }}
            >
              {t('teams.invite.copy')}
            </Button>
          </Stack>
        ))}
        <Stack direction="row">
          <ShareButton
            title={team.name}
            url={link}
            message={teamInviteShareMessage(team.name, link, currentLanguage())}
            label={t('teams.invite.share')}
            prepared={{ kind: 'team', id: team.id }}
            testId="team-invite-share"
          />
        </Stack>
        {team.permissions.edit ? (
          <Button
            startIcon={<AutorenewIcon />}
            color="inherit"
            onClick={() => setConfirming(true)}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('teams.invite.rotate')}
          </Button>
        ) : null}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('teams.invite.rotate_title')}
        text={t('teams.invite.rotate_text')}
        confirmLabel={t('teams.invite.rotate')}
        busy={rotate.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          rotate.mutate(undefined, {
            ...toastOutcome(t, t('teams.invite.rotated')),
            onSettled: () => setConfirming(false),
          })
        }
      />
    </Paper>
  );
}
