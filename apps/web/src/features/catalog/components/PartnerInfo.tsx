import type { ItemPartnerProfile } from '@ipju/contract';
import { BadgeCheck, Star } from 'lucide-react';
import { ProgressiveImage } from '../../../components/ui/ProgressiveImage/ProgressiveImage';
import { Skeleton, SkeletonGroup, SkeletonText } from '../../../components/ui/Skeleton/Skeleton';
import { formatNumber } from '../../../lib/format';
import { useItemPartner } from '../api/getItemPartner';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import styles from './PartnerInfo.module.css';

const DAYS: [string, string][] = [
  ['mon', '월'],
  ['tue', '화'],
  ['wed', '수'],
  ['thu', '목'],
  ['fri', '금'],
  ['sat', '토'],
  ['sun', '일'],
];

/** '월~금 09:00~18:00 · 토 09:00~13:00 · 일 휴무': consecutive days with the same hours are joined. */
export function formatHours(hours: ItemPartnerProfile['hours']): string {
  const runs: { from: string; to: string; text: string }[] = [];
  for (const [key, label] of DAYS) {
    const h = hours[key];
    const text = h ? `${h.open}~${h.close}` : '휴무';
    const last = runs[runs.length - 1];
    if (last && last.text === text) last.to = label;
    else runs.push({ from: label, to: label, text });
  }
  return runs.map((run) => `${run.from === run.to ? run.from : `${run.from}~${run.to}`} ${run.text}`).join(' · ');
}

export function PartnerInfo({ itemIdx }: { itemIdx: number }) {
  const partner = useItemPartner(itemIdx);
  if (partner.isError) return <LoadError title="업체 정보를 불러오지 못했어요" error={partner.error} onRetry={() => void partner.refetch()} />;
  if (partner.isPending) {
    return (
      <SkeletonGroup label="업체 정보를 불러오는 중이에요" className={styles.root}>
        <div className={styles.head}>
          <Skeleton width={56} height={56} radius={12} />
          <div style={{ flex: 1 }}>
            <SkeletonText lines={2} />
          </div>
        </div>
        <SkeletonText lines={6} />
      </SkeletonGroup>
    );
  }
  const p = partner.data;
  return (
    <div className={styles.root}>
      <div className={styles.head}>
        <ProgressiveImage src={p.logoUrl} alt="" aspectRatio={1} sizes="56px" className={styles.logo} />
        <div className={styles.headText}>
          <p className={styles.company}>{p.companyName}</p>
          <p className={styles.rating}>
            <Star size={14} aria-hidden="true" className={styles.star} />
            <span className="visually-hidden">평점</span> {p.ratingAvg.toFixed(1)}
            <span className={styles.muted}>
              {' '}
              · 후기 {formatNumber(p.reviewCount)}개 · 시공 {formatNumber(p.completedCount)}건
            </span>
          </p>
        </div>
      </div>
      {p.badges.length > 0 && (
        <ul className={styles.badges} aria-label="운영팀이 확인한 인증">
          {p.badges.map((b) => (
            <li key={b.kind} className={styles.badge} title={b.detail}>
              <BadgeCheck size={16} aria-hidden="true" />
              {b.label}
            </li>
          ))}
        </ul>
      )}
      {p.intro && <p className={styles.intro}>{p.intro}</p>}
      {p.description && <p className={styles.description}>{p.description}</p>}
      <dl className={styles.facts}>
        <div>
          <dt>대표자</dt>
          <dd>{p.ceoName}</dd>
        </div>
        <div>
          <dt>사업자등록번호</dt>
          <dd>{p.businessNumber}</dd>
        </div>
        <div>
          <dt>주소</dt>
          <dd>{p.address}</dd>
        </div>
        <div>
          <dt>업력</dt>
          <dd>
            {p.yearsInBusiness}년째 ({p.establishedYear}년 설립)
          </dd>
        </div>
        <div>
          <dt>직원 수</dt>
          <dd>{formatNumber(p.employees)}명</dd>
        </div>
        <div>
          <dt>서비스 지역</dt>
          <dd>{p.serviceAreas.length > 0 ? p.serviceAreas.join(', ') : '상담 시 안내해 드려요'}</dd>
        </div>
        {p.categories.length > 0 && (
          <div>
            <dt>제공 서비스</dt>
            <dd>{p.categories.map((c) => c.name).join(', ')}</dd>
          </div>
        )}
        <div>
          <dt>영업시간</dt>
          <dd>
            {formatHours(p.hours)}
            {p.lunchBreak && ` · 점심시간 ${p.lunchBreak.start}~${p.lunchBreak.end}`}
            {p.closedOnHolidays && ' · 공휴일 휴무'}
          </dd>
        </div>
      </dl>
    </div>
  );
}
