import { BAKU_DISTRICTS, type BakuDistrict } from '@oyna/shared';
import { useMemo } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { currentLanguage } from '../../lib/i18n';
import { FilterSelect } from './filter-select';

/**
 * A list filter by Baku district, the districts in alphabetical order of the reader's language
 * (the slug order only suits the Latin names); its first choice (`anyLabel`) sets none.
 */
export function DistrictFilter(props: {
  label: string;
  anyLabel: string;
  value: BakuDistrict | undefined;
  onChange: (district: BakuDistrict | undefined) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const options = useMemo(() => {
    const collator = new Intl.Collator(language);
    return BAKU_DISTRICTS.map((slug) => ({ value: slug, label: t(`districts.${slug}`) })).sort((a, b) =>
      collator.compare(a.label, b.label),
    );
  }, [language, t]);
  return <FilterSelect<BakuDistrict> {...props} options={options} />;
}
