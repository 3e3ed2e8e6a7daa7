import type { InspectionListItem } from '@ipju/contract';
import { ClipboardList } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { InspectionCard } from './InspectionCard';
import styles from './InspectionList.module.css';

interface Props {
  inspections: InspectionListItem[] | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  empty: { title: string; description?: string };
  footer?: ReactNode;
}

/**
 * A list of inspection cards with its skeleton, error and empty states. A failed refresh keeps the cards
 * it already has (offline at the site): the error shows only when there is nothing to show.
 */
export function InspectionList({ inspections, isPending, error, onRetry, empty, footer }: Props) {
  if (!inspections && isPending) {
    return (
      <SkeletonGroup className={styles.list} label="점검 목록을 불러오고 있어요">
        <Skeleton height={112} radius={16} />
        <Skeleton height={112} radius={16} />
        <Skeleton height={112} radius={16} />
      </SkeletonGroup>
    );
  }
  if (!inspections) return <LoadError title="점검 목록을 불러오지 못했어요" error={error} onRetry={onRetry} />;
  if (inspections.length === 0) return <EmptyState icon={<ClipboardList size={40} strokeWidth={1.5} />} title={empty.title} description={empty.description} />;
  return (
    <>
      <ul className={styles.list}>
        {inspections.map((inspection) => (
          <li key={inspection.inspectionIdx}>
            <InspectionCard inspection={inspection} />
          </li>
        ))}
      </ul>
      {footer}
    </>
  );
}
