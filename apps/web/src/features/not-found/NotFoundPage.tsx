import { MapPinOff } from 'lucide-react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/layout/PageHeader';
import { Button } from '../../components/ui/Button/Button';
import styles from './NotFoundPage.module.css';

/** Every unknown route, and routes of SPEC section 2 not built yet (cart, payment, events...). */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <PageHeader title="페이지를 찾을 수 없어요" documentTitle="페이지를 찾을 수 없어요" />
      <div className={styles.body}>
        <span className={styles.icon} aria-hidden="true">
          <MapPinOff size={44} strokeWidth={1.6} />
        </span>
        <h2 className={styles.title}>찾으시는 페이지가 없어요</h2>
        <p className={styles.description}>
          주소가 바뀌었거나 아직 준비 중인 페이지예요.
          <br />
          홈에서 우리 단지 특가를 먼저 둘러보세요.
        </p>
        <div className={styles.actions}>
          <Button size="lg" fullWidth onClick={() => navigate('/', { replace: true })}>
            홈으로 가기
          </Button>
        </div>
      </div>
    </div>
  );
}
