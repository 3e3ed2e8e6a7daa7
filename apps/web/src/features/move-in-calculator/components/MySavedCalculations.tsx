import { Link } from 'react-router';
import { formatDate, formatWon } from '../../../lib/format';
import { useMyMoveInCalculations } from '../api/listMyMoveInCalculations';
import styles from './MySavedCalculations.module.css';

/** A signed-in resident's saved calculations (newest first), each opening its link; nothing when there are none. */
export function MySavedCalculations({ current }: { current: string | null }) {
  const mine = useMyMoveInCalculations(true);
  if (!mine.data?.length) return null;
  return (
    <section className={styles.section} aria-labelledby="my-calculations">
      <h2 id="my-calculations" className={styles.title}>
        저장한 계산
      </h2>
      <ul className={styles.list}>
        {mine.data.map((c) => (
          <li key={c.shareToken}>
            <Link to={c.sharePath} className={styles.row} aria-current={c.shareToken === current ? 'page' : undefined}>
              <span className={styles.text}>
                <span className={styles.name}>
                  {c.complexName} {c.pyeong}평{c.visibility === 'private' && <span className={styles.badge}>나만 보기</span>}
                </span>
                <span className={styles.meta}>
                  잔금일 {formatDate(c.acquisitionDate)} · {formatDate(c.createdAt, { weekday: false })} 저장
                </span>
              </span>
              <span className={styles.amount}>{formatWon(c.grandTotal)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
