import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type Language, PAYMENT_STATUSES, type SupportContext } from '@oyna/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { formatBakuDateTime } from '../../../lib/baku-time';
import { formatManat } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';

/** Where an attachment is seen: the player's own pages, or the admin's (the game's page, the money desk). */
function linkOf(context: SupportContext, side: 'player' | 'admin'): string | null {
  if (!context.found) return null;
  if (context.kind === 'game') return `/games/${context.id}`;
  if (side === 'admin') return '/admin/money';
  return context.kind === 'payment' ? `/balance/topups/${context.id}` : '/balance';
}

/** What a request is about, in a line: a top-up's amount and state, a transaction, a game and its day. */
export function supportContextText(context: SupportContext, t: TFunction, language: Language): string {
  if (!context.found) return t(`support.context.missing_${context.kind}`);
  const date = context.at ? formatBakuDateTime(new Date(context.at), language) : '';
  const amount = context.amount === null ? '' : formatManat(context.amount, language);
  if (context.kind === 'game') return t('support.context.game', { title: context.title ?? '', date });
  if (context.kind === 'payment') {
    const known = PAYMENT_STATUSES.find((status) => status === context.status);
    const status = known ? t(`support.payment_status.${known}`) : '';
    return t('support.context.payment', { amount, date, status });
  }
  return t('support.context.transaction', { amount, date });
}

/** The attachment of a request, with a link to it where the reader may open it. */
export function SupportContextLine({ context, side }: { context: SupportContext; side: 'player' | 'admin' }) {
  const { t } = useTranslation();
  const text = supportContextText(context, t, currentLanguage());
  const to = linkOf(context, side);
  return (
    <Typography variant="body2" color="text.secondary" data-testid="support-context">
      {`${t('support.attached')}: `}
      {to ? (
        <Link component={RouterLink} to={to}>
          {text}
        </Link>
      ) : (
        text
      )}
    </Typography>
  );
}
