import type { ReactNode } from 'react';
import { TwoColumnGrid } from '../../../components/two-column-grid';

/**
 * A formation's pitch (first child) beside its bench (second) from the desktop width up, the
 * bench under the pitch below it; the pitch column never wider than the pitch itself.
 */
export function PitchBenchLayout({ children }: { children: ReactNode }) {
  return (
    <TwoColumnGrid from="md" firstMax={440} alignTop>
      {children}
    </TwoColumnGrid>
  );
}
