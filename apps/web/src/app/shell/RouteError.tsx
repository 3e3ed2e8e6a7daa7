import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../../components/ui/Button/Button';
import { NotFoundPage } from '../../features/not-found/NotFoundPage';
import styles from './RouteError.module.css';

/** A page that failed to render or load (e.g. a stale chunk after a deploy): Korean, with a way on. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error('[route] page failed', error);
  const chunkFailed = error instanceof Error && /dynamically imported module|Importing a module script failed|chunk/i.test(error.message);
  return (
    <div className={styles.page} role="alert">
      <h1 className={styles.title}>{chunkFailed ? '새 버전이 나왔어요' : '화면을 불러오지 못했어요'}</h1>
      <p className={styles.text}>
        {chunkFailed
          ? '새로고침하면 최신 화면으로 볼 수 있어요.'
          : '잠시 후 다시 시도해 주세요. 계속 안 되면 고객센터로 알려 주세요.'}
      </p>
      <div className={styles.actions}>
        <Button size="lg" fullWidth onClick={() => window.location.reload()}>
          새로고침
        </Button>
        <Button size="lg" variant="ghost" fullWidth onClick={() => window.location.assign('/')}>
          홈으로 가기
        </Button>
      </div>
    </div>
  );
}
