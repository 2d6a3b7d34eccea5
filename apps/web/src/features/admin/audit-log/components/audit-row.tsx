import ArrowRightAltIcon from '@mui/icons-material/ArrowRightAlt';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AuditLogEntry } from '@oyna/shared';
import { useTranslation } from '../../../../lib/use-translation';
import { AdminRow } from '../../../../components/admin/admin-row';
import { formatDateTime } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { detailLines } from '../lib/audit-details';
import { auditLabels } from '../lib/audit-labels';

/** The labels of an audit entry's details in the reader's language (audit-labels.ts). */
function useDetailLabels() {
  const { t } = useTranslation();
  return auditLabels(t, currentLanguage());
}

/** One entry: what was done, when, by whom, about what, why, and what changed. */
export function AuditRow({
  entry,
  onActor,
  onSubject,
}: {
  entry: AuditLogEntry;
  onActor: () => void;
  onSubject: () => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const labels = useDetailLabels();
  const lines = detailLines(entry.details, labels);
  return (
    <AdminRow data-testid="audit-entry" data-action={entry.action} sx={{ minWidth: 0 }}>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
        <Chip
          size="small"
          color="primary"
          variant="outlined"
          label={t(`admin.audit.actions.${entry.action}`, { defaultValue: entry.action })}
        />
        <Typography variant="body2" color="text.secondary">
          <time dateTime={entry.created_at}>{formatDateTime(new Date(entry.created_at), language)}</time>
        </Typography>
      </Stack>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {entry.actor ? (
          <Link
            component="button"
            type="button"
            onClick={onActor}
            sx={{ fontWeight: 700, verticalAlign: 'baseline' }}
          >
            {entry.actor.full_name}
          </Link>
        ) : (
          <Box component="span" sx={{ fontWeight: 700 }}>
            {t('admin.audit.system')}
          </Box>
        )}{' '}
        <ArrowRightAltIcon
          fontSize="small"
          aria-label={t('admin.audit.about')}
          sx={{ verticalAlign: 'middle' }}
        />{' '}
        <Link component="button" type="button" onClick={onSubject} sx={{ verticalAlign: 'baseline' }}>
          {t(`admin.audit.subjects.${entry.subject_type}`, { defaultValue: entry.subject_type })}
          {': '}
          {entry.subject_label ?? entry.subject_id}
        </Link>
      </Typography>
      {entry.reason ? (
        <Typography variant="body2" sx={{ mt: 0.75, overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {t('admin.audit.reason')}:
          </Box>{' '}
          {entry.reason}
        </Typography>
      ) : null}
      {lines.length > 0 ? (
        <Box
          component="dl"
          sx={{
            m: 0,
            mt: 1,
            display: 'grid',
            columnGap: 1.5,
            rowGap: 0.5,
            gridTemplateColumns: { xs: '1fr', sm: 'max-content minmax(0, 1fr)' },
            fontSize: '0.875rem',
          }}
        >
          {lines.map((line) => (
            <Box key={line.field} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ color: 'text.secondary' }}>
                {labels.field(line.field)}
              </Box>
              <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }} data-testid="audit-detail">
                {line.kind === 'change' ? (
                  <>
                    <Box component="span" sx={{ textDecoration: 'line-through', color: 'text.secondary' }}>
                      <span className="visually-hidden">{t('admin.audit.before')} </span>
                      {line.from}
                    </Box>
                    {' → '}
                    <Box component="span" sx={{ fontWeight: 600 }}>
                      <span className="visually-hidden">{t('admin.audit.after')} </span>
                      {line.to}
                    </Box>
                  </>
                ) : (
                  line.value
                )}
              </Box>
            </Box>
          ))}
        </Box>
      ) : null}
    </AdminRow>
  );
}
