import { FileDown, FileSpreadsheet, FolderArchive, Send } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './ReportDownloads.module.css';

export type DownloadKind = 'pdf' | 'excel' | 'images' | 'repairPack';

const DOWNLOADS: { kind: DownloadKind; icon: ReactNode; label: string; hint: string }[] = [
  { kind: 'pdf', icon: <FileDown />, label: '보고서 PDF', hint: '인쇄하거나 보관해요' },
  { kind: 'excel', icon: <FileSpreadsheet />, label: '하자 목록 엑셀', hint: '시공사에 그대로 내요' },
  { kind: 'images', icon: <FolderArchive />, label: '사진 묶음', hint: '공간별 폴더로 받아요' },
  { kind: 'repairPack', icon: <Send />, label: '하자보수 신청 묶음', hint: '공종별 목록과 사진' },
];

/** The report's files, each a plain link the browser downloads (with the same access as the page). */
export function ReportDownloads({ hrefs }: { hrefs: Record<DownloadKind, string> }) {
  return (
    <section className={styles.section} aria-labelledby="report-downloads">
      <h2 id="report-downloads" className={styles.title}>
        파일로 받기
      </h2>
      <ul className={styles.grid}>
        {DOWNLOADS.map((d) => (
          <li key={d.kind}>
            <a className={styles.link} href={hrefs[d.kind]} download>
              <span className={styles.icon} aria-hidden="true">
                {d.icon}
              </span>
              <span className={styles.label}>{d.label}</span>
              <span className={styles.hint}>{d.hint}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
