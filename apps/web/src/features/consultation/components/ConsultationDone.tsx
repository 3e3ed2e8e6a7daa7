import { formatPhone, type Consultation } from '@ipju/contract';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button/Button';
import { DoneScreen } from '../../../components/ui/DoneScreen/DoneScreen';
import { formatDate } from '../../../lib/format';
import { MY_CONSULTATIONS_PATH } from '../paths';
import styles from './ConsultationDone.module.css';

/** The request is in: what was asked for and what happens next. */
export function ConsultationDone({ consultation }: { consultation: Consultation }) {
  const navigate = useNavigate();
  const rows: Array<[string, string]> = [
    ['상담받을 집', `${consultation.complexName}${consultation.pyeong ? ` ${consultation.pyeong}평` : ''}`],
    ['희망 상담일', consultation.preferredDate ? formatDate(consultation.preferredDate) : '상담하며 정해요'],
    ['연락받기 편한 시간', consultation.preferredTimeLabel],
    ['연락처', formatPhone(consultation.phone)],
  ];
  return (
    <DoneScreen
      className={styles.page}
      title="상담 신청이 접수되었어요"
      text="담당 매니저가 확인하고 연락드릴게요. 진행 상황은 마이페이지 상담 내역에서 볼 수 있어요."
      actions={
        <>
          <Button size="lg" fullWidth onClick={() => navigate(MY_CONSULTATIONS_PATH, { replace: true })}>
            상담 내역 보기
          </Button>
          <Button size="lg" fullWidth variant="secondary" onClick={() => navigate('/', { replace: true })}>
            홈으로
          </Button>
        </>
      }
    >
      <dl className={styles.summary}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.row}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </DoneScreen>
  );
}
