import type { Position } from '@oyna/shared';
import { useTranslation } from '../lib/use-translation';

/**
 * A position's standard short form (GK, CB, ST...), its full name in the interface language as the
 * legend: shown on hover and read by screen readers.
 */
export function PositionAbbr({ position }: { position: Position }) {
  const { t } = useTranslation();
  return (
    <abbr
      title={t(`onboarding.preferences.positions.${position}`)}
      style={{ textDecoration: 'none', cursor: 'help' }}
    >
      {t(`onboarding.preferences.positions_short.${position}`)}
    </abbr>
  );
}
