import { REPORTS_TO_HIDE, REVIEW_REWARD_DEFAULTS, reportReasonLabels, type Review } from '@ipju/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useModal } from '../../../components/ui/ModalHost/ModalHost';
import { ReportSheet } from '../../../components/ui/ReportSheet/ReportSheet';
import { useToast } from '../../../components/ui/Toast/Toast';
import { errorMessage } from '../../../lib/error-message';
import { formatNumber } from '../../../lib/format';
import { loginPath, useAuth } from '../../auth';
import { reviewQuery } from '../api/getReview';
import { writableReviewsQuery } from '../api/listWritableReviews';
import { useReportReview } from '../api/reportReview';
import { useDeleteReview } from '../api/deleteReview';
import { reviewModifyPath } from '../paths';
import { deleteConfirmBody, deletedMessage } from './delete-text';
import { ReviewMenuSheet } from './ReviewMenuSheet';

/**
 * The ⋯ menu of review cards and what it leads to: the report sheet (signed out: sign in first), the edit
 * page, and deletion after a confirmation that says whether the points are taken back.
 */
export function useReviewActions({ itemIdx }: { itemIdx: number | null }) {
  const { isLoggedIn } = useAuth();
  const [menuFor, setMenuFor] = useState<Review | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [report, setReport] = useState<{ reviewIdx: number; session: number; open: boolean } | null>(null);
  const modal = useModal();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const remove = useDeleteReview();
  const sendReport = useReportReview(itemIdx);

  const closeMenu = () => setMenuOpen(false);

  const startReport = async (review: Review) => {
    closeMenu();
    if (!isLoggedIn) {
      const go = await modal.confirm({
        title: '로그인하고 신고해 주세요',
        body: '신고는 로그인한 입주민만 할 수 있어요.',
        confirmLabel: '로그인하기',
        cancelLabel: '닫기',
      });
      if (go) navigate(loginPath(`${location.pathname}${location.search}`));
      return;
    }
    setReport((r) => ({ reviewIdx: review.reviewIdx, session: (r?.session ?? 0) + 1, open: true }));
  };

  const startDelete = async (review: Review) => {
    closeMenu();
    let body = '지운 후기는 되살릴 수 없고, 이 서비스에는 후기를 다시 쓸 수 없어요.';
    try {
      // The public card has no reward: ask for my copy of the review and the current rule.
      const [mine, writable] = await Promise.all([
        queryClient.fetchQuery(reviewQuery(review.reviewIdx)),
        queryClient.fetchQuery(writableReviewsQuery()).catch(() => null),
      ]);
      body = deleteConfirmBody(mine, writable?.reward.clawbackDays ?? REVIEW_REWARD_DEFAULTS.clawbackDays);
    } catch {
      // Without the details the general warning still stands.
    }
    const ok = await modal.confirm({
      title: '후기를 삭제할까요?',
      body,
      confirmLabel: '삭제하기',
      cancelLabel: '취소',
      confirmVariant: 'danger',
    });
    if (!ok) return;
    try {
      const result = await remove.mutateAsync(review.reviewIdx);
      toast.show(deletedMessage(result.pointsTakenBack));
    } catch (error) {
      toast.show(errorMessage(error, '후기를 지우지 못했어요. 잠시 후 다시 시도해 주세요.'));
    }
  };

  const element = (
    <>
      <ReviewMenuSheet
        isOpen={menuOpen}
        onClose={closeMenu}
        isMine={menuFor?.isMine ?? false}
        onReport={() => menuFor && void startReport(menuFor)}
        onEdit={() => {
          closeMenu();
          if (menuFor) navigate(reviewModifyPath(menuFor.reviewIdx));
        }}
        onDelete={() => menuFor && void startDelete(menuFor)}
      />
      {report && (
        <ReportSheet
          key={report.session}
          isOpen={report.open}
          onClose={() => setReport((r) => (r ? { ...r, open: false } : r))}
          title="후기 신고하기"
          description={`신고 사유를 알려 주세요. ${formatNumber(REPORTS_TO_HIDE)}명 이상 신고한 후기는 검토하는 동안 가려져요.`}
          reasonLabels={reportReasonLabels('review')}
          submit={(body) => sendReport.mutateAsync({ reviewIdx: report.reviewIdx, ...body })}
          onReported={({ hidden }) => {
            setReport((r) => (r ? { ...r, open: false } : r));
            toast.show(hidden ? '신고했어요. 검토하는 동안 이 후기는 가려져요.' : '신고했어요. 검토한 뒤 알맞게 조치할게요.');
          }}
        />
      )}
    </>
  );

  return {
    openMenu: (review: Review) => {
      setMenuFor(review);
      setMenuOpen(true);
    },
    element,
  };
}
