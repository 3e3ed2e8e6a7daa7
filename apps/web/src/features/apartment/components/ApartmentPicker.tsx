import type { Apartment, ApartmentArea } from '@ipju/contract';
import { AlertCircle, Building2, ChevronLeft, Search, SearchX } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/Button/Button';
import { Chip } from '../../../components/ui/Chip/Chip';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { TextField } from '../../../components/ui/TextField/TextField';
import { formatNumber, formatPyeong } from '../../../lib/format';
import { useApartmentAreas } from '../api/listApartmentAreas';
import { useSearchApartments } from '../api/searchApartments';
import type { ChosenApartment } from '../chosen-apartment';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import styles from './ApartmentPicker.module.css';
import { errorMessage } from '../../../lib/error-message';

export const SEARCH_DEBOUNCE_MS = 250;

export interface ApartmentPickerProps {
  /** Called with the complex and 평형 once both are chosen. */
  onComplete: (chosen: ChosenApartment) => void;
  /** Shown on the final button. */
  submitLabel?: string;
  /** Disables the final button while the caller saves. */
  submitting?: boolean;
  autoFocus?: boolean;
}

/**
 * Two steps: find the complex (name or initials, results as you type), then choose the 평형.
 */
export function ApartmentPicker({
  onComplete,
  submitLabel = '이 평형으로 볼게요',
  submitting = false,
  autoFocus = false,
}: ApartmentPickerProps) {
  const [picked, setPicked] = useState<Apartment | null>(null);
  if (picked) {
    return (
      <AreaStep
        apartment={picked}
        onBack={() => setPicked(null)}
        onComplete={onComplete}
        submitLabel={submitLabel}
        submitting={submitting}
      />
    );
  }
  return <SearchStep onPick={setPicked} autoFocus={autoFocus} />;
}

function SearchStep({ onPick, autoFocus }: { onPick: (apartment: Apartment) => void; autoFocus: boolean }) {
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const search = useSearchApartments(debounced);
  const resultsId = useId();
  const typing = query.trim() !== debounced;

  let body: React.ReactNode;
  if (!debounced) {
    body = (
      <div className={styles.hint}>
        <p className={styles.hintTitle}>이렇게 찾아보세요</p>
        <ul className={styles.hintList}>
          <li>단지 이름 일부: 잠실, 래미안</li>
          <li>초성만: ㅈㅅㄹㅁ (잠실래미안)</li>
        </ul>
      </div>
    );
  } else if (search.isError) {
    body = (
      <EmptyState
        icon={<AlertCircle size={40} strokeWidth={1.5} />}
        title="단지를 불러오지 못했어요"
        description={errorMessage(search.error)}
        action={
          <Button variant="secondary" onClick={() => void search.refetch()}>
            다시 시도하기
          </Button>
        }
      />
    );
  } else if (search.isPending || (typing && !search.data)) {
    body = (
      <SkeletonGroup label="단지를 찾는 중이에요" className={styles.results}>
        {[0, 1, 2].map((i) => (
          <div key={i} className={styles.skeletonRow}>
            <Skeleton width="55%" height={18} />
            <Skeleton width="80%" height={14} />
          </div>
        ))}
      </SkeletonGroup>
    );
  } else if (search.data.length === 0) {
    body = (
      <EmptyState
        icon={<SearchX size={40} strokeWidth={1.5} />}
        title={`‘${debounced}’에 맞는 단지가 없어요`}
        description="단지 이름을 짧게 줄이거나 초성(예: ㅈㅅ)으로 찾아보세요. 찾는 단지가 없으면 상담으로 알려 주세요."
      />
    );
  } else {
    body = (
      <ul className={styles.results} aria-label="검색된 단지">
        {search.data.map((apartment) => (
          <li key={apartment.apartmentIdx}>
            <button type="button" className={styles.result} onClick={() => onPick(apartment)}>
              <Building2 className={styles.resultIcon} size={20} aria-hidden="true" />
              <span className={styles.resultText}>
                <span className={styles.resultName}>{apartment.name}</span>
                <span className={styles.resultMeta}>
                  {apartment.district1} {apartment.district2}
                  {apartment.households > 0 && ` · ${formatNumber(apartment.households)}세대`}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className={styles.root}>
      <TextField
        label="단지 이름"
        type="search"
        inputMode="search"
        enterKeyHint="search"
        autoComplete="off"
        placeholder="예: 잠실래미안아이파크, ㅈㅅ"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        trailing={<Search size={20} aria-hidden="true" />}
        autoFocus={autoFocus}
        aria-controls={resultsId}
      />
      {/* aria-controls names this region, which is always there (the list inside comes and goes). */}
      <div id={resultsId} aria-live="polite">
        {body}
      </div>
    </div>
  );
}

function AreaStep({
  apartment,
  onBack,
  onComplete,
  submitLabel,
  submitting,
}: {
  apartment: Apartment;
  onBack: () => void;
  onComplete: (chosen: ChosenApartment) => void;
  submitLabel: string;
  submitting: boolean;
}) {
  const areas = useApartmentAreas(apartment.apartmentIdx);
  const [selected, setSelected] = useState<ApartmentArea | null>(null);
  const labelId = useId();

  const complete = (area: ApartmentArea | null) =>
    onComplete({
      apartmentIdx: apartment.apartmentIdx,
      name: apartment.name,
      areaIdx: area?.areaIdx ?? null,
      pyeong: area?.pyeong ?? null,
      exclusiveArea: area?.exclusiveArea ?? null,
    });

  let body: React.ReactNode;
  if (areas.isError) {
    body = (
      <EmptyState
        icon={<AlertCircle size={40} strokeWidth={1.5} />}
        title="평형 정보를 불러오지 못했어요"
        description="잠시 후 다시 시도해 주세요."
        action={
          <Button variant="secondary" onClick={() => void areas.refetch()}>
            다시 시도하기
          </Button>
        }
      />
    );
  } else if (areas.isPending) {
    body = (
      <SkeletonGroup label="평형을 불러오는 중이에요" className={styles.chips}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} width={150} height={40} radius={20} />
        ))}
      </SkeletonGroup>
    );
  } else if (areas.data.length === 0) {
    body = (
      <EmptyState
        title="이 단지의 평형 정보가 아직 없어요"
        description="평형 없이도 단지 특가를 볼 수 있어요. 가격은 옵션에서 평형을 고르면 정확해져요."
        action={<Button onClick={() => complete(null)}>평형 없이 둘러보기</Button>}
      />
    );
  } else {
    body = (
      <>
        <div role="group" aria-labelledby={labelId} className={styles.chips}>
          {areas.data.map((area) => (
            <Chip
              key={area.areaIdx}
              selected={selected?.areaIdx === area.areaIdx}
              onClick={() => setSelected(area)}
              className={styles.areaChip}
            >
              {formatPyeong(area.pyeong, area.exclusiveArea)}
              {area.typeName && <span className={styles.typeName}> {area.typeName}타입</span>}
            </Chip>
          ))}
        </div>
        <Button
          size="lg"
          fullWidth
          disabled={!selected}
          loading={submitting}
          onClick={() => selected && complete(selected)}
          className={styles.submit}
        >
          {selected ? submitLabel : '평형을 골라 주세요'}
        </Button>
      </>
    );
  }

  return (
    <div className={styles.root}>
      <button type="button" className={styles.back} onClick={onBack}>
        <ChevronLeft size={18} aria-hidden="true" />
        다른 단지 찾기
      </button>
      <div className={styles.picked}>
        <p className={styles.pickedName}>{apartment.name}</p>
        <p className={styles.pickedMeta}>{apartment.address || `${apartment.district1} ${apartment.district2}`}</p>
      </div>
      <p id={labelId} className={styles.question}>
        평형을 골라 주세요
      </p>
      {body}
    </div>
  );
}
