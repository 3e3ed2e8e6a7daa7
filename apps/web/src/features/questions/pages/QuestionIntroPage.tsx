import { REPORTS_TO_HIDE } from '@ipju/contract';
import { BadgeCheck, BellRing, Headset } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useHideBottomNav } from '../../../components/layout/ShellContext';
import { BottomCTA, Button } from '../../../components/ui/Button/Button';
import { KNOWLEDGE_IN_PATH, markIntroSeen, QUESTION_WRITE_PATH } from '../paths';
import styles from './QuestionIntroPage.module.css';

const POINTS: Array<{ icon: ReactNode; title: string; text: string }> = [
  {
    icon: <BadgeCheck size={22} aria-hidden="true" />,
    title: '시공 업체가 직접 답해요',
    text: '입주에서 서비스를 파는 파트너 업체가 자기 분야의 질문에 답해요. 업체마다 한 번씩 답할 수 있어서 여러 업체의 의견을 나란히 비교할 수 있어요.',
  },
  {
    icon: <Headset size={22} aria-hidden="true" />,
    title: '입주 매니저도 함께 봐요',
    text: '입주 운영팀의 입주 매니저가 서비스 순서, 예약 시기, 업체 고르는 법처럼 한 업체가 답하기 어려운 질문을 챙겨요.',
  },
  {
    icon: <BellRing size={22} aria-hidden="true" />,
    title: '답변이 달리면 알려 드려요',
    text: '알림톡과 앱 알림으로 바로 알려 드려요. 도움이 된 답변에는 좋아요를 눌러 주세요. 다른 입주민이 좋은 답변을 찾기 쉬워져요.',
  },
];

const RULES = [
  '글은 적은 그대로 보여요. 글꼴이나 링크 같은 꾸미기는 쓸 수 없어요.',
  '전화번호, 동·호수 같은 개인정보는 적지 마세요.',
  '답변이 달린 질문은 고치거나 지울 수 없어요.',
  `광고, 비방, 관련 없는 글은 ${REPORTS_TO_HIDE}명이 신고하면 운영팀이 검토하는 동안 가려져요.`,
];

/** /question/intro: what 지식인 is and its rules, shown before the first question. */
export default function QuestionIntroPage() {
  const navigate = useNavigate();
  // The page ends in its own full-width action.
  useHideBottomNav();
  return (
    <>
      <PageHeader title="지식인 안내" backFallback={KNOWLEDGE_IN_PATH} />
      <main className={styles.page}>
        <section className={styles.hero}>
          <p className={styles.eyebrow}>입주 지식인</p>
          <h2 className={styles.title}>
            입주 준비하며 생긴 궁금증,
            <br />
            전문가에게 물어보세요
          </h2>
          <p className={styles.lead}>줄눈과 입주청소 순서, 업체마다 다른 견적, 시공 뒤 하자까지. 비슷한 시기에 입주하는 이웃들도 함께 봐요.</p>
        </section>
        <ol className={styles.points}>
          {POINTS.map((p) => (
            <li key={p.title} className={styles.point}>
              <span className={styles.icon}>{p.icon}</span>
              <div>
                <h3 className={styles.pointTitle}>{p.title}</h3>
                <p className={styles.pointText}>{p.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <section className={styles.rules} aria-labelledby="question-rules">
          <h3 id="question-rules" className={styles.rulesTitle}>
            질문하기 전에 알아 두세요
          </h3>
          <ul>
            {RULES.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </section>
      </main>
      <BottomCTA>
        <Button
          size="lg"
          fullWidth
          onClick={() => {
            markIntroSeen();
            navigate(QUESTION_WRITE_PATH, { replace: true });
          }}
        >
          질문하러 가기
        </Button>
      </BottomCTA>
    </>
  );
}
