import { useTranslation } from '../../../lib/use-translation';
import { NotFound } from '../../../components/dead-end';

/** A venue id that does not exist (any more). */
export function VenueNotFound() {
  const { t } = useTranslation();
  return (
    <NotFound
      title={t('venues.not_found.title')}
      text={t('venues.not_found.text')}
      back={{ to: '/venues', label: t('venues.not_found.back') }}
    />
  );
}
