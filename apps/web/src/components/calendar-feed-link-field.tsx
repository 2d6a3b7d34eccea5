import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../lib/toast';
import { ConfirmDialog } from './confirm-dialog';

/** Whose feed it is: the words come from that area's `calendar` keys (link_label, copy, copied, copy_failed, open). */
export type FeedTexts = 'settings.calendar' | 'team_slots.calendar';

/**
 * A calendar feed's secret link (my games, a team's dates): the link to select, "Copy link" and
 * "Open in calendar" (webcal://), with what the owner adds between them (a "shown once" notice).
 */
export function CalendarFeedLinkField({
  url,
  webcalUrl,
  texts,
  testId,
  children,
}: {
  url: string;
  webcalUrl: string | null;
  texts: FeedTexts;
  /** On the link's input. */
  testId: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const copy = () =>
    navigator.clipboard.writeText(url).then(
      () => toast.success(t(`${texts}.copied`)),
      () => toast.error(t(`${texts}.copy_failed`)),
    );
  return (
    <Stack spacing={1.5}>
      <TextField
        label={t(`${texts}.link_label`)}
        value={url}
        slotProps={{ htmlInput: { readOnly: true, 'data-testid': testId } }}
        onFocus={(event) => event.target.select()}
        fullWidth
      />
      {children}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {t(`${texts}.copy`)}
        </Button>
        {webcalUrl ? (
          <Button variant="outlined" startIcon={<EventOutlinedIcon />} href={webcalUrl}>
            {t(`${texts}.open`)}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}

/** Which question is open before a feed's link changes: a new link, or turning the feed off. */
export type FeedQuestion = 'regenerate' | 'revoke' | null;

/**
 * A feed's actions, in that area's `calendar` words: "Create" while there is no link; "New link" and
 * "Turn off" once there is, each asking first (the old link stops working). The owner of the card
 * keeps which question is open, so that its requests close it when they succeed.
 */
export function CalendarFeedActions({
  active,
  texts,
  question,
  onQuestion,
  creating,
  revoking,
  onCreate,
  onRevoke,
  createVariant,
  createTestId,
}: {
  active: boolean;
  texts: FeedTexts;
  question: FeedQuestion;
  onQuestion: (question: FeedQuestion) => void;
  creating: boolean;
  revoking: boolean;
  /** Makes the link, or a new one in place of the old. */
  onCreate: () => void;
  onRevoke: () => void;
  createVariant: 'contained' | 'outlined';
  createTestId: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {active ? (
          <>
            <Button variant="outlined" onClick={() => onQuestion('regenerate')}>
              {t(`${texts}.regenerate`)}
            </Button>
            <Button variant="outlined" color="error" onClick={() => onQuestion('revoke')}>
              {t(`${texts}.revoke`)}
            </Button>
          </>
        ) : (
          <Button variant={createVariant} loading={creating} onClick={onCreate} data-testid={createTestId}>
            {t(`${texts}.create`)}
          </Button>
        )}
      </Stack>
      <ConfirmDialog
        open={question === 'regenerate'}
        title={t(`${texts}.regenerate_title`)}
        text={t(`${texts}.regenerate_text`)}
        confirmLabel={t(`${texts}.regenerate`)}
        busy={creating}
        onClose={() => onQuestion(null)}
        onConfirm={onCreate}
      />
      <ConfirmDialog
        open={question === 'revoke'}
        title={t(`${texts}.revoke_title`)}
        text={t(`${texts}.revoke_text`)}
        confirmLabel={t(`${texts}.revoke`)}
        danger
        busy={revoking}
        onClose={() => onQuestion(null)}
        onConfirm={onRevoke}
      />
    </>
  );
}
