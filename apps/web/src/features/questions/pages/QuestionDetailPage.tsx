import { REPORTS_TO_HIDE, reportReasonLabels, type QuestionDetail, type ReportResult } from '@ipju/contract';
import { EyeOff, MoreHorizontal } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { QuestionPostBody } from '../../../components/entities/QuestionPost/QuestionPostBody';
import { PageHeader } from '../../../components/layout/PageHeader';
import { Button } from '../../../components/ui/Button/Button';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { useModal } from '../../../components/ui/ModalHost/ModalHost';
import { ReportSheet } from '../../../components/ui/ReportSheet/ReportSheet';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { useToast } from '../../../components/ui/Toast/Toast';
import { errorMessage, errorStatus } from '../../../lib/error-message';
import { formatNumber } from '../../../lib/format';
import { loginPath, useAuth } from '../../auth';
import { useQuestion } from '../api/getQuestion';
import { useDeleteQuestion } from '../api/deleteQuestion';
import { useCountRead } from '../api/incrementQuestionReadCount';
import { useToggleAnswerLike } from '../api/likeAnswer';
import { useToggleQuestionLike } from '../api/likeQuestion';
import { useReport, type ReportTarget } from '../api/reportQuestion';
import { AnswerCard } from '../components/AnswerCard';
import { LikeButton } from '../components/LikeButton';
import { QuestionMenuSheet } from '../components/QuestionMenuSheet';
import { askPath, KNOWLEDGE_IN_PATH, questionEditPath } from '../paths';
import styles from './QuestionDetailPage.module.css';

/** /question/{questionIdx}: the question, its photos and answers; like, report, and for the author edit. */
export default function QuestionDetailPage() {
  const questionIdx = Number(useParams().questionIdx);
  const question = useQuestion(questionIdx);
  useCountRead(questionIdx, question.isSuccess);
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <>
      <PageHeader
        title="지식인"
        backFallback={KNOWLEDGE_IN_PATH}
        right={
          question.data && (
            <button type="button" className={styles.menuButton} aria-label="질문 메뉴" aria-haspopup="dialog" onClick={() => setMenuOpen(true)}>
              <MoreHorizontal size={24} aria-hidden="true" />
            </button>
          )
        }
      />
      {question.isPending ? (
        <DetailSkeleton />
      ) : question.isError ? (
        errorStatus(question.error) === 404 || !Number.isInteger(questionIdx) ? (
          <NotFound />
        ) : (
          <LoadError title="질문을 불러오지 못했어요" error={question.error} onRetry={() => void question.refetch()} />
        )
      ) : (
        <Detail question={question.data} menuOpen={menuOpen} onMenuClose={() => setMenuOpen(false)} />
      )}
    </>
  );
}

function NotFound() {
  const navigate = useNavigate();
  return (
    <EmptyState
      className={styles.empty}
      icon={<EyeOff size={40} aria-hidden="true" />}
      title="질문을 찾을 수 없어요"
      description="삭제되었거나 신고로 가려진 질문이에요."
      action={<Button onClick={() => navigate(KNOWLEDGE_IN_PATH, { replace: true })}>다른 질문 보기</Button>}
    />
  );
}

function Detail({ question, menuOpen, onMenuClose }: { question: QuestionDetail; menuOpen: boolean; onMenuClose: () => void }) {
  const { isLoggedIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const modal = useModal();
  const toast = useToast();
  const like = useToggleQuestionLike(question.questionIdx);
  const remove = useDeleteQuestion(question.questionIdx);
  const [reportTarget, setReportTarget] = useState<ReportTarget | null>(null);
  const sendReport = useReport();

  /** Signed out: offer to sign in and come back here. */
  const signedIn = async (what: string) => {
    if (isLoggedIn) return true;
    const go = await modal.confirm({
      title: `로그인하고 ${what}`,
      body: '입주 계정으로 로그인하면 좋아요와 신고를 할 수 있어요.',
      confirmLabel: '로그인하기',
      cancelLabel: '나중에',
    });
    if (go) navigate(loginPath(`${location.pathname}${location.search}`));
    return false;
  };

  const toggleLike = async () => {
    if (!(await signedIn('좋아요를 눌러 보세요'))) return;
    like.mutate(!question.likedByMe, { onError: (error) => toast.show(errorMessage(error, '좋아요를 저장하지 못했어요. 잠시 후 다시 시도해 주세요.')) });
  };

  const report = async (target: ReportTarget) => {
    if (!(await signedIn('신고해 주세요'))) return;
    setReportTarget(target);
  };

  const onReported = (result: ReportResult) => {
    const target = reportTarget;
    setReportTarget(null);
    toast.show('신고했어요. 운영팀이 검토한 뒤 알맞게 조치할게요.');
    if (result.hidden && target?.answerIdx === undefined) navigate(KNOWLEDGE_IN_PATH, { replace: true });
  };

  const confirmDelete = async () => {
    const ok = await modal.confirm({
      title: '질문을 지울까요?',
      body: '지운 질문은 되돌릴 수 없어요.',
      confirmLabel: '지우기',
      cancelLabel: '취소',
    });
    if (!ok) return;
    try {
      await remove.mutateAsync();
      toast.show('질문을 지웠어요.');
      navigate(KNOWLEDGE_IN_PATH, { replace: true });
    } catch (error) {
      toast.show(errorMessage(error, '질문을 지우지 못했어요. 잠시 후 다시 시도해 주세요.'));
    }
  };

  return (
    <main className={styles.page}>
      {question.isMine && question.status !== 'visible' && (
        <p className={styles.statusNote} role="status">
          <EyeOff size={16} aria-hidden="true" />
          {question.statusLabel}: 다른 사람에게는 보이지 않아요.
        </p>
      )}
      <article className={styles.question} aria-labelledby="question-title">
        <p className={styles.tags}>
          <span className={styles.type}>{question.questionTypeLabel}</span>
          {question.categoryCode && question.serviceName && (
            <Link to={`/business/${question.categoryCode}`} className={styles.service}>
              {question.serviceName}
            </Link>
          )}
        </p>
        <h2 id="question-title" className={styles.title}>
          {question.title}
        </h2>
        <QuestionPostBody question={question} />
        <div className={styles.actions}>
          <LikeButton liked={question.likedByMe} count={question.likeCount} what="질문" readOnly={question.isMine} onToggle={() => void toggleLike()} />
        </div>
      </article>

      <section className={styles.answers} aria-labelledby="answers-title">
        <h2 id="answers-title" className={styles.answersTitle}>
          답변 <span className={styles.answerCount}>{formatNumber(question.answers.length)}</span>
        </h2>
        {question.answers.length === 0 ? (
          <div className={styles.noAnswers}>
            <p className={styles.noAnswersTitle}>아직 답변이 없어요</p>
            <p className={styles.noAnswersText}>
              보통 하루 안에 파트너 업체나 입주 매니저가 답해요.{question.isMine ? ' 답변이 달리면 알림으로 알려 드릴게요.' : ''}
            </p>
          </div>
        ) : (
          <ul className={styles.answerList}>
            {question.answers.map((answer) => (
              <li key={answer.answerIdx}>
                <AnswerItem
                  questionIdx={question.questionIdx}
                  answer={answer}
                  signedIn={signedIn}
                  onReport={() => void report({ questionIdx: question.questionIdx, answerIdx: answer.answerIdx })}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={styles.askMore}>
        <p>비슷한 게 궁금하다면 직접 물어보세요.</p>
        <Button variant="secondary" onClick={() => navigate(askPath())}>
          질문하기
        </Button>
      </section>

      <QuestionMenuSheet
        isOpen={menuOpen}
        onClose={onMenuClose}
        question={question}
        onEdit={() => navigate(questionEditPath(question.questionIdx))}
        onDelete={() => void confirmDelete()}
        onReport={() => void report({ questionIdx: question.questionIdx })}
      />
      {reportTarget && (
        <ReportSheet
          isOpen
          onClose={() => setReportTarget(null)}
          title={`${reportTarget.answerIdx === undefined ? '질문' : '답변'} 신고하기`}
          description={`신고 사유를 알려 주세요. ${formatNumber(REPORTS_TO_HIDE)}명이 신고한 글은 운영팀이 검토하는 동안 가려져요.`}
          reasonLabels={reportReasonLabels('post')}
          submit={(body) => sendReport.mutateAsync({ target: reportTarget, body })}
          onReported={onReported}
        />
      )}
    </main>
  );
}

function AnswerItem({
  questionIdx,
  answer,
  signedIn,
  onReport,
}: {
  questionIdx: number;
  answer: QuestionDetail['answers'][number];
  signedIn: (what: string) => Promise<boolean>;
  onReport: () => void;
}) {
  const like = useToggleAnswerLike(questionIdx, answer.answerIdx);
  const toast = useToast();
  return (
    <AnswerCard
      answer={answer}
      onReport={onReport}
      onToggleLike={() =>
        void signedIn('좋아요를 눌러 보세요').then((ok) => {
          if (ok) like.mutate(!answer.likedByMe, { onError: (error) => toast.show(errorMessage(error, '좋아요를 저장하지 못했어요. 잠시 후 다시 시도해 주세요.')) });
        })
      }
    />
  );
}

function DetailSkeleton() {
  return (
    <SkeletonGroup label="질문을 불러오는 중이에요" className={styles.skeleton}>
      <Skeleton width={120} height={14} />
      <Skeleton width="90%" height={24} />
      <Skeleton width={140} height={13} />
      <Skeleton width="100%" height={16} />
      <Skeleton width="100%" height={16} />
      <Skeleton width="70%" height={16} />
      <Skeleton width={110} height={40} radius={20} />
    </SkeletonGroup>
  );
}
