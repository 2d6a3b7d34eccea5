import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { AUDIT_ACTIONS, AUDIT_SUBJECT_TYPES } from '@oyna/shared';
import { useTranslation } from '../../../../lib/use-translation';
import { AdminList } from '../../../../components/admin/admin-list';
import { AdminPage } from '../../../../components/admin/admin-page';
import { DayFilter, FilterBar, SelectFilter } from '../../../../components/admin/filter-bar';
import { usePageCount, useUrlListState } from '../../../../hooks/use-url-list-state';
import { useAuditLog } from '../api/audit-log';
import { AuditRow } from '../components/audit-row';
import { SubjectIdFilter } from '../components/subject-id-filter';
import { auditLogParams, toAuditLogQuery } from '../lib/audit-log-params';
import { optionsOf } from '../../../../lib/options';

/** `/admin/audit-log`: what admins did, newest first, by who, what, about what and which days. */
export function AuditLogPage() {
  const { t } = useTranslation();
  const list = useUrlListState(auditLogParams);
  const { state } = list;
  const log = useAuditLog(toAuditLogQuery(state));
  const pageCount = usePageCount(list, log);
  const actorName = log.data?.items.find((entry) => entry.actor?.id === state.actor_id)?.actor?.full_name;

  return (
    <AdminPage
      title={t('admin.audit.title')}
      subtitle={t('admin.audit.subtitle')}
      filters={
        <FilterBar list={list}>
          <SelectFilter
            label={t('admin.audit.filters.action')}
            {...list.field('action')}
            options={optionsOf(AUDIT_ACTIONS, (action) => t(`admin.audit.actions.${action}`))}
            testId="audit-action"
          />
          <SelectFilter
            label={t('admin.audit.filters.subject_type')}
            {...list.field('subject_type')}
            options={optionsOf(AUDIT_SUBJECT_TYPES, (type) => t(`admin.audit.subjects.${type}`))}
            testId="audit-subject-type"
          />
          <SubjectIdFilter {...list.field('subject_id')} />
          <Box />
          <DayFilter
            label={t('admin.audit.filters.date_from')}
            {...list.field('date_from')}
            testId="audit-date-from"
          />
          <DayFilter
            label={t('admin.audit.filters.date_to')}
            {...list.field('date_to')}
            testId="audit-date-to"
          />
        </FilterBar>
      }
    >
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
        pages={{ count: pageCount, page: state.page, onChange: list.changePage }}
      />
    </AdminPage>
  );
}
