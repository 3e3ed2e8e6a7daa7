import {
  CONSULTATION_KIND_LABELS,
  CONSULTATION_STATUS_LABELS,
  CONSULTATION_TIME_LABELS,
  type Consultation,
  type StaffConsultation,
} from '@ipju/contract';
import type { describeResponses } from '../surveys';
import type { ConsultationRow } from './consultation.repository';

type Described = Awaited<ReturnType<typeof describeResponses>>;

export function toConsultation(row: ConsultationRow, surveys: Described): Consultation {
  return {
    consultationIdx: row.consultationIdx,
    kind: row.kind,
    kindLabel: CONSULTATION_KIND_LABELS[row.kind],
    name: row.name,
    phone: row.phone,
    apartmentIdx: row.apartmentIdx,
    complexName: row.complexName,
    pyeong: row.pyeong,
    preferredDate: row.preferredDate,
    preferredTime: row.preferredTime,
    preferredTimeLabel: CONSULTATION_TIME_LABELS[row.preferredTime],
    needs: row.needs,
    status: row.status,
    statusLabel: CONSULTATION_STATUS_LABELS[row.status],
    canCancel: row.status === 'requested',
    survey: row.surveyResponseIdx ? (surveys.get(row.surveyResponseIdx) ?? null) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toStaffConsultation(row: ConsultationRow, surveys: Described): StaffConsultation {
  return { ...toConsultation(row, surveys), residentIdx: row.residentIdx, staffIdx: row.staffIdx, staffMemo: row.staffMemo };
}
