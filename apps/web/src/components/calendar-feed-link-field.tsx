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

/**
 * The two questions before a feed's link changes: a new link (the old one stops working) and
 * turning the feed off, in that area's `calendar` words (regenerate_*, revoke_*).
 */
export function CalendarFeedConfirmDialogs({
  confirming,
  texts,
  regenerating,
  revoking,
  onClose,
  onRegenerate,
  onRevoke,
}: {
  confirming: 'regenerate' | 'revoke' | null;
  texts: FeedTexts;
  regenerating: boolean;
  revoking: boolean;
  onClose: () => void;
  onRegenerate: () => void;
  onRevoke: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ConfirmDialog
        open={confirming === 'regenerate'}
        title={t(`${texts}.regenerate_title`)}
        text={t(`${texts}.regenerate_text`)}
        confirmLabel={t(`${texts}.regenerate`)}
        busy={regenerating}
        onClose={onClose}
        onConfirm={onRegenerate}
      />
      <ConfirmDialog
        open={confirming === 'revoke'}
        title={t(`${texts}.revoke_title`)}
        text={t(`${texts}.revoke_text`)}
        confirmLabel={t(`${texts}.revoke`)}
        danger
        busy={revoking}
        onClose={onClose}
        onConfirm={onRevoke}
      />
    </>
  );
}
