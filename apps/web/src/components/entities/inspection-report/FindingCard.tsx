import type { ReactNode } from 'react';
import { SeverityBadge, VerdictBadge } from './Badges';
import { ReportPhotoTile } from './ReportPhotoTile';
import type { ReportFinding, ReportPhoto } from './types';
import styles from './FindingCard.module.css';

export type OpenPhoto = (photos: readonly ReportPhoto[], index: number, alt: string) => void;

export interface FindingCardProps {
  finding: ReportFinding;
  /** Leave out the space name (the card sits under its space's heading). */
  hideSpace?: boolean;
  onOpenPhoto: OpenPhoto;
  /** Below the card: the repair checklist on the resident's page. */
  footer?: ReactNode;
}

/**
 * One finding: its number, what and where ('도배 · 창문 아래 벽'), severity, the trade, the description, measured
 * against allowed for a measurement, and the photos with the inspector's marks.
 */
export function FindingCard({ finding, hideSpace = false, onOpenPhoto, footer }: FindingCardProps) {
  const meta = [hideSpace ? null : finding.spaceName, finding.type === 'visual' ? finding.categoryLabel : finding.typeLabel]
    .filter(Boolean)
    .join(' · ');
  const alt = `${finding.spaceName} ${finding.title}`;
  return (
    <article className={styles.card} aria-label={`${finding.no}. ${finding.title}`}>
      <header className={styles.head}>
        <span className={styles.no} aria-hidden="true">
          {finding.no}
        </span>
        <h4 className={styles.title}>{finding.title}</h4>
        <SeverityBadge severity={finding.severity} label={finding.severityLabel} />
      </header>
      {meta && <p className={styles.place}>{meta}</p>}
      {finding.description && <p className={styles.description}>{finding.description}</p>}
      {finding.measuredText !== null && (
        <dl className={styles.measure}>
          <div>
            <dt>측정</dt>
            <dd>{finding.measuredText}</dd>
          </div>
          <div>
            <dt>기준</dt>
            <dd>{finding.allowedText}</dd>
          </div>
          {/* A reading to confirm already says 확인 필요 in its header badge. */}
          {finding.verdict && finding.verdictLabel && finding.verdictLabel !== finding.severityLabel && (
            <div className={styles.verdict}>
              <VerdictBadge verdict={finding.verdict} label={finding.verdictLabel} />
            </div>
          )}
        </dl>
      )}
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
