import { addDays, QUOTE_VALID_DAYS_MAX, seoulToday, type PartnerQuoteVisit } from '@ipju/contract';
import { useState } from 'react';
import { BottomSheet } from '../../../components/ui/BottomSheet/BottomSheet';
import { Button } from '../../../components/ui/Button/Button';
import { TextArea } from '../../../components/ui/TextField/TextArea';
import { TextField } from '../../../components/ui/TextField/TextField';
import { useToast } from '../../../components/ui/Toast/Toast';
import { errorMessage, fieldErrors } from '../../../lib/error-message';
import { usePartnerProposeQuote } from '../api/partnerProposeQuote';
import styles from './PartnerQuotes.module.css';

const FIELDS = ['amount', 'covers', 'validUntil'] as const;

/** 견적 보내기: the amount in won, what it covers, until when the resident can take it. */
export function ProposeSheet({ visit, isOpen, onClose }: { visit: PartnerQuoteVisit; isOpen: boolean; onClose: () => void }) {
  const propose = usePartnerProposeQuote();
  const toast = useToast();
  const [amount, setAmount] = useState(visit.proposal ? String(visit.proposal.amount) : '');
  const [covers, setCovers] = useState(visit.proposal?.covers ?? '');
  const [validUntil, setValidUntil] = useState(visit.proposal?.validUntil ?? addDays(seoulToday(), 14));
  const [errors, setErrors] = useState<Partial<Record<(typeof FIELDS)[number], string>>>({});

  const submit = () => {
    const won = Number(amount.replace(/[^0-9]/g, ''));
    propose.mutate(
      { reservationUid: visit.reservationUid, amount: won, covers, validUntil },
      {
        onSuccess: () => {
          toast.show('견적을 보냈어요. 입주민에게 알려 드렸어요.');
          onClose();
        },
        onError: (error) => {
          setErrors(fieldErrors(error, [...FIELDS]));
          toast.show(errorMessage(error, '견적을 보내지 못했어요. 잠시 후 다시 시도해 주세요.'));
        },
      },
    );
  };

  return (
    <BottomSheet isOpen={isOpen} onClose={onClose} closeOnOverlayClick={!propose.isPending}>
      <BottomSheet.Header title="견적 보내기" description={`${visit.itemName} · ${visit.complexName} ${visit.dong}동 ${visit.ho}호`} />
      <BottomSheet.Content>
        <div className={styles.form}>
          <TextField
            label="견적 금액 (원)"
            inputMode="numeric"
            value={amount}
            onChange={(e) => setAmount(e.target.value.replace(/[^0-9]/g, ''))}
            placeholder="예: 2350000"
            error={errors.amount}
          />
          <TextArea label="포함 내용" value={covers} onChange={(e) => setCovers(e.target.value)} maxLength={300} placeholder="예: 천장형 2대, 배관 10m, 타공 포함" error={errors.covers} />
          <TextField
            label="유효기간"
            type="date"
            value={validUntil}
            min={seoulToday()}
            max={addDays(seoulToday(), QUOTE_VALID_DAYS_MAX)}
            onChange={(e) => setValidUntil(e.target.value)}
            hint="이 날까지 입주민이 이 금액으로 장바구니에 담을 수 있어요."
            error={errors.validUntil}
          />
        </div>
      </BottomSheet.Content>
      <BottomSheet.Footer>
        <Button size="lg" fullWidth loading={propose.isPending} disabled={!amount || !covers.trim()} onClick={submit}>
          견적 보내기
        </Button>
      </BottomSheet.Footer>
    </BottomSheet>
  );
}
