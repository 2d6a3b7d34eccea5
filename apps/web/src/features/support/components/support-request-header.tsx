import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SupportRequest } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { formatBakuDateTime } from '../../../lib/baku-time';
import { fullName } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { statusColor } from '../lib/support-context';
import { SupportContextLine } from './support-context-line';

/** A request's state above its conversation: status, VIP, who wrote and when, what it is about. */
export function SupportRequestHeader({
  request,
  side,
}: {
  request: SupportRequest;
  side: 'player' | 'admin';
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}>
        <Chip
          size="small"
          color={statusColor(request.status)}
          label={t(`support.status.${request.status}`)}
          data-testid="support-status"
        />
        {side === 'admin' && request.vip ? (
          <Chip size="small" color="secondary" label={t('support.vip')} />
        ) : null}
        <Typography variant="body2" color="text.secondary">
          {side === 'admin' ? `${fullName(request.player)} · ` : ''}
          {formatBakuDateTime(new Date(request.created_at), language)}
        </Typography>
      </Stack>
      {request.context ? <SupportContextLine context={request.context} side={side} /> : null}
      {side === 'player' && request.status === 'closed' ? (
        <Typography variant="body2" color="text.secondary">
          {t('support.closed_hint')}
        </Typography>
      ) : null}
    </Stack>
  );
}
