import { useState, type ReactNode } from 'react';
import { formatBuilders, formatDate } from '../../../lib/format';
import { ImageViewer } from '../../ui/ImageViewer/ImageViewer';
import { AnnotationLayer } from '../../ui/PhotoAnnotator/AnnotationLayer';
import { FindingCard } from './FindingCard';
import { MeasurementTables } from './MeasurementTables';
import { ReportSummary } from './ReportSummary';
import { StandardsList } from './StandardsList';
import type { InspectionReportDocument, ReportFinding, ReportPhoto } from './types';

import styles from './ReportView.module.css';

export interface ReportViewProps {
  document: InspectionReportDocument;
  /** Under each finding of the spaces part: the resident's repair checklist (nothing in the console preview). */
  renderFindingFooter?: (finding: ReportFinding) => ReactNode;
  /** Right under the home's header: the resident page's downloads. */
  afterCover?: ReactNode;
}

interface ViewerState {
  photos: readonly ReportPhoto[];
  alts: string[];
  index: number;
}

/**
 * A pre-move-in inspection report as the resident reads it: summary first, then every space's findings, then
 * each measurement type's table, then the standards with their sources and the disclaimers. It renders one
 * frozen report document and fetches nothing, so the inspector console's preview shows exactly this.
 */
export function ReportView({ document, renderFindingFooter, afterCover }: ReportViewProps) {
  const [viewer, setViewer] = useState<ViewerState | null>(null);
  const openPhoto = (photos: readonly ReportPhoto[], index: number, alt: string) =>
    setViewer({ photos, alts: photos.map((_, i) => `${alt} 사진 ${i + 1}`), index });
  const { home } = document;
  const withFindings = document.spaces.filter((space) => space.findings.length > 0);
  const clean = document.spaces.filter((space) => space.findings.length === 0);

  return (
    <div className={styles.report}>
      <header className={styles.cover}>
        <p className={styles.kicker}>사전점검 보고서</p>
        <h2 className={styles.home}>
          {home.complexName} {home.dong}동 {home.ho}호
        </h2>
        <dl className={styles.facts}>
          <div>
            <dt>평형</dt>
            <dd>{home.areaLabel}</dd>
          </div>
          <div>
            <dt>점검일</dt>
            <dd>{formatDate(home.visitDate, { weekday: true })}</dd>
          </div>
          <div>
            <dt>점검</dt>
            <dd>{document.company.name}</dd>
          </div>
          {home.builder && (
            <div>
              <dt>시공사</dt>
              <dd>{formatBuilders(home.builder)}</dd>
            </div>
          )}
        </dl>
      </header>
      {afterCover}

      <ReportSummary document={document} onOpenPhoto={openPhoto} />

      <section className={styles.section} aria-labelledby="report-spaces">
        <h2 id="report-spaces" className={styles.sectionTitle}>
          공간별 하자
        </h2>
        {withFindings.map((space) => (
          <div key={space.name} className={styles.block}>
            <h3 className={styles.blockTitle}>
              {space.name} <span className={styles.count}>{space.findings.length}건</span>
            </h3>
            <div className={styles.cards}>
              {space.findings.map((finding) => (
                <FindingCard
                  key={finding.taskIdx}
                  finding={finding}
                  hideSpace
                  onOpenPhoto={openPhoto}
                  footer={renderFindingFooter?.(finding)}
                />
              ))}
            </div>
          </div>
        ))}
        {clean.length > 0 && (
          // Spaces without a finding in one line, so the defects are not lost among empty headings.
          <p className={styles.cleanSpaces}>
            <strong>하자가 없는 공간</strong> {clean.map((space) => space.name).join(', ')}
          </p>
        )}
      </section>

      <MeasurementTables measurements={document.measurements} />
      <StandardsList standards={document.standards} disclaimers={document.disclaimers} />

      <ImageViewer
        isOpen={viewer !== null}
        onClose={() => setViewer(null)}
        images={viewer?.photos.map((p) => p.url) ?? []}
        alts={viewer?.alts}
        startIndex={viewer?.index ?? 0}
        renderOverlay={(i) => <PhotoMarks photo={viewer?.photos[i]} />}
      />
    </div>
  );
}

/**
 * The marks over a photo in the full-screen viewer, letterboxed like the photo. Only with the photo's size known:
 * without it the photo's true shape is unknown there, and the marks could not be placed.
 */
function PhotoMarks({ photo }: { photo: ReportPhoto | undefined }) {
  if (!photo || !photo.width || !photo.height || photo.annotations.length === 0) return null;
  return <AnnotationLayer shapes={photo.annotations} width={photo.width} height={photo.height} fit="contain" />;
}
