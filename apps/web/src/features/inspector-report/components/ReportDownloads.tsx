import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/Button/Button';
import { useToast } from '../../../components/ui/Toast/Toast';
import { errorMessage } from '../../../lib/error-message';
import { useDownloadReport, type ReportFileKind } from '../api/downloadReportFile';
import styles from './ReportSections.module.css';

const FILES: { kind: ReportFileKind; label: string; fallbackName: string }[] = [
  { kind: 'pdf', label: '보고서 PDF', fallbackName: '사전점검보고서.pdf' },
  { kind: 'excel', label: '하자 목록 엑셀', fallbackName: '하자목록.xlsx' },
  { kind: 'images', label: '사진 묶음 (zip)', fallbackName: '점검사진.zip' },
];

/** Hands a downloaded file to the browser under its name. */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before freeing the bytes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** 내려받기: the latest report's PDF, the builder's Excel 하자 list and the photos by space. */
export function ReportDownloads({ inspectionIdx }: { inspectionIdx: number }) {
  const download = useDownloadReport();
  const toast = useToast();
  const busy = download.isPending ? download.variables.kind : null;
  return (
    <div className={styles.downloads} role="group" aria-label="내려받기">
      {FILES.map((f) => (
        <Button
          key={f.kind}
          variant="secondary"
          size="sm"
          leftIcon={<Download size={16} aria-hidden />}
          loading={busy === f.kind}
          disabled={busy !== null && busy !== f.kind}
          onClick={() =>
            download.mutate(
              { kind: f.kind, inspectionIdx },
              {
                onSuccess: ({ blob, fileName }) => saveFile(blob, fileName ?? f.fallbackName),
                onError: (error) => toast.show(errorMessage(error, '내려받지 못했어요. 잠시 후 다시 시도해 주세요.')),
              },
            )
          }
        >
          {f.label}
        </Button>
      ))}
    </div>
  );
}
