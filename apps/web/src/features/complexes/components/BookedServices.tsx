import { BOOKING_TIMING_LABELS, type BookedService } from '@ipju/contract';
import { formatWon } from '../../../lib/format';
import { HIDDEN_FIGURE, householdsText } from './figures';
import styles from './BookedServices.module.css';

/** Bucket colours, earliest (darkest) to after moving in. */
const SHADES = ['#1b64da', '#3182f6', '#64a8ff', '#90c2ff', '#c9e2ff', '#d1d6db'];

const savedText = (s: BookedService) => {
  if (s.averagePaid === null || s.averageRegular === null || s.averageRegular <= s.averagePaid) return null;
  return `정가보다 평균 ${Math.round(((s.averageRegular - s.averagePaid) * 100) / s.averageRegular)}% 덜 냈어요`;
};

/** The services neighbours booked most, when they booked them and what they paid. */
export function BookedServices({ services }: { services: BookedService[] }) {
  if (!services.length) return <p className={styles.empty}>아직 이 단지에서 결제한 서비스가 없어요. 첫 이웃이 되어 보세요.</p>;
  return (
    <ol className={styles.list}>
      {services.map((s, i) => (
        <li key={s.categoryCode} className={styles.row}>
          <div className={styles.head}>
            <span className={styles.rank}>{i + 1}</span>
            <span className={styles.name}>{s.categoryName}</span>
            <span className={styles.count}>{householdsText(s.households)}</span>
          </div>
          {s.timing ? (
            <>
              <p className={styles.when}>
                {s.medianDaysBefore! >= 0 ? `보통 입주 ${s.medianDaysBefore}일 전에 예약해요` : `보통 입주 ${-s.medianDaysBefore!}일 뒤에 예약해요`}
              </p>
              <div className={styles.bar} aria-hidden="true">
                {s.timing.map((t, k) =>
                  t.percent > 0 ? <span key={t.bucket} style={{ width: `${t.percent}%`, background: SHADES[k] }} /> : null,
                )}
              </div>
              <ul className={styles.legend} aria-label={`${s.categoryName} 예약 시기`}>
                {s.timing
                  .filter((t) => t.percent > 0)
                  .map((t) => (
                    <li key={t.bucket}>
                      <span className={styles.swatch} style={{ background: SHADES[s.timing!.indexOf(t)] }} aria-hidden="true" />
                      입주 {BOOKING_TIMING_LABELS[t.bucket]} {t.percent}%
                    </li>
                  ))}
              </ul>
            </>
          ) : (
            <p className={styles.when}>예약 시기: {HIDDEN_FIGURE}</p>
          )}
          {s.averagePaid !== null && (
            <p className={styles.price}>
              평균 결제 <strong>{formatWon(s.averagePaid)}</strong>
              {s.averageRegular !== null && s.averageRegular > s.averagePaid && <s className={styles.regular}>{formatWon(s.averageRegular)}</s>}
              {savedText(s) && <span className={styles.saved}>{savedText(s)}</span>}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
