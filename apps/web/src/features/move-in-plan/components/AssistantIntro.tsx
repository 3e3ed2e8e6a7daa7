import { CalendarRange, ClipboardCheck, ShoppingCart, Sparkles, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { loginPath } from '../../auth';
import { APPLICATIONS_PATH, APPLY_PATH } from '../paths';
import styles from './AssistantIntro.module.css';

const POINTS: Array<{ icon: ReactNode; title: string; body: string }> = [
  {
    icon: <ClipboardCheck size={22} aria-hidden="true" />,
    title: '집과 입주일, 가족만 알려 주세요',
    body: '질문 여섯 개, 1분이면 돼요.',
  },
  {
    icon: <CalendarRange size={22} aria-hidden="true" />,
    title: '순서와 날짜까지 정해 드려요',
    body: '줄눈·탄성코트는 입주청소 전에, 새집증후군은 청소 뒤에. 업체의 빈 날짜로 잡아요.',
  },
  {
    icon: <Users size={22} aria-hidden="true" />,
    title: '이웃이 고른 서비스도 보여 드려요',
    body: '같은 단지·평형 이웃의 실제 예약이에요. 가격은 우리 단지 특가로 보여 드려요.',
  },
  {
    icon: <ShoppingCart size={22} aria-hidden="true" />,
    title: '마음에 들면 한 번에 담아요',
    body: '빼거나 날짜를 옮긴 뒤 전부 담기. 궁금한 건 상담으로 물어보세요.',
  },
];

/** AI 신청내역 signed out: what the move-in assistant does, and a sign-in that leads straight to the application. */
export function AssistantIntro() {
  return (
    <main className={styles.page}>
      <section className={styles.hero} aria-labelledby="assistant-intro-title">
        <span className={styles.badge}>
          <Sparkles size={16} aria-hidden="true" />
          AI 입주 플랜
        </span>
        <h1 id="assistant-intro-title" className={styles.title}>
          입주 준비, 순서와 날짜까지
          <br />
          AI가 짜 드려요
        </h1>
        <p className={styles.lead}>우리 단지와 입주일에 맞춘 서비스 일정을 무료로 받아 보세요.</p>
        <Link to={loginPath(APPLY_PATH)} className={styles.primary}>
          로그인하고 플랜 받기
        </Link>
      </section>
      <ol className={styles.points}>
        {POINTS.map((point) => (
          <li key={point.title} className={styles.point}>
            <span className={styles.icon}>{point.icon}</span>
            <div>
              <h2 className={styles.pointTitle}>{point.title}</h2>
              <p className={styles.pointBody}>{point.body}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className={styles.again}>
        받은 플랜은 이 탭에서 다시 볼 수 있어요. <Link to={loginPath(APPLICATIONS_PATH)}>로그인하고 내 플랜 보기</Link>
      </p>
    </main>
  );
}
