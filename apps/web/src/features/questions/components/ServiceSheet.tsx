import { CATEGORY_CODES, SERVICE_CATEGORY_LABELS } from '@ipju/contract';
import { BottomSheet } from '../../../components/ui/BottomSheet/BottomSheet';
import { Chip } from '../../../components/ui/Chip/Chip';
import { useCategories } from '../../catalog';
import styles from './ServiceSheet.module.css';

export interface ServiceOption {
  code: string;
  name: string;
}

/** The services to choose from: the catalogue's categories in display order, or the contract's labels until they load. */
export function useServiceOptions(): ServiceOption[] {
  const categories = useCategories();
  if (categories.data) return categories.data.categories.map((c) => ({ code: c.code, name: c.label }));
  return CATEGORY_CODES.map((code) => ({ code, name: SERVICE_CATEGORY_LABELS[code] }));
}

export interface ServiceSheetProps {
  isOpen: boolean;
  onClose: () => void;
  value: string | null;
  onChange: (code: string | null) => void;
  /** The label of the "no service" choice: 전체 서비스 on the board, 선택 안 함 in the form. */
  noneLabel: string;
  title?: string;
}

/** A bottom sheet of service chips; choosing one closes it. */
export function ServiceSheet({ isOpen, onClose, value, onChange, noneLabel, title = '서비스 고르기' }: ServiceSheetProps) {
  const options = useServiceOptions();
  const choose = (code: string | null) => {
    onChange(code);
    onClose();
  };
  return (
    <BottomSheet isOpen={isOpen} onClose={onClose}>
      <BottomSheet.Header title={title} />
      <BottomSheet.Content>
        <ul className={styles.grid}>
          <li>
            <Chip selected={value === null} onClick={() => choose(null)} className={styles.chip}>
              {noneLabel}
            </Chip>
          </li>
          {options.map((o) => (
            <li key={o.code}>
              <Chip selected={value === o.code} onClick={() => choose(o.code)} className={styles.chip}>
                {o.name}
              </Chip>
            </li>
          ))}
        </ul>
      </BottomSheet.Content>
    </BottomSheet>
  );
}
