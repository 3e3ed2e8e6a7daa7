import { Building2 } from 'lucide-react';
import { useState } from 'react';
import { BottomSheet } from '../../../components/ui/BottomSheet/BottomSheet';
import { formatPyeong } from '../../../lib/format';
import type { ChosenApartment } from '../chosen-apartment';
import { useChooseApartment } from '../useChooseApartment';
import { ApartmentPicker } from './ApartmentPicker';
import styles from './ChosenApartmentBar.module.css';

export function chosenApartmentLabel(chosen: ChosenApartment): string {
  return chosen.pyeong != null ? formatPyeong(chosen.pyeong, chosen.exclusiveArea) : '평형 미선택';
}

/** "잠실래미안아이파크 · 34평 (전용 84.95㎡) [변경]"; the change button opens the picker in a sheet. */
export function ChosenApartmentBar({ chosen }: { chosen: ChosenApartment }) {
  const [open, setOpen] = useState(false);
  const { choose, saving } = useChooseApartment();
  return (
    <>
      <div className={styles.bar}>
        <Building2 size={20} className={styles.icon} aria-hidden="true" />
        <div className={styles.text}>
          <p className={styles.name}>{chosen.name}</p>
          <p className={styles.area}>{chosenApartmentLabel(chosen)}</p>
        </div>
        <button type="button" className={styles.change} onClick={() => setOpen(true)}>
          변경<span className="visually-hidden">: 단지와 평형 바꾸기</span>
        </button>
      </div>
      <BottomSheet isOpen={open} onClose={() => setOpen(false)}>
        <BottomSheet.Header title="단지와 평형 바꾸기" description="단지마다 특가가 달라요." />
        <BottomSheet.Content className={styles.sheetContent}>
          <ApartmentPicker
            submitting={saving}
            onComplete={async (next) => {
              await choose(next);
              setOpen(false);
            }}
          />
        </BottomSheet.Content>
      </BottomSheet>
    </>
  );
}
