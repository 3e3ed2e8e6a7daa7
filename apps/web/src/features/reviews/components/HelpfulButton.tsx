import type { Review } from '@ipju/contract';
import { ThumbsUp } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { useModal } from '../../../components/ui/ModalHost/ModalHost';
import { useToast } from '../../../components/ui/Toast/Toast';
import { errorMessage } from '../../../lib/error-message';
import { formatNumber } from '../../../lib/format';
import { loginPath, useAuth } from '../../auth';
import { useToggleHelpful } from '../api/markReviewHelpful';
import styles from './HelpfulButton.module.css';

/**
 * 도움이 돼요 with its count. A second tap takes it back. Signed out it offers to sign in (and come back
 * here); on my own review it only says how many found it helpful.
 */
export function HelpfulButton({ review }: { review: Pick<Review, 'reviewIdx' | 'helpfulCount' | 'helpedByMe' | 'isMine'> }) {
  const { isLoggedIn } = useAuth();
  const toggle = useToggleHelpful();
  const modal = useModal();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();

  if (review.isMine) {
    return review.helpfulCount > 0 ? (
      <p className={styles.mine}>
        <ThumbsUp size={14} aria-hidden="true" />
        {formatNumber(review.helpfulCount)}명에게 도움이 됐어요
      </p>
    ) : null;
  }

  const onClick = async () => {
    if (!isLoggedIn) {
      const go = await modal.confirm({
        title: '로그인하고 알려 주세요',
        body: '로그인하면 도움이 된 후기에 표시할 수 있어요.',
        confirmLabel: '로그인하기',
        cancelLabel: '닫기',
      });
      if (go) navigate(loginPath(`${location.pathname}${location.search}`));
      return;
    }
    if (toggle.isPending) return;
    toggle.mutate(
      { reviewIdx: review.reviewIdx, helped: !review.helpedByMe },
      { onError: (error) => toast.show(errorMessage(error, '표시하지 못했어요. 잠시 후 다시 시도해 주세요.')) },
    );
  };

  return (
    <button type="button" className={styles.button} aria-pressed={review.helpedByMe} onClick={() => void onClick()}>
      <ThumbsUp size={16} aria-hidden="true" className={styles.icon} />
      도움이 돼요
      {review.helpfulCount > 0 && (
        <span className={styles.count} data-testid={`helpful-count-${review.reviewIdx}`}>
          {formatNumber(review.helpfulCount)}
        </span>
      )}
    </button>
  );
}
