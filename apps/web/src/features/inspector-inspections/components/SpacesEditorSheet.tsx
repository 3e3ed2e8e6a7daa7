import { SPACE_KINDS, SPACE_KIND_LABELS, type InspectionSpace, type SpaceKind } from '@ipju/contract';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { BottomSheet } from '../../../components/ui/BottomSheet/BottomSheet';
import { Button } from '../../../components/ui/Button/Button';
import { Chip } from '../../../components/ui/Chip/Chip';
import { FormError } from '../../../components/ui/FormError/FormError';
import { TextField } from '../../../components/ui/TextField/TextField';
import { errorMessage } from '../../../lib/error-message';
import { useUpdateInspection } from '../api/inspectorUpdateInspection';
import styles from './SpacesEditorSheet.module.css';

interface Draft {
  key: string;
  spaceIdx?: number;
  name: string;
  kind: SpaceKind;
}

/** A new space's name: the kind's label, numbered when the kind is already there (침실4). */
function nextName(drafts: Draft[], kind: SpaceKind): string {
  const label = SPACE_KIND_LABELS[kind];
  const taken = new Set(drafts.map((d) => d.name));
  if (!taken.has(label) && !drafts.some((d) => d.kind === kind)) return label;
  for (let n = 1; ; n += 1) if (!taken.has(`${label}${n}`)) return `${label}${n}`;
}

/**
 * The spaces of an inspection, edited as one list and saved at once (POST /inspection/{id} with `spaces`):
 * rename, remove, move up or down, add by kind. The server refuses to remove a space that has records,
 * and says so in Korean.
 */
export function SpacesEditorSheet({
  inspectionIdx,
  spaces,
  isOpen,
  onClose,
}: {
  inspectionIdx: number;
  spaces: InspectionSpace[];
  isOpen: boolean;
  onClose: () => void;
}) {
  const [drafts, setDrafts] = useState<Draft[]>(() => spaces.map((s) => ({ key: `s${s.spaceIdx}`, spaceIdx: s.spaceIdx, name: s.name, kind: s.kind })));
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateInspection(inspectionIdx);

  const change = (next: Draft[]) => {
    setDrafts(next);
    setError(null);
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...drafts];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    change(next);
  };
  const save = () => {
    const names = drafts.map((d) => d.name.trim());
    if (names.some((n) => !n)) return setError('공간 이름을 입력해 주세요.');
    if (new Set(names).size !== names.length) return setError('같은 이름의 공간이 있어요. 이름을 바꿔 주세요.');
    update.mutate(
      { spaces: drafts.map((d) => ({ ...(d.spaceIdx ? { spaceIdx: d.spaceIdx } : {}), name: d.name.trim(), kind: d.kind })) },
      { onSuccess: onClose, onError: (e) => setError(errorMessage(e, '공간을 저장하지 못했어요. 잠시 후 다시 시도해 주세요.')) },
    );
  };

  return (
    <BottomSheet isOpen={isOpen} onClose={onClose}>
      <BottomSheet.Header title="공간 편집" description="이름을 바꾸고 순서를 정해요. 기록이 있는 공간은 지울 수 없어요." />
      <BottomSheet.Content>
        <ol className={styles.list}>
          {drafts.map((draft, index) => (
            <li key={draft.key} className={styles.row}>
              <TextField
                label={`${index + 1}번째 공간 이름`}
                hideLabel
                value={draft.name}
                maxLength={20}
                containerClassName={styles.name}
                onChange={(e) => change(drafts.map((d) => (d.key === draft.key ? { ...d, name: e.target.value } : d)))}
              />
              <button type="button" className={styles.icon} aria-label={`${draft.name} 위로`} disabled={index === 0} onClick={() => move(index, -1)}>
                <ArrowUp aria-hidden="true" size={18} />
              </button>
              <button
                type="button"
                className={styles.icon}
                aria-label={`${draft.name} 아래로`}
                disabled={index === drafts.length - 1}
                onClick={() => move(index, 1)}
              >
                <ArrowDown aria-hidden="true" size={18} />
              </button>
              <button
                type="button"
                className={styles.icon}
                aria-label={`${draft.name} 지우기`}
                disabled={drafts.length === 1}
                onClick={() => change(drafts.filter((d) => d.key !== draft.key))}
              >
                <Trash2 aria-hidden="true" size={18} />
              </button>
            </li>
          ))}
        </ol>
        <p className={styles.addLabel}>공간 추가</p>
        <div className={styles.chips}>
          {SPACE_KINDS.map((kind) => (
            <Chip
              key={kind}
              onClick={() => change([...drafts, { key: `n${Date.now()}-${kind}`, name: nextName(drafts, kind), kind }])}
            >
              + {SPACE_KIND_LABELS[kind]}
            </Chip>
          ))}
        </div>
        <FormError message={error ?? undefined} />
      </BottomSheet.Content>
      <BottomSheet.Footer>
        <Button size="lg" fullWidth loading={update.isPending} onClick={save}>
          공간 저장하기
        </Button>
      </BottomSheet.Footer>
    </BottomSheet>
  );
}
