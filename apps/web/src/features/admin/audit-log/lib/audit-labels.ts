import { type Language, qepikToManat } from '@oyna/shared';
import type { TFunction } from 'i18next';
import { formatDateTime, formatManat } from '../../../../lib/format';
import type { DetailLabels } from './audit-details';

/** Where the words the API stores under a field have their labels. */
const VALUE_LABELS: Readonly<Record<string, string>> = {
  role: 'admin.roles',
  district: 'districts',
  type: 'venue_types',
  surface: 'surfaces',
  amenities: 'amenities',
  payment_method: 'admin.audit.payment_methods',
  provider: 'admin_money.payments.providers',
  provider_status: 'admin_money.payments.provider_statuses',
  status_before: 'admin_money.payments.statuses',
  status_after: 'admin_money.payments.statuses',
  outcome: 'admin.audit.outcomes',
  kind: 'admin_restrictions.kind',
};

/**
 * How the audit log names the details of an entry in `language`: each field by its label (the
 * API's name, spaced, when the console has none), roles, districts, payment words and weekdays by
 * theirs, qəpik as manat with the language's separator ("5,00 ₼"), moments in Baku time.
 */
export function auditLabels(
  t: TFunction,
  language: Language,
): DetailLabels & { field: (field: string) => string } {
  return {
    field: (field) => t(`admin.audit.fields.${field}`, { defaultValue: field.replaceAll('_', ' ') }),
    value: (field, value) => {
      const base = VALUE_LABELS[field];
      return base ? t(`${base}.${value}`, { defaultValue: value }) : undefined;
    },
    day: (day) => t(`onboarding.preferences.days.${day}`, { defaultValue: day }),
    money: (qepik) => formatManat(qepikToManat(qepik), language),
    moment: (date) => formatDateTime(date, language),
  };
}
