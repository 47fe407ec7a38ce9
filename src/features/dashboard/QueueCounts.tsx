/** The quick views' data, read again whenever a type's counts change (a lead arrived, a status). */
import type { ReactNode } from 'react';
import { useCounts } from './leads/counts';
import { QueueProvider } from './queue/queueData';

interface QueueCountsProps {
  me: string;
  /** Whether the leads are shown. */
  active: boolean;
  children: ReactNode;
}

export function QueueCounts({ me, active, children }: QueueCountsProps) {
  const { counts, newCounts } = useCounts();
  return (
    <QueueProvider me={me} active={active} changes={JSON.stringify([counts, newCounts])}>
      {children}
    </QueueProvider>
  );
}
