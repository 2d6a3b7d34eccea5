import { RESTRICTION_KINDS, type AdminRestriction, type RestrictionState } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { AdminList } from '../../../../components/admin/admin-list';
import { AdminPage } from '../../../../components/admin/admin-page';
import { FilterBar, SelectFilter } from '../../../../components/admin/filter-bar';
import { usePageCount, useUrlListState } from '../../../../hooks/use-url-list-state';
import { useAdminRestrictions } from '../api/restrictions';
import { LiftRestrictionDialog } from '../components/lift-restriction-dialog';
import { OrganizerFlags } from '../components/organizer-flags';
import { RestrictionRow } from '../components/restriction-row';
import { OTHER_STATES, RESTRICTIONS_PAGE_SIZE, restrictionParams } from '../lib/restriction-params';
import { optionsOf } from '../../../../lib/options';

/** `/admin/restrictions`: the no-show policy's restrictions (list, lift with a reason) and organizers flagged for cancelling. */
export function RestrictionsPage() {
  const { t } = useTranslation();
  const list = useUrlListState(restrictionParams);
  const state: RestrictionState = list.state.state ?? 'in_force';
  const kind = list.state.kind;
  const page = list.state.page;
  const restrictions = useAdminRestrictions({
    state,
    ...(kind && { kind }),
    page,
    page_size: RESTRICTIONS_PAGE_SIZE,
  });
  const pageCount = usePageCount(list, restrictions);
  const [lifting, setLifting] = useState<AdminRestriction | null>(null);
  return (
    <AdminPage
      title={t('admin_restrictions.title')}
      subtitle={t('admin_restrictions.intro')}
      filters={
        <FilterBar list={list}>
          <SelectFilter
            label={t('admin_restrictions.filters.state')}
            anyLabel={t('admin_restrictions.state.in_force')}
            {...list.field('state')}
            options={optionsOf(OTHER_STATES, (name) => t(`admin_restrictions.state.${name}`))}
            testId="restriction-state"
          />
          <SelectFilter
            label={t('admin_restrictions.filters.kind')}
            anyLabel={t('admin_restrictions.filters.all_kinds')}
            {...list.field('kind')}
            options={optionsOf(RESTRICTION_KINDS, (name) => t(`admin_restrictions.kind.${name}`))}
            testId="restriction-kind"
          />
        </FilterBar>
      }
    >
      <AdminList
        query={restrictions}
        errorTitle={t('admin_restrictions.error')}
        emptyText={t('admin_restrictions.empty')}
        skeletonRows={3}
        renderItem={(item) => <RestrictionRow key={item.id} item={item} onLift={() => setLifting(item)} />}
        pages={{ count: pageCount, page, onChange: (next) => list.update({ page: next }) }}
      />
      <OrganizerFlags />
      {lifting ? <LiftRestrictionDialog restriction={lifting} onClose={() => setLifting(null)} /> : null}
    </AdminPage>
  );
}
