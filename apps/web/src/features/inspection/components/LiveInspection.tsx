import { Link } from 'react-router';
import { useState } from 'react';
import { ReportPhotoTile, SeverityBadge, VerdictBadge } from '../../../components/entities/inspection-report';
import { ImageViewer } from '../../../components/ui/ImageViewer/ImageViewer';
import { formatDateTime } from '../../../lib/date-time';
import { formatDate } from '../../../lib/format';
import { LIVE_STATUSES } from '../live-status';
import { inspectionReportPath } from '../paths';
import type { InspectionLive, LiveTask } from '../types';
import styles from './LiveInspection.module.css';


/**
 * Following an inspection in progress: where the team is (each type writing or completed) and every task as it
 * is recorded, newest first, with photos and marks. Once the report exists it links there.
 */
export function LiveInspection({ live }: { live: InspectionLive }) {
  const [viewer, setViewer] = useState<{ images: string[]; index: number } | null>(null);
  const tasks = [...live.tasks].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.taskIdx - a.taskIdx);
  const following = LIVE_STATUSES.includes(live.status);
  return (
    <main className={styles.page}>
      <header className={styles.head}>
        <p className={styles.status} data-live={following || undefined}>
          {live.statusLabel}
        </p>
        <h2 className={styles.home}>{live.homeLabel}</h2>
        <p className={styles.meta}>
          {[live.areaLabel, live.companyName, live.visitDate ? formatDate(live.visitDate) : null].filter(Boolean).join(' · ')}
        </p>
        {following && <p className={styles.note}>기록이 생기면 이 화면에 바로 나타나요. 마지막 기록 {formatDateTime(live.updatedAt)}</p>}
        {live.latestReportIdx !== null && !following && (
          <Link to={inspectionReportPath(live.latestReportIdx)} className={styles.reportLink}>
            보고서 보기
          </Link>
        )}
      </header>

      <section className={styles.section} aria-labelledby="live-progress">
        <h2 id="live-progress" className={styles.sectionTitle}>
          점검 진행
        </h2>
        <ul className={styles.types}>
          {live.types.map((t) => (
            <li key={t.type} className={styles.type} data-state={t.state}>
              <span>{t.label}</span>
              <span className={styles.typeState}>
                {t.stateLabel} · {t.taskCount}건
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="live-tasks">
        <h2 id="live-tasks" className={styles.sectionTitle}>
          기록 {tasks.length}건
        </h2>
        {tasks.length === 0 ? (
          <p className={styles.empty}>아직 기록이 없어요. 점검이 시작되면 여기에 하나씩 나타나요.</p>
        ) : (
          <ul className={styles.tasks} aria-label="기록">
            {tasks.map((task) => (
              <LiveTaskCard key={task.taskIdx} task={task} onOpen={(index) => setViewer({ images: task.photos.map((p) => p.url), index })} />
            ))}
          </ul>
        )}
      </section>
      <ImageViewer isOpen={viewer !== null} onClose={() => setViewer(null)} images={viewer?.images ?? []} startIndex={viewer?.index ?? 0} />
    </main>
  );
}

function LiveTaskCard({ task, onOpen }: { task: LiveTask; onOpen: (index: number) => void }) {
  // A visual defect reads as its trade and severity; a measurement as its type and verdict.
  const visual = task.values.type === 'visual' ? task.values : null;
  const title = visual ? visual.categoryLabel : task.typeLabel;
  const place = [task.spaceName, task.location].filter(Boolean).join(' · ');
  return (
    <li className={styles.task}>
      <div className={styles.taskHead}>
        <h3 className={styles.taskTitle}>{title}</h3>
        {visual && <SeverityBadge severity={visual.severity} label={visual.severityLabel} />}
        {task.judgement && <VerdictBadge verdict={task.judgement.verdict} label={task.judgement.verdictLabel} />}
      </div>
      {place && <p className={styles.place}>{place}</p>}
      {visual?.description && <p className={styles.text}>{visual.description}</p>}
      {task.judgement && (
        <p className={styles.place}>
          측정 {task.judgement.measuredText} · 기준 {task.judgement.allowedText}
        </p>
      )}
      {task.comment && <p className={styles.place}>{task.comment}</p>}
      {task.photos.length > 0 && (
        <ul className={styles.photos} aria-label="사진">
          {task.photos.map((photo, index) => (
            <li key={photo.photoIdx}>
              <ReportPhotoTile photo={photo} alt={`${place} ${title} 사진 ${index + 1}`} onOpen={() => onOpen(index)} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
