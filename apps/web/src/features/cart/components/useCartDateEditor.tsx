import type { CartLine } from '@ipju/contract';
import { useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import { useToast } from '../../../components/ui/Toast/Toast';
import { errorMessage } from '../../../lib/error-message';
import { VisitDateModal } from '../../visit-dates';
import { useUpdateCartDate } from '../api/updateCartDate';

export const NO_DATE_TEXT = '아직 날짜를 정하지 않았어요 (미정)';

type EditableLine = Pick<CartLine, 'cartIdx' | 'itemIdx' | 'visitTimes' | 'tz' | 'time'>;

/**
 * Changing a cart line's desired date: `open(line)` shows the visit date modal with the partner's
 * availability; the choice is saved with PUT /carts/date. Render `modal` once on the page.
 */
export function useCartDateEditor(onSaved?: (line: CartLine) => void): {
  open: (line: EditableLine) => void;
  modal: ReactNode;
  saving: boolean;
} {
  const [line, setLine] = useState<EditableLine | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const update = useUpdateCartDate();
  const toast = useToast();

  const open = useCallback((next: EditableLine) => {
    setLine(next);
    setIsOpen(true);
  }, []);

  const modal = line ? (
    <VisitDateModal
      isOpen={isOpen}
      itemIdx={line.itemIdx}
      visitTimes={line.visitTimes}
      tz={line.tz}
      time={line.time}
      noDateText={NO_DATE_TEXT}
      confirmText="희망일 바꾸기"
      onClose={() => setIsOpen(false)}
      onConfirm={(value) => {
        setIsOpen(false);
        update.mutate(
          { cartIdx: line.cartIdx, tz: value.tz, time: value.time },
          {
            onSuccess: (saved) => {
              toast.show('희망일을 바꿨어요');
              onSaved?.(saved);
            },
            onError: (error) => toast.show(errorMessage(error, '희망일을 바꾸지 못했어요. 잠시 후 다시 시도해 주세요.')),
          },
        );
      }}
    />
  ) : null;

  return { open, modal, saving: update.isPending };
}
