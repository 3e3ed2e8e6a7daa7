import {
  AIR_SUBSTANCES,
  AIR_SUBSTANCE_LABELS,
  AIR_SUBSTANCE_UNITS,
  DEFECT_CATEGORIES,
  DEFECT_CATEGORY_LABELS,
  GRADIENT_KINDS,
  GRADIENT_KIND_LABELS,
  SEVERITIES,
  SEVERITY_LABELS,
  THERMAL_FINDINGS,
  THERMAL_FINDING_LABELS,
  THERMAL_SURFACES,
  THERMAL_SURFACE_LABELS,
  type AirSubstance,
  type InspectionType,
} from '@ipju/contract';
import { TextArea } from '../../../components/ui/TextField/TextArea';
import { TextField } from '../../../components/ui/TextField/TextField';
import type { Draft } from '../model/task-draft';
import { ChoiceChips } from './ChoiceChips';
import { NumberInput } from './NumberInput';
import styles from './TaskForm.module.css';

const options = <K extends string>(keys: readonly K[], labels: Record<K, string>) => keys.map((value) => ({ value, label: labels[value] }));

interface Props {
  type: InspectionType;
  draft: Draft;
  set: (field: string, value: string) => void;
  errors: Record<string, string>;
}

/** The fields of one type's task, each a tap or a number: what the inspector measures or sees. */
export function TaskFields({ type, draft, set, errors }: Props) {
  const num = (field: string, label: string, unit: string, extra: { allowNegative?: boolean; hint?: string } = {}) => (
    <NumberInput name={field} label={label} unit={unit} value={draft[field] ?? ''} onChange={(v) => set(field, v)} error={errors[field]} {...extra} />
  );
  const location = (
    <TextField
      label="위치 (선택)"
      name="location"
      value={draft.location ?? ''}
      onChange={(e) => set('location', e.target.value)}
      error={errors.location}
      placeholder="예: 창가 쪽, 문 옆"
      maxLength={100}
    />
  );
  switch (type) {
    case 'level':
      return (
        <>
          <div className={styles.numbers}>
            {num('deviationMm', '높이 차', 'mm')}
            {num('spanMm', '측정 길이', 'mm')}
          </div>
          {location}
        </>
      );
    case 'gradient':
      return (
        <>
          <ChoiceChips label="측정 종류" options={options(GRADIENT_KINDS, GRADIENT_KIND_LABELS)} value={draft.kind ?? null} onChange={(v) => set('kind', v)} />
          <div className={styles.numbers}>
            {num('deviationMm', draft.kind === 'wall_plumb' ? '벗어난 거리' : '배수구 쪽 낮아짐', 'mm', {
              allowNegative: draft.kind !== 'wall_plumb',
            })}
            {num('spanMm', '측정 길이', 'mm')}
          </div>
          {draft.kind !== 'wall_plumb' && <p className={styles.legend}>배수구 반대쪽으로 기울었으면 ±를 눌러 음수로 적어요.</p>}
          {location}
        </>
      );
    case 'thermal':
      return (
        <>
          <ChoiceChips label="측정 면" options={options(THERMAL_SURFACES, THERMAL_SURFACE_LABELS)} value={draft.surface ?? null} onChange={(v) => set('surface', v)} />
          <ChoiceChips label="소견" options={options(THERMAL_FINDINGS, THERMAL_FINDING_LABELS)} value={draft.finding ?? null} onChange={(v) => set('finding', v)} />
          <div className={styles.numbers}>
            {num('surfaceTempC', '표면 온도', '℃', { allowNegative: true })}
            {num('indoorTempC', '실내 온도', '℃')}
            {num('outdoorTempC', '외기 온도 (선택)', '℃', { allowNegative: true })}
          </div>
          <TextField label="측정 장비 (선택)" name="device" value={draft.device ?? ''} onChange={(e) => set('device', e.target.value)} placeholder="예: FLIR C5" maxLength={40} />
          {location}
        </>
      );
    case 'radon':
      return (
        <>
          <ChoiceChips label="측정 물질" options={options(AIR_SUBSTANCES, AIR_SUBSTANCE_LABELS)} value={draft.substance ?? null} onChange={(v) => set('substance', v)} />
          <div className={styles.numbers}>
            {num('value', '측정값', AIR_SUBSTANCE_UNITS[(draft.substance ?? 'radon') as AirSubstance])}
            {num('durationMinutes', '측정 시간 (선택)', '분')}
          </div>
          <TextField label="측정 장비 (선택)" name="device" value={draft.device ?? ''} onChange={(e) => set('device', e.target.value)} placeholder="예: RD200" maxLength={40} />
        </>
      );
    case 'visual':
      return (
        <>
          <ChoiceChips label="하자 분류" options={options(DEFECT_CATEGORIES, DEFECT_CATEGORY_LABELS)} value={draft.category ?? null} onChange={(v) => set('category', v)} />
          <ChoiceChips label="심각도" options={options(SEVERITIES, SEVERITY_LABELS)} value={draft.severity ?? null} onChange={(v) => set('severity', v)} />
          {location}
          <TextArea
            label="하자 내용"
            name="description"
            value={draft.description ?? ''}
            onChange={(e) => set('description', e.target.value)}
            error={errors.description}
            placeholder="예: 걸레받이 위 도배지 들뜸 10cm"
            maxLength={1000}
            rows={3}
          />
        </>
      );
  }
}
