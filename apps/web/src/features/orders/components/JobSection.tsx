import { particleAfter, type OrderLine } from '@ipju/contract';
import { Truck } from 'lucide-react';
import { Button } from '../../../components/ui/Button/Button';
import { useToast } from '../../../components/ui/Toast/Toast';
import { errorMessage } from '../../../lib/error-message';
import { useAnswerDateProposal } from '../api/answerDateProposal';
import styles from './JobSection.module.css';

/**
 * The company's steps as the resident sees them on a service: "업체가 일정을 확정했어요", "업체가 출발했어요 ·
 * 오전 9시~10시 도착 예정", a proposal of another date to accept or refuse, and the before/after photos.
 */
export function JobSection({ line }: { line: OrderLine }) {
  const { job } = line;
  const answer = useAnswerDateProposal();
  const toast = useToast();
  const photos = [...job.photos.before.map((p) => ({ ...p, label: '시공 전' })), ...job.photos.after.map((p) => ({ ...p, label: '시공 후' }))];
  if (!job.residentMessage && !job.proposal && photos.length === 0) return null;

  const reply = (value: 'accept' | 'refuse') =>
    answer.mutate(
      { lineIdx: line.lineIdx, answer: value },
      {
        onSuccess: () => toast.show(value === 'accept' ? '방문 일정을 바꿨어요. 업체에 알려 드렸어요.' : '원래 일정대로 방문해요. 업체에 알려 드렸어요.'),
        onError: (error) => toast.show(errorMessage(error, '답하지 못했어요. 잠시 후 다시 시도해 주세요.')),
      },
    );

  return (
    <div className={styles.job} data-testid={`job-${line.lineIdx}`}>
      {job.residentMessage && !job.proposal && (
        <p className={styles.message} role="status">
          <Truck size={16} aria-hidden="true" />
          {job.residentMessage}
        </p>
      )}
      {job.proposal && (
        <div className={styles.proposal}>
          <p>
            <strong>{line.partner.companyName}</strong>에서 방문 일정을 <strong>{job.proposal.label}</strong>{particleAfter(job.proposal.label, '으로/로')} 바꾸자고 제안했어요.
          </p>
          <div className={styles.buttons}>
            <Button size="md" variant="secondary" disabled={answer.isPending} onClick={() => reply('refuse')}>
              원래 일정 유지
            </Button>
            <Button size="md" loading={answer.isPending} onClick={() => reply('accept')}>
              제안 수락
            </Button>
          </div>
        </div>
      )}
      {photos.length > 0 && (
        <ul className={styles.photos} aria-label="시공 사진">
          {photos.map((p) => (
            <li key={p.photoIdx}>
              <img src={p.url} alt={`${p.label} 사진`} width={88} height={88} loading="lazy" />
              <span>{p.label}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
