import { isApiError } from '@ipju/api-client';
import { FINAL_STATUSES, ORDER_STATUS_LABELS, ORDER_STATUSES } from '@ipju/contract';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/layout/PageHeader';
import { BottomCTA, Button } from '../../../components/ui/Button/Button';
import { Checkbox } from '../../../components/ui/Checkbox/Checkbox';
import { useModal } from '../../../components/ui/ModalHost/ModalHost';
import { useToast } from '../../../components/ui/Toast/Toast';
import { trackEvent } from '../../../lib/analytics';
import { RequireAuth, useAuth } from '../../auth';
import { useWithdraw } from '../api/withdraw';
import styles from './account.module.css';

/** The statuses the server refuses a withdrawal for (every one but FINAL_STATUSES): 결제대기·입금대기·시공대기·시공중. */
const LIVE_STATUS_NAMES = ORDER_STATUSES.filter((status) => !FINAL_STATUSES.includes(status))
  .map((status) => ORDER_STATUS_LABELS[status])
  .join('·');

export const QUIT_REASONS = [
  '입주 준비가 끝났어요',
  '원하는 서비스가 없어요',
  '가격이 기대보다 비싸요',
  '앱 사용이 불편해요',
  '알림이 너무 많아요',
  '다른 계정으로 다시 가입할래요',
  '기타',
] as const;

function QuitForm({ onWithdrawn }: { onWithdrawn: () => void }) {
  const navigate = useNavigate();
  const toast = useToast();
  const modal = useModal();
  const { user, clear } = useAuth();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const withdraw = useWithdraw();
  const leave = () => {
    // The server takes no reason; it is counted in analytics only.
    trackEvent({ category: 'account', action: 'withdraw', label: reason });
    setError(null);
    withdraw.mutate(undefined, {
      onSuccess: () => {
        // Unmount the form first, or RequireAuth would send the now signed-out visitor to /login.
        onWithdrawn();
        clear();
        navigate('/', { replace: true });
        toast.show('탈퇴했어요. 그동안 입주를 이용해 주셔서 고마워요.');
      },
      onError: (err) => {
        if (isApiError(err) && err.status === 401) {
          onWithdrawn();
          clear();
          navigate('/', { replace: true });
          return;
        }
        setError(isApiError(err) && err.status !== 0 ? err.message : '탈퇴하지 못했어요. 잠시 후 다시 시도해 주세요.');
      },
    });
  };

  const ready = confirmed && reason !== '';

  return (
    <div className={styles.body}>
      <div>
        <h2 className={styles.heading}>
          {user?.name ? `${user.name}님, ` : ''}탈퇴하기 전에
          <br />
          꼭 확인해 주세요
        </h2>
      </div>

      <section className={styles.card}>
        <h3 className={styles.cardTitle}>바로 삭제돼요</h3>
        <ul className={styles.bullets}>
          <li>이름, 휴대폰 번호, 이메일 같은 회원 정보</li>
          <li>등록한 단지·동·호수와 입주 예정일</li>
          <li>쿠폰, 포인트, 찜 목록 (다시 가입해도 돌아오지 않아요)</li>
          <li>알림 설정과 기기 푸시 정보</li>
        </ul>
      </section>

      <section className={styles.card}>
        <h3 className={styles.cardTitle}>진행 중인 주문이 있으면 탈퇴할 수 없어요</h3>
        <ul className={styles.bullets}>
          <li>{LIVE_STATUS_NAMES}인 주문은 취소하거나 서비스가 끝난 뒤에 탈퇴할 수 있어요</li>
        </ul>
      </section>

      <section className={styles.card}>
        <h3 className={styles.cardTitle}>법에 따라 보관돼요</h3>
        <ul className={styles.bullets}>
          <li>주문·결제·환불 기록: 5년 (전자상거래법)</li>
          <li>소비자 불만·분쟁 처리 기록: 3년 (전자상거래법)</li>
          <li>작성한 후기와 문의는 작성자 정보 없이 남아요</li>
          <li>추천인 코드로 가입한 번호는 알아볼 수 없는 암호 값으로만 남아, 다시 가입해도 추천 적립은 되지 않아요</li>
        </ul>
      </section>

      <div className={styles.field}>
        <label htmlFor={reasonId} className={styles.label}>
          탈퇴하는 이유
        </label>
        <select
          id={reasonId}
          className={styles.select}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          required
        >
          <option value="" disabled>
            이유를 골라 주세요
          </option>
          {QUIT_REASONS.map((item) => (
            <option key={item} value={item}>
              {item}
            </option>
          ))}
        </select>
      </div>

      <Checkbox
        label="안내를 모두 확인했고, 탈퇴에 동의해요"
        checked={confirmed}
        onChange={setConfirmed}
        required
      />

      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}

      <BottomCTA caption={!ready ? '탈퇴 이유를 고르고 안내에 동의해 주세요.' : undefined}>
        <Button
          size="lg"
          variant="danger"
          fullWidth
          disabled={!ready}
          loading={withdraw.isPending}
          onClick={async () => {
            const ok = await modal.confirm({
              title: '정말 탈퇴할까요?',
              body: '탈퇴하면 쿠폰과 포인트가 사라지고 되돌릴 수 없어요.',
              confirmLabel: '탈퇴하기',
              cancelLabel: '더 써 볼게요',
              confirmVariant: 'danger',
            });
            if (ok) leave();
          }}
        >
          탈퇴하기
        </Button>
      </BottomCTA>
    </div>
  );
}

/** /quit: 회원 탈퇴. */
export function QuitPage() {
  const [withdrawn, setWithdrawn] = useState(false);
  return (
    <div className={styles.page}>
      <PageHeader title="회원 탈퇴" backFallback="/my-page" />
      {!withdrawn && (
        <RequireAuth>
          <QuitForm onWithdrawn={() => setWithdrawn(true)} />
        </RequireAuth>
      )}
    </div>
  );
}
