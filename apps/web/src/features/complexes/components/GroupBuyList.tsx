import type { GroupBuy } from '@ipju/contract';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button/Button';
import { formatNumber } from '../../../lib/format';
import { HIDDEN_FIGURE } from './figures';
import styles from './GroupBuyList.module.css';

/**
 * 단지 특가 as group buys: households joined, the rate now and the next step. The report and the complex
 * pages show the same list (one implementation, the server's one computation).
 */
export function GroupBuyList({ groupBuys, limit }: { groupBuys: GroupBuy[]; limit?: number }) {
  const [all, setAll] = useState(false);
  const shown = limit && !all ? groupBuys.slice(0, limit) : groupBuys;
  if (!shown.length) return <p className={styles.empty}>아직 열린 공동구매 특가가 없어요. 입주민이 모이면 특가가 열려요.</p>;
  return (
    <>
    <ul className={styles.list}>
      {shown.map((g) => {
        const target = g.next?.minHouseholds ?? g.steps.at(-1)?.minHouseholds ?? null;
        const progress = g.households !== null && target ? Math.min(100, Math.round((g.households / target) * 100)) : null;
        return (
          <li key={g.itemIdx} className={styles.card}>
            <div className={styles.head}>
              <span className={styles.category}>{g.categoryName}</span>
              <span className={styles.rate}>{g.currentRate}% 할인 중</span>
            </div>
            <p className={styles.name}>
              {g.itemName}
              <span className={styles.company}> · {g.companyName}</span>
            </p>
            <p className={styles.joined}>
              <Users size={16} aria-hidden="true" />
              참여 {g.households === null ? HIDDEN_FIGURE : `${formatNumber(g.households)}세대`}
            </p>
            {progress !== null && (
              <div
                className={styles.bar}
                role="progressbar"
                aria-label="다음 할인까지 모인 세대"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={progress}
              >
                <span style={{ width: `${progress}%` }} />
              </div>
            )}
            <p className={styles.next}>
              {g.next
                ? g.next.householdsToGo !== null
                  ? `${formatNumber(g.next.householdsToGo)}세대가 더 모이면 ${g.next.discountRate}% 할인돼요`
                  : `${formatNumber(g.next.minHouseholds)}세대가 모이면 ${g.next.discountRate}% 할인돼요`
                : g.steps.length
                  ? '마지막 단계까지 모였어요. 가장 큰 할인이 적용되고 있어요'
                  : '참여 세대와 관계없이 같은 특가예요'}
            </p>
          </li>
        );
      })}
    </ul>
    {shown.length < groupBuys.length && (
      <Button variant="secondary" fullWidth onClick={() => setAll(true)}>
        공동구매 {groupBuys.length - shown.length}개 더 보기
      </Button>
    )}
    </>
  );
}
