import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { errorMessage } from '../lib/api-error';
import { toast } from '../lib/toast';
import { ConfirmDialog } from './confirm-dialog';
import { QueryState } from './errors/query-state';
import { SectionCard } from './section-card';

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
type FeedQuestion = 'regenerate' | 'revoke' | null;

/** A feed request as TanStack Query's `useMutation` gives it, with what it answers. */
interface FeedRequest<TAnswer> {
  mutate: (
    input: undefined,
    options: { onSuccess: (answer: TAnswer) => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
}

/**
 * A feed's actions, in that area's `calendar` words: "Create" while there is no link; "New link" and
 * "Turn off" once there is, each asking first (the old link stops working). A request that fails says
 * why in a toast; one that succeeds closes the question (and "Turn off" says so).
 */
export function CalendarFeedActions<TMade>({
  active,
  texts,
  make,
  revoke,
  onMade,
  onRevoked,
  createVariant,
  createTestId,
}: {
  active: boolean;
  texts: FeedTexts;
  /** Makes the link, or a new one in place of the old. */
  make: FeedRequest<TMade>;
  revoke: FeedRequest<unknown>;
  onMade?: (made: TMade) => void;
  onRevoked?: () => void;
  createVariant: 'contained' | 'outlined';
  createTestId: string;
}) {
  const { t } = useTranslation();
  const [question, setQuestion] = useState<FeedQuestion>(null);
  const failed = (error: unknown) =>
    toast.error(`${t(`${texts}.failed`)}: ${errorMessage(error, (key) => t(key))}`);
  const create = () =>
    make.mutate(undefined, {
      onSuccess: (made) => {
        setQuestion(null);
        onMade?.(made);
      },
      onError: failed,
    });
  const turnOff = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setQuestion(null);
        onRevoked?.();
        toast.success(t(`${texts}.revoked`));
      },
      onError: failed,
    });
  return (
    <>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {active ? (
          <>
            <Button variant="outlined" onClick={() => setQuestion('regenerate')}>
              {t(`${texts}.regenerate`)}
            </Button>
            <Button variant="outlined" color="error" onClick={() => setQuestion('revoke')}>
              {t(`${texts}.revoke`)}
            </Button>
          </>
        ) : (
          <Button
            variant={createVariant}
            loading={make.isPending}
            onClick={create}
            data-testid={createTestId}
          >
            {t(`${texts}.create`)}
          </Button>
        )}
      </Stack>
      <ConfirmDialog
        open={question === 'regenerate'}
        title={t(`${texts}.regenerate_title`)}
        text={t(`${texts}.regenerate_text`)}
        confirmLabel={t(`${texts}.regenerate`)}
        busy={make.isPending}
        onClose={() => setQuestion(null)}
        onConfirm={create}
      />
      <ConfirmDialog
        open={question === 'revoke'}
        title={t(`${texts}.revoke_title`)}
        text={t(`${texts}.revoke_text`)}
        confirmLabel={t(`${texts}.revoke`)}
        danger
        busy={revoke.isPending}
        onClose={() => setQuestion(null)}
        onConfirm={turnOff}
      />
    </>
  );
}

/**
 * The card a calendar feed lives in (my games in settings, a team's dates on its page): the
 * area's title and intro, then what the feed's status query gives, once it has answered.
 */
export function CalendarFeedCard<TStatus>({
  texts,
  testId,
  feed,
  children,
}: {
  texts: FeedTexts;
  testId: string;
  feed: UseQueryResult<TStatus>;
  children: (status: TStatus) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t(`${texts}.title`)} testId={testId}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t(`${texts}.intro`)}
      </Typography>
      <QueryState query={feed} errorTitle={t(`${texts}.error`)} height={96}>
        {(status) => <Stack spacing={2}>{children(status)}</Stack>}
      </QueryState>
    </SectionCard>
  );
}
