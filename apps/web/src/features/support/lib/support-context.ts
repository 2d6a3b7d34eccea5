import {
  SUPPORT_TOPICS,
  type SupportContextInput,
  type SupportContextKind,
  type SupportStatus,
  type SupportTopic,
  supportContextInputSchema,
} from '@oyna/shared';

/** The topic a request written from a payment, a transaction or a game starts with. */
const TOPIC_OF: Record<SupportContextKind, SupportTopic> = {
  payment: 'payment',
  transaction: 'payment',
  game: 'game',
};

/** What the help page's address attaches, if it names a known kind and an id; null otherwise. */
export function contextFromSearch(search: URLSearchParams): SupportContextInput | null {
  return (
    supportContextInputSchema.safeParse({ kind: search.get('about'), id: search.get('id') }).data ?? null
  );
}

/** The topic to start from: the address's own, else the attachment's, else none chosen yet. */
export function initialTopic(
  search: URLSearchParams,
  context: SupportContextInput | null,
): SupportTopic | null {
  const asked = SUPPORT_TOPICS.find((topic) => topic === search.get('topic'));
  if (asked) return asked;
  return context ? TOPIC_OF[context.kind] : null;
}

/** The colour of a request's status: waiting for Oyna, answered, done. */
export function statusColor(status: SupportStatus): 'warning' | 'success' | 'default' {
  if (status === 'open') return 'warning';
  return status === 'answered' ? 'success' : 'default';
}
