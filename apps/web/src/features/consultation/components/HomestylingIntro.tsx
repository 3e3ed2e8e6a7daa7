import type { HomestylingSurvey } from '@ipju/contract';
import { Clock, MessageCircle, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { BottomCTA, Button } from '../../../components/ui/Button/Button';
import { ProgressiveImage } from '../../../components/ui/ProgressiveImage/ProgressiveImage';
import { CONSULTATION_REQUEST_PATH } from '../paths';
import styles from './Homestyling.module.css';

/** What the home-styling consultation is, its steps, and 시작하기. */
export function HomestylingIntro({ survey, onStart }: { survey: HomestylingSurvey; onStart: () => void }) {
  const minutes = Math.max(1, Math.round(survey.questionCount / 4));
  return (
    <main className={styles.page}>
      {survey.imageUrl && (
        <ProgressiveImage src={survey.imageUrl} alt="" aspectRatio="4/3" priority sizes="(max-width: 580px) 100vw, 580px" className={styles.hero} />
      )}
      <div className={styles.intro}>
        <p className={styles.eyebrow}>무료 홈스타일링 상담</p>
        <h2 className={styles.introTitle}>{survey.title}</h2>
        <p className={styles.introText}>{survey.description}</p>
        <ul className={styles.facts}>
          <li>
            <Clock size={16} aria-hidden="true" /> 약 {minutes}분 · 질문 {survey.questionCount}개
          </li>
          <li>
            <MessageCircle size={16} aria-hidden="true" /> 담당 매니저가 연락드려요
          </li>
        </ul>
      </div>
      <section className={styles.stepsBox} aria-labelledby="homestyling-steps">
        <h3 id="homestyling-steps" className={styles.stepsTitle}>
          <Sparkles size={18} aria-hidden="true" /> 이렇게 진행돼요
        </h3>
        <ol className={styles.stepList}>
          {survey.categories.map((c, i) => (
            <li key={c.categoryIdx} className={styles.stepItem}>
              <span className={styles.stepNumber} aria-hidden="true">
                {i + 1}
              </span>
              <span>
                <strong>{c.name}</strong>
                {c.description && <span className={styles.stepDescription}>{c.description}</span>}
              </span>
            </li>
          ))}
          <li className={styles.stepItem}>
            <span className={styles.stepNumber} aria-hidden="true">
              {survey.categories.length + 1}
            </span>
            <span>
              <strong>상담 신청</strong>
              <span className={styles.stepDescription}>연락받을 번호와 편한 시간을 알려 주세요.</span>
            </span>
          </li>
        </ol>
        <Link to={CONSULTATION_REQUEST_PATH} className={styles.skip}>
          설문 없이 바로 상담 신청하기
        </Link>
      </section>
      <BottomCTA>
        <Button size="lg" onClick={onStart}>
          시작하기
        </Button>
      </BottomCTA>
    </main>
  );
}
