import { arrivalWindow, JOB_STEP_LABELS, jobStepOf, type OrderJob, residentJobMessage, visitWords } from '@ipju/contract';
import type { LineRow } from './billing.repository';
import type { JobPhoto, JobRow } from './partner-jobs.repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);


/** The job as the company and the resident read it. */
export function toOrderJob(line: Pick<LineRow, 'status' | 'visitHour'>, job: JobRow | null | undefined, photos: readonly JobPhoto[]): OrderJob {
  const step = jobStepOf(line.status, job);
  const mine = photos;
  const photo = (p: JobPhoto) => ({ photoIdx: p.photoIdx, url: p.url });
  return {
    step,
    stepLabel: JOB_STEP_LABELS[step],
    residentMessage: residentJobMessage(step, line.visitHour),
    confirmedAt: iso(job?.confirmedAt ?? null),
    departedAt: iso(job?.departedAt ?? null),
    arrivalWindow: job?.departedAt ? arrivalWindow(line.visitHour) : null,
    proposal:
      job?.proposedAt && job.proposedDate
        ? { tz: job.proposedDate, time: job.proposedHour, label: visitWords({ visitDate: job.proposedDate, visitHour: job.proposedHour }), proposedAt: job.proposedAt.toISOString() }
        : null,
    lastAnswer: job?.proposalAnswer && job.answeredAt ? { answer: job.proposalAnswer, answeredAt: job.answeredAt.toISOString() } : null,
    photos: { before: mine.filter((p) => p.kind === 'before').map(photo), after: mine.filter((p) => p.kind === 'after').map(photo) },
  };
}

