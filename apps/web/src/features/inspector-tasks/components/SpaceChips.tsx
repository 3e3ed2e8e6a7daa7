import type { InspectionSpace, InspectionType } from '@ipju/contract';
import { ChoiceChips } from './ChoiceChips';

/** The inspection's spaces as chips (radon may also be the whole home: no space). */
export function SpaceChips({
  type,
  spaces,
  value,
  onChange,
  error,
}: {
  type: InspectionType;
  spaces: readonly InspectionSpace[];
  value: number | null;
  onChange: (spaceIdx: number | null) => void;
  error?: string;
}) {
  const options = [
    ...(type === 'radon' ? [{ value: 0, label: '세대 전체' }] : []),
    ...spaces.map((space) => ({ value: space.spaceIdx, label: space.name })),
  ];
  return (
    <ChoiceChips
      label="공간"
      testId="space-chips"
      options={options}
      value={value ?? (type === 'radon' ? 0 : null)}
      onChange={(v) => onChange(v === 0 ? null : v)}
      error={error}
    />
  );
}
