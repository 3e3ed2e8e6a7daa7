import { PencilLine } from 'lucide-react';
import { useNavigate } from 'react-router';
import { askPath } from '../paths';
import styles from './AskButton.module.css';

/** The floating 질문하기: the intro the first time (remembered on this device), the form after. */
export function AskButton() {
  const navigate = useNavigate();
  return (
    <div className={styles.dock}>
      <button type="button" className={styles.button} onClick={() => navigate(askPath())}>
        <PencilLine size={18} aria-hidden="true" />
        질문하기
      </button>
    </div>
  );
}
