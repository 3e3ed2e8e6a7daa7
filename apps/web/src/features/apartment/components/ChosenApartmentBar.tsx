import { Building2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { formatPyeong } from '../../../lib/format';
import type { ChosenApartment } from '../chosen-apartment';
import styles from './ChosenApartmentBar.module.css';

/* The sheet (a dialog and its focus and scroll handling) loads with the first tap on 변경, not with the page. */
const ChangeApartmentSheet = lazy(async () => ({ default: (await import('./ChangeApartmentSheet')).ChangeApartmentSheet }));

export function chosenApartmentLabel(chosen: ChosenApartment): string {
  return chosen.pyeong != null ? formatPyeong(chosen.pyeong, chosen.exclusiveArea) : '평형 미선택';
}

/** "잠실래미안아이파크 · 34평 (전용 84.95㎡) [변경]"; the change button opens the picker in a sheet. */
export function ChosenApartmentBar({ chosen }: { chosen: ChosenApartment }) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing it plays the sheet's closing animation.
  const [opened, setOpened] = useState(false);
  return (
    <>
      <div className={styles.bar}>
        <Building2 size={20} className={styles.icon} aria-hidden="true" />
        <div className={styles.text}>
          <p className={styles.name}>{chosen.name}</p>
          <p className={styles.area}>{chosenApartmentLabel(chosen)}</p>
        </div>
        <button
          type="button"
          className={styles.change}
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
        >
          변경<span className="visually-hidden">: 단지와 평형 바꾸기</span>
        </button>
      </div>
      {opened && (
        <Suspense fallback={null}>
          <ChangeApartmentSheet isOpen={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
