import { useRef } from 'react';
import { BottomSheet } from '../../../components/ui/BottomSheet/BottomSheet';
import { Button } from '../../../components/ui/Button/Button';
import type { TermsDocument } from '../terms';
import styles from '../pages/auth.module.css';

export interface TermsSheetProps {
  document: TermsDocument | null;
  onClose: () => void;
  /** Ticks the item and closes. */
  onAgree: () => void;
}

/** The full text of one terms document. */
export function TermsSheet({ document, onClose, onAgree }: TermsSheetProps) {
  // Keep showing the last document while the sheet animates closed.
  const last = useRef<TermsDocument | null>(null);
  if (document) last.current = document;
  const shown = document ?? last.current;
  return (
    <BottomSheet isOpen={document !== null} onClose={onClose}>
      {shown && (
        <>
          <BottomSheet.Header title={`${shown.title} ${shown.required ? '(필수)' : '(선택)'}`} />
          <BottomSheet.Content>
            {shown.sections.map((section) => (
              <section key={section.heading} className={styles.termsSection}>
                <h3 className={styles.termsHeading}>{section.heading}</h3>
                <p className={styles.termsBody}>{section.body}</p>
              </section>
            ))}
          </BottomSheet.Content>
          <BottomSheet.Footer>
            <Button fullWidth size="lg" onClick={onAgree}>
              동의하기
            </Button>
          </BottomSheet.Footer>
        </>
      )}
    </BottomSheet>
  );
}
