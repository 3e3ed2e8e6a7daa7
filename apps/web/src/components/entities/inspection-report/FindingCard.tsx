import type { ReactNode } from 'react';
import { SeverityBadge, VerdictBadge } from './Badges';
import { CATEGORY_LABELS, TYPE_LABELS } from './labels';
import { ReportPhotoTile } from './ReportPhotoTile';
import type { ReportFinding, ReportPhoto } from './types';
import styles from './FindingCard.module.css';

/** Where a finding is: '침실1 · 창문 아래 벽'. */
export function findingPlace(finding: Pick<ReportFinding, 'spaceName' | 'location'>): string {
  return [finding.spaceName, finding.location].filter(Boolean).join(' · ');
}

/** The finding's heading: its trade for a visual defect ('도배'), else its measurement type ('열화상'). */
export function findingTitle(finding: Pick<ReportFinding, 'type' | 'category'>): string {
  return finding.type === 'visual' && finding.category ? CATEGORY_LABELS[finding.category] : TYPE_LABELS[finding.type];
}

export interface FindingCardProps {
  finding: ReportFinding;
  /** Leave out the space name (the card sits under its space's heading). */
  hideSpace?: boolean;
  onOpenPhoto: (photos: readonly ReportPhoto[], index: number, alt: string) => void;
  /** Below the card: the repair checklist on the resident's page. */
  footer?: ReactNode;
}

/** One defect or measurement finding: trade and severity, where, what, measured vs allowed, photos with marks. */
export function FindingCard({ finding, hideSpace = false, onOpenPhoto, footer }: FindingCardProps) {
  const title = findingTitle(finding);
  const place = hideSpace ? finding.location : findingPlace(finding);
  const alt = [finding.spaceName, finding.location, title].filter(Boolean).join(' ');
  return (
    <article className={styles.card} aria-label={`${title} ${place}`.trim()}>
      <header className={styles.head}>
        <h4 className={styles.title}>{title}</h4>
        {finding.severity && <SeverityBadge severity={finding.severity} />}
        {!finding.severity && finding.judgement && <VerdictBadge verdict={finding.judgement.verdict} />}
      </header>
      {place && <p className={styles.place}>{place}</p>}
      {finding.description && <p className={styles.description}>{finding.description}</p>}
      {finding.judgement && (
        <dl className={styles.measure}>
          <div>
            <dt>측정</dt>
            <dd>{finding.judgement.measuredText}</dd>
          </div>
          <div>
            <dt>기준</dt>
            <dd>{finding.judgement.allowedText}</dd>
          </div>
        </dl>
      )}
      {finding.comment && <p className={styles.comment}>{finding.comment}</p>}
      {finding.photos.length > 0 && (
        <ul className={styles.photos} aria-label="사진">
          {finding.photos.map((photo, index) => (
            <li key={photo.photoIdx}>
              <ReportPhotoTile photo={photo} alt={`${alt} 사진 ${index + 1}`} onOpen={() => onOpenPhoto(finding.photos, index, alt)} />
            </li>
          ))}
        </ul>
      )}
      {footer}
    </article>
  );
}
