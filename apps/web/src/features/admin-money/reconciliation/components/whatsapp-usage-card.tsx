import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDecimal, formatNumber } from '@oyna/shared';
import { useTranslation } from '../../../../lib/use-translation';
import { currentLanguage } from '../../../../lib/i18n';
import { useWhatsAppUsage } from '../api/whatsapp-usage';

/**
 * The money desk's WhatsApp line (decision 88): this month's messages against the budget, what they
 * cost, and how many were not sent because it was spent. Shown only where WhatsApp is set up.
 */
export function WhatsAppUsageCard() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const usage = useWhatsAppUsage().data;
  if (!usage?.configured) return null;
  const share = Math.min(100, Math.round((usage.sent / usage.budget) * 100));
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: '16px' }} data-testid="whatsapp-usage">
      <Stack spacing={1}>
        <Typography variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
          {t('admin_reconciliation.whatsapp.title')}
        </Typography>
        <Typography variant="body2">
          {t('admin_reconciliation.whatsapp.sent', {
            sent: formatNumber(usage.sent, language),
            budget: formatNumber(usage.budget, language),
          })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={share}
          color={share >= 90 ? 'warning' : 'primary'}
          aria-label={t('admin_reconciliation.whatsapp.share', { share })}
        />
        <Typography variant="body2">
          {/* Meta bills WhatsApp in US dollars: the cents as dollars, the sign placed by each language. */}
          {t('admin_reconciliation.whatsapp.cost', {
            cost: formatDecimal(usage.cost_cents / 100, 2, language),
          })}
        </Typography>
        {usage.skipped > 0 ? (
          <Typography variant="body2" color="warning.main" data-testid="whatsapp-skipped">
            {t('admin_reconciliation.whatsapp.skipped', { count: formatNumber(usage.skipped, language) })}
          </Typography>
        ) : null}
        <Typography variant="caption" color="text.secondary">
          {t('admin_reconciliation.whatsapp.rule')}
        </Typography>
      </Stack>
    </Paper>
  );
}
