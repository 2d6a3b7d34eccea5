import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TeamCalendarFeed, TeamDetail } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { QueryState } from '../../../components/errors/query-state';
import { SectionCard } from '../../../components/section-card';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import {
  useMakeTeamCalendarFeed,
  useRevokeTeamCalendarFeed,
  useTeamCalendarFeed,
} from '../api/team-calendar-feed';
import { managesSlots } from '../lib/slot-managers';

/** The team calendar's address: copy it, or open it in the calendar app (webcal://). */
function FeedLink({ feed }: { feed: TeamCalendarFeed & { url: string } }) {
  const { t } = useTranslation();
  const copy = () =>
    navigator.clipboard.writeText(feed.url).then(
      () => toast.success(t('team_slots.calendar.copied')),
      () => toast.error(t('team_slots.calendar.copy_failed')),
    );
  return (
    <Stack spacing={1.5}>
      <TextField
        label={t('team_slots.calendar.link_label')}
        value={feed.url}
        slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'team-calendar-feed-url' } }}
        onFocus={(event) => event.target.select()}
        fullWidth
      />
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {t('team_slots.calendar.copy')}
        </Button>
        {feed.webcal_url ? (
          <Button variant="outlined" startIcon={<EventOutlinedIcon />} href={feed.webcal_url}>
            {t('team_slots.calendar.open')}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}

/**
 * The team calendar feed beside the personal one: a secret address of the team's slot dates and
 * matches that every member may copy; the captain and vice-captains make it, make a new one (the
 * old stops working) or turn it off.
 */
export function TeamCalendarFeedCard({ team }: { team: TeamDetail }) {
  const { t } = useTranslation();
  const member = team.my_role !== null;
  const manager = managesSlots(team);
  const feed = useTeamCalendarFeed(team.id, member);
  const make = useMakeTeamCalendarFeed(team.id);
  const revoke = useRevokeTeamCalendarFeed(team.id);
  const [confirming, setConfirming] = useState<'regenerate' | 'revoke' | null>(null);
  if (!member) return null;
  const failed = (error: unknown) =>
    toast.error(`${t('team_slots.calendar.failed')}: ${errorMessage(error, (key) => t(key))}`);
  const makeLink = () => make.mutate(undefined, { onSuccess: () => setConfirming(null), onError: failed });
  const revokeLink = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setConfirming(null);
        toast.success(t('team_slots.calendar.revoked'));
      },
      onError: failed,
    });
  return (
    <SectionCard title={t('team_slots.calendar.title')} testId="team-calendar-feed-card">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('team_slots.calendar.intro')}
      </Typography>
      <QueryState query={feed} errorTitle={t('team_slots.error')} height={96}>
        {(status) => (
          <Stack spacing={2}>
            {status.url ? (
              <FeedLink feed={{ ...status, url: status.url }} />
            ) : (
              <Typography variant="body2">
                {t(manager ? 'team_slots.calendar.none_manager' : 'team_slots.calendar.none')}
              </Typography>
            )}
            {manager ? (
              <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                {status.url ? (
                  <>
                    <Button variant="outlined" onClick={() => setConfirming('regenerate')}>
                      {t('team_slots.calendar.regenerate')}
                    </Button>
                    <Button variant="outlined" color="error" onClick={() => setConfirming('revoke')}>
                      {t('team_slots.calendar.revoke')}
                    </Button>
                  </>
                ) : (
                  <Button
                    variant="outlined"
                    loading={make.isPending}
                    onClick={makeLink}
                    data-testid="team-calendar-feed-create"
                  >
                    {t('team_slots.calendar.create')}
                  </Button>
                )}
              </Stack>
            ) : null}
          </Stack>
        )}
      </QueryState>
      <ConfirmDialog
        open={confirming === 'regenerate'}
        title={t('team_slots.calendar.regenerate_title')}
        text={t('team_slots.calendar.regenerate_text')}
        confirmLabel={t('team_slots.calendar.regenerate')}
        busy={make.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={makeLink}
      />
      <ConfirmDialog
        open={confirming === 'revoke'}
        title={t('team_slots.calendar.revoke_title')}
        text={t('team_slots.calendar.revoke_text')}
        confirmLabel={t('team_slots.calendar.revoke')}
        danger
        busy={revoke.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={revokeLink}
      />
    </SectionCard>
  );
}
