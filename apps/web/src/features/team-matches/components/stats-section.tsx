import type { ReactNode } from 'react';
import { SectionCard } from '../../../components/section-card';

/** A titled card of the statistics tab. */
export function StatsSection({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <SectionCard dense title={title} testId={testId}>
      {children}
    </SectionCard>
  );
}
