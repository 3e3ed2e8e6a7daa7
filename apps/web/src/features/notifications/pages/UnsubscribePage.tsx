import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/layout/PageHeader';
import { Button } from '../../../components/ui/Button/Button';
import { DoneScreen } from '../../../components/ui/DoneScreen/DoneScreen';
import { Spinner } from '../../../components/ui/Spinner/Spinner';
import { errorMessage } from '../../../lib/error-message';
import { formatDate } from '../../../lib/format';
import { useUnsubscribeMarketing } from '../api/unsubscribeMarketing';
import { NOTIFICATION_SETTING_PATH } from '../paths';
import styles from './UnsubscribePage.module.css';

/**
 * /unsubscribe/:token: the 수신거부 link at the end of every 혜택·이벤트 message. Opening it is the refusal
 * (one tap, no sign-in: the token is signed for the resident); the page says when it took effect.
 */
export default function UnsubscribePage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const unsubscribe = useUnsubscribeMarketing();
  const sent = useRef(false);
  const { mutate } = unsubscribe;

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate(token);
  }, [mutate, token]);

  return (
    <>
      <PageHeader title="수신거부" backFallback="/" />
      <main className={styles.page}>
        {unsubscribe.isSuccess ? (
          <DoneScreen
            title="혜택·이벤트 수신을 거부했어요"
            text={`${formatDate(unsubscribe.data.unsubscribedAt)}부터 광고 메시지를 보내지 않아요. 주문·방문 안내는 그대로 받아요.`}
            actions={
              <Button variant="secondary" fullWidth onClick={() => navigate(NOTIFICATION_SETTING_PATH)}>
                알림 설정 보기
              </Button>
            }
          />
        ) : unsubscribe.isError ? (
          <div className={styles.message} role="alert">
            <p className={styles.title}>수신거부를 처리하지 못했어요</p>
            <p>{errorMessage(unsubscribe.error, '잠시 후 다시 시도해 주세요.')}</p>
            <p>로그인한 뒤 알림 설정에서도 바로 끌 수 있어요.</p>
            <Button fullWidth onClick={() => navigate(NOTIFICATION_SETTING_PATH)}>
              알림 설정으로 가기
            </Button>
          </div>
        ) : (
          <div className={styles.pending}>
            <Spinner label="수신거부를 처리하고 있어요" />
          </div>
        )}
      </main>
    </>
  );
}
