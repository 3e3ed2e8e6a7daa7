import { BottomSheet } from '../../../components/ui/BottomSheet/BottomSheet';
import { useChooseApartment } from '../useChooseApartment';
import { ApartmentPicker } from './ApartmentPicker';
import styles from './ChosenApartmentBar.module.css';

/** The picker in a sheet, to change the chosen complex and 평형 (ChosenApartmentBar's 변경). */
export function ChangeApartmentSheet({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { choose, saving } = useChooseApartment();
  return (
    <BottomSheet isOpen={isOpen} onClose={onClose}>
      <BottomSheet.Header title="단지와 평형 바꾸기" description="단지마다 특가가 달라요." />
      <BottomSheet.Content className={styles.sheetContent}>
        <ApartmentPicker
          submitting={saving}
          onComplete={async (next) => {
            await choose(next);
            onClose();
          }}
        />
      </BottomSheet.Content>
    </BottomSheet>
  );
}
