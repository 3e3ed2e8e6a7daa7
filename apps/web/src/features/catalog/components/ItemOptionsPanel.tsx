import type { ItemEstimate, ItemOptionGroup } from '@ipju/contract';
import { useEffect, useState } from 'react';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { useEstimateItemPrice } from '../api/estimateItemPrice';
import { useItemOptionGroups } from '../api/listItemOptionGroups';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { EstimateSummary } from './EstimateSummary';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { OptionGroups } from './OptionGroups';
import { initialSelection, missingRequiredGroups, selectedOptionIdxs, toggleOption } from './options';
import type { OptionSelection } from './options';
import { restoreSelection, type ItemChoice } from '../lib/item-choice';
import styles from './ItemOptionsPanel.module.css';

export const ESTIMATE_DEBOUNCE_MS = 300;

export interface ItemOptionsPanelProps {
  itemIdx: number;
  pyeong?: number | null;
  apartmentIdx?: number | null;
  /** The latest server estimate (null while options are incomplete), e.g. for the bottom CTA. */
  onEstimate?: (estimate: ItemEstimate | null) => void;
  /** The choice to start from (kept from an earlier visit of the page) instead of the page's starting one. */
  choice?: ItemChoice | null;
  /** Each choice the visitor makes. */
  onChoose?: (selection: OptionSelection) => void;
}

/**
 * Option groups (평형 tier preselected from the chosen 평형, areas, add-ons) and the server-computed
 * price estimate, refreshed shortly after the choice changes.
 */
export function ItemOptionsPanel({ itemIdx, pyeong, apartmentIdx, onEstimate, choice, onChoose }: ItemOptionsPanelProps) {
  const groups = useItemOptionGroups(itemIdx);

  if (groups.isError) {
    return <LoadError title="옵션을 불러오지 못했어요" error={groups.error} onRetry={() => void groups.refetch()} />;
  }
  if (groups.isPending) {
    return (
      <SkeletonGroup label="옵션을 불러오는 중이에요" className={styles.skeleton}>
        <Skeleton width="30%" height={18} />
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={52} radius={12} />
        ))}
      </SkeletonGroup>
    );
  }
  return (
    <OptionsAndEstimate
      key={`${itemIdx}:${pyeong ?? ''}`}
      itemIdx={itemIdx}
      groups={groups.data}
      pyeong={pyeong ?? undefined}
      apartmentIdx={apartmentIdx ?? undefined}
      onEstimate={onEstimate}
      choice={choice ?? null}
      onChoose={onChoose}
    />
  );
}

function OptionsAndEstimate({
  itemIdx,
  groups,
  pyeong,
  apartmentIdx,
  onEstimate,
  choice,
  onChoose,
}: {
  itemIdx: number;
  groups: ItemOptionGroup[];
  pyeong?: number;
  apartmentIdx?: number;
  onEstimate?: (estimate: ItemEstimate | null) => void;
  choice: ItemChoice | null;
  onChoose?: (selection: OptionSelection) => void;
}) {
  const [selection, setSelection] = useState<OptionSelection>(() => (choice ? restoreSelection(groups, pyeong, choice) : initialSelection(groups, pyeong)));
  const toggle = (group: ItemOptionGroup, optionIdx: number) => {
    const next = toggleOption(selection, group, optionIdx);
    setSelection(next);
    onChoose?.(next);
  };
  const missing = missingRequiredGroups(groups, selection);
  const idxKey = selectedOptionIdxs(selection).join(',');
  const debouncedKey = useDebouncedValue(idxKey, ESTIMATE_DEBOUNCE_MS);
  const optionIdxs = debouncedKey ? debouncedKey.split(',').map(Number) : [];
  const ready = missing.length === 0;
  const estimate = useEstimateItemPrice({ id: itemIdx, optionIdxs, pyeong, apartmentIdx }, ready);
  const settling = idxKey !== debouncedKey || estimate.isFetching;
  const current = ready && estimate.data ? estimate.data : null;

  useEffect(() => {
    onEstimate?.(current);
  }, [current, onEstimate]);

  return (
    <div className={styles.panel}>
      {groups.length > 0 ? (
        <OptionGroups
          groups={groups}
          selection={selection}
          onToggle={toggle}
        />
      ) : (
        <p className={styles.noOptions}>고를 옵션이 없는 서비스예요. 아래 금액으로 진행해요.</p>
      )}
      <EstimateSummary
        estimate={current}
        missing={missing.map((group) => group.name)}
        loading={ready && estimate.isPending}
        updating={ready && settling}
        error={ready && estimate.isError && !estimate.data}
        onRetry={() => void estimate.refetch()}
      />
    </div>
  );
}
