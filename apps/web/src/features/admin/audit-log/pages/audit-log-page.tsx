import ArrowRightAltIcon from '@mui/icons-material/ArrowRightAlt';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AUDIT_ACTIONS, AUDIT_SUBJECT_TYPES, type AuditLogEntry } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagePagination } from '../../../../components/page-pagination';
import { usePageCount, useUrlListState } from '../../../../hooks/use-url-list-state';
import { formatDateTime } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { useAuditLog } from '../api/audit-log';
import { DayFilter, FilterBar, SelectFilter } from '../../../../components/admin/filter-bar';
import { AdminList } from '../../../../components/admin/admin-list';
import { AdminRow } from '../../../../components/admin/admin-row';
import { detailLines } from '../lib/audit-details';
import { auditLabels } from '../lib/audit-labels';
import { auditLogParams, toAuditLogQuery } from '../lib/audit-log-params';

/** The labels of an audit entry's details in the reader's language (audit-labels.ts). */
function useDetailLabels() {
  const { t } = useTranslation();
  return auditLabels(t, currentLanguage());
}

function AuditRow({
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

/** The subject's id filter, written to the address when the field is left or Enter is pressed. */
function SubjectIdFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(value ?? '');
  const [synced, setSynced] = useState(value);
  if (synced !== value) {
    setSynced(value);
    setText(value ?? '');
  }
  const commit = () => {
    const next = text.trim() || undefined;
    if (next !== value) onChange(next);
  };
  return (
    <TextField
      size="small"
      label={t('admin.audit.filters.subject_id')}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'audit-subject-id' } }}
    />
  );
}

/** `/admin/audit-log`: what admins did, newest first, by who, what, about what and which days. */
export function AuditLogPage() {
  const { t } = useTranslation();
  const list = useUrlListState(auditLogParams);
  const { state } = list;
  const log = useAuditLog(toAuditLogQuery(state));
  const pageCount = usePageCount(list, log);
  const actorName = log.data?.items.find((entry) => entry.actor?.id === state.actor_id)?.actor?.full_name;

  return (
    <Stack spacing={3}>
      <title>{`${t('admin.audit.title')} · ${t('common.app_name')}`}</title>
      <Box>
        <Typography variant="h1" gutterBottom>
          {t('admin.audit.title')}
        </Typography>
        <Typography color="text.secondary">{t('admin.audit.subtitle')}</Typography>
      </Box>
      <FilterBar
        activeCount={auditLogParams.countActive(state)}
        hasActive={auditLogParams.hasActive(state)}
        onClear={list.clear}
      >
        <SelectFilter
          label={t('admin.audit.filters.action')}
          anyLabel={t('admin.filters.any')}
          value={state.action}
          options={AUDIT_ACTIONS.map((action) => ({
            value: action,
            label: t(`admin.audit.actions.${action}`),
          }))}
          onChange={(action) => list.update({ action })}
          testId="audit-action"
        />
        <SelectFilter
          label={t('admin.audit.filters.subject_type')}
          anyLabel={t('admin.filters.any')}
          value={state.subject_type}
          options={AUDIT_SUBJECT_TYPES.map((type) => ({
            value: type,
            label: t(`admin.audit.subjects.${type}`),
          }))}
          onChange={(subject_type) => list.update({ subject_type })}
          testId="audit-subject-type"
        />
        <SubjectIdFilter value={state.subject_id} onChange={(subject_id) => list.update({ subject_id })} />
        <Box />
        <DayFilter
          label={t('admin.audit.filters.date_from')}
          value={state.date_from}
          onChange={(date_from) => list.update({ date_from })}
          testId="audit-date-from"
        />
        <DayFilter
          label={t('admin.audit.filters.date_to')}
          value={state.date_to}
          onChange={(date_to) => list.update({ date_to })}
          testId="audit-date-to"
        />
      </FilterBar>
      {state.actor_id ? (
        <Box>
          <Chip
            label={t('admin.audit.by_actor', { name: actorName ?? state.actor_id })}
            onDelete={() => list.update({ actor_id: undefined })}
            data-testid="audit-actor-chip"
          />
        </Box>
      ) : null}
      <AdminList
        query={log}
        errorTitle={t('admin.audit.error')}
        emptyText={t('admin.audit.empty')}
        renderItem={(entry) => (
          <AuditRow
            key={entry.id}
            entry={entry}
            onActor={() => list.update({ actor_id: entry.actor?.id })}
            onSubject={() =>
              list.update({
                subject_type: AUDIT_SUBJECT_TYPES.find((type) => type === entry.subject_type),
                subject_id: entry.subject_id,
              })
            }
          />
        )}
      />
      <PagePagination count={pageCount} page={state.page} onChange={list.changePage} />
    </Stack>
  );
}
