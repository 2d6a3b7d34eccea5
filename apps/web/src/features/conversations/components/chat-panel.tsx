import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ConversationMessage, GAME_CONVERSATION_READ_ONLY_AFTER_MS } from '@oyna/shared';
import { type ComponentType, useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { QueryFallback } from '../../../components/query-fallback';
import { fullName } from '../../../lib/format';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import {
  type ConversationSubjectRef,
  useConversation,
  useDeleteMessage,
  useEditMessage,
  useMarkRead,
  useMuteConversation,
  usePostAnnouncement,
  usePostMessage,
} from '../api/conversation';
import { AnnouncementBanner } from './announcement-banner';
import { AnnouncementComposer } from './announcement-composer';
import { MessageComposer } from './message-composer';
import { useConversationModeration, useSetMemberMuted } from '../api/conversation-safety';
import { MessageItem } from './message-item';
import { ModerationControls } from './moderation-controls';
import { ReportDialog } from './report-dialog';

/** The booking's leave dialog, handed in by the page ("I can't come"). */
export type LeaveDialogSlot = ComponentType<{ open: boolean; onClose: () => void }>;

const HOUR_MS = 3_600_000;
const QUICK_REPLIES = ['late', 'ball', 'cant_come'] as const;

interface ChatPanelProps {
  subject: ConversationSubjectRef;
  leaveDialog?: LeaveDialogSlot;
}

/**
 * A conversation (a game's, a team's, a team match's) for its members: the pinned announcement,
 * messages, quick replies, reply, edit, delete, mute, and for those who may an announcement; read
 * when seen.
 */
export function ChatPanel({ subject, leaveDialog: LeaveDialog }: ChatPanelProps) {
  const { t } = useTranslation();
  const page = useConversation(subject, true);
  const post = usePostMessage(subject);
  const announce = usePostAnnouncement();
  const [announcing, setAnnouncing] = useState(false);
  const edit = useEditMessage();
  const remove = useDeleteMessage();
  const markRead = useMarkRead();
  const mute = useMuteConversation();
  const [replyTo, setReplyTo] = useState<ConversationMessage | null>(null);
  const [editing, setEditing] = useState<ConversationMessage | null>(null);
  const [offerLeave, setOfferLeave] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [now] = useState(() => Date.now());
  const [reporting, setReporting] = useState<ConversationMessage | null>(null);
  const failed = (error: unknown) => toast.error(errorMessage(error, t));

  const data = page.data;
  const last = data?.messages.at(-1);
  const unread = data?.conversation.unread_count ?? 0;
  const conversationId = data?.conversation.id;
  const moderation = useConversationModeration(conversationId);
  const setMuted = useSetMemberMuted();
  const muteMember = (target: ConversationMessage) => {
    if (!conversationId || !target.author) return;
    const name = fullName(target.author);
    setMuted.mutate(
      { conversationId, userId: target.author.id, muted: true },
      {
        onSuccess: () => toast.success(t('conversation_safety.muted_done', { name })),
        onError: (error) => failed(error),
      },
    );
  };
  const { mutate: mark } = markRead;
  useEffect(() => {
    if (conversationId && last && unread > 0) mark({ conversationId, messageId: last.id });
  }, [conversationId, last, unread, mark]);

  if (!data)
    return (
      <QueryFallback query={page} errorTitle={t('conversations.section_title')} skeletons={[64, 64, 48]} />
    );
  const { conversation } = data;
  const mayLeave = conversation.my_role === 'player' || conversation.my_role === 'waitlisted';

  const send = (body: string) => {
    post.mutate(
      { body, reply_to_id: replyTo?.id ?? null },
      { onSuccess: () => setReplyTo(null), onError: (error) => failed(error) },
    );
  };
  const quick = (key: (typeof QUICK_REPLIES)[number]) => {
    send(t(`conversations.quick.${key}`));
    if (key === 'cant_come' && LeaveDialog && mayLeave) setOfferLeave(true);
  };

  const mayAnnounce = conversation.may_announce && !conversation.read_only;

  return (
    <Stack spacing={1.5} data-testid="chat-panel">
      {data.pinned ? <AnnouncementBanner announcement={data.pinned} /> : null}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {mayAnnounce && !announcing ? (
          <Button size="small" onClick={() => setAnnouncing(true)}>
            {t('conversations.announcement.write')}
          </Button>
        ) : null}
        <Button
          size="small"
          onClick={() => mute.mutate({ conversationId: conversation.id, muted: !conversation.muted })}
        >
          {conversation.muted ? t('conversations.unmute') : t('conversations.mute')}
        </Button>
      </Stack>
      {moderation.data ? (
        <ModerationControls conversationId={conversation.id} moderation={moderation.data} />
      ) : null}
      {mayAnnounce && announcing ? (
        <AnnouncementComposer
          busy={announce.isPending}
          offerChange={subject.kind !== 'team'}
          onCancel={() => setAnnouncing(false)}
          onSend={(announcement) =>
            announce.mutate(
              { conversationId: conversation.id, ...announcement },
              {
                onSuccess: () => {
                  setAnnouncing(false);
                  toast.success(t('conversations.announcement.sent'));
                },
                onError: (error) => failed(error),
              },
            )
          }
        />
      ) : null}
      {data.messages.length === 0 ? (
        <Typography color="text.secondary">{t('conversations.empty')}</Typography>
      ) : (
        <Stack
          component="ul"
          spacing={1}
          sx={{ m: 0, p: 0, maxHeight: 480, overflowY: 'auto' }}
          aria-live="polite"
        >
          {data.messages.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              now={now}
              onReply={(target) => {
                setEditing(null);
                setReplyTo(target);
              }}
              onEdit={(target) => {
                setReplyTo(null);
                setEditing(target);
              }}
              onDelete={(target) =>
                remove.mutate(
                  { conversationId: conversation.id, messageId: target.id },
                  { onError: (error) => failed(error) },
                )
              }
              onReport={setReporting}
              {...(moderation.data?.may_moderate && {
                onMute: (target: ConversationMessage) => muteMember(target),
              })}
            />
          ))}
        </Stack>
      )}
      {conversation.read_only ? (
        <Alert severity="info">
          {t('conversations.read_only', { hours: GAME_CONVERSATION_READ_ONLY_AFTER_MS / HOUR_MS })}
        </Alert>
      ) : (
        <>
          <Stack
            direction="row"
            spacing={1}
            sx={{ flexWrap: 'wrap', gap: 1 }}
            aria-label={t('conversations.quick_replies')}
          >
            {QUICK_REPLIES.map((key) => (
              <Chip
                key={key}
                label={t(`conversations.quick.${key}`)}
                onClick={() => quick(key)}
                disabled={post.isPending}
                variant="outlined"
                sx={{ ml: '0 !important' }}
              />
            ))}
          </Stack>
          {offerLeave && LeaveDialog ? (
            <Alert
              severity="warning"
              onClose={() => setOfferLeave(false)}
              action={
                <Button color="inherit" size="small" onClick={() => setLeaving(true)}>
                  {t('conversations.leave_game')}
                </Button>
              }
            >
              {t('conversations.cant_come_leave')}
            </Alert>
          ) : null}
          {editing ? (
            <MessageComposer
              key={`edit-${editing.id}`}
              initial={editing.body}
              context={t('conversations.editing')}
              busy={edit.isPending}
              submitLabel={t('conversations.save')}
              onCancel={() => setEditing(null)}
              onSend={(body) =>
                edit.mutate(
                  { conversationId: conversation.id, messageId: editing.id, body },
                  { onSuccess: () => setEditing(null), onError: (error) => failed(error) },
                )
              }
            />
          ) : (
            <MessageComposer
              context={
                replyTo
                  ? t('conversations.replying_to', {
                      name: replyTo.author ? fullName(replyTo.author) : t('conversations.system.someone'),
                    })
                  : null
              }
              busy={post.isPending}
              submitLabel={t('conversations.send')}
              onCancel={() => setReplyTo(null)}
              onSend={send}
            />
          )}
        </>
      )}
      {reporting ? <ReportDialog message={reporting} onClose={() => setReporting(null)} /> : null}
      {leaving && LeaveDialog ? (
        <LeaveDialog
          open
          onClose={() => {
            setLeaving(false);
            setOfferLeave(false);
          }}
        />
      ) : null}
    </Stack>
  );
}
