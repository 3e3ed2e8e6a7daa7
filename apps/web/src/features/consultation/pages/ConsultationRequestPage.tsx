import type { Consultation } from '@ipju/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useHideBottomNav } from '../../../components/layout/ShellContext';
import { useChosenApartment } from '../../apartment';
import { RequireAuth, useAuth } from '../../auth';
import { ConsultationDone } from '../components/ConsultationDone';
import { ConsultationForm, type KnownComplex } from '../components/ConsultationForm';
import { HOMESTYLING_PATH } from '../paths';

const positiveInt = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** /consultation/request(?surveyResponseIdx=): the request form, prefilled from the account, then the done screen. */
export default function ConsultationRequestPage() {
  // A flow with its own bottom action: the tabs would cover it.
  useHideBottomNav();
  const [done, setDone] = useState<Consultation | null>(null);
  return (
    <>
      <PageHeader title={done ? '상담 신청 완료' : '상담 신청'} back={!done} backFallback={HOMESTYLING_PATH} />
      <RequireAuth>{done ? <ConsultationDone consultation={done} /> : <RequestForm onDone={setDone} />}</RequireAuth>
    </>
  );
}

function RequestForm({ onDone }: { onDone: (c: Consultation) => void }) {
  const [params] = useSearchParams();
  const { user, apartment } = useAuth();
  const chosen = useChosenApartment();
  // The account's complex first, else the one chosen on this device, else the name the account holds.
  const complex: KnownComplex | null = apartment
    ? { apartmentIdx: apartment.apartmentIdx, name: apartment.name, pyeong: apartment.area?.pyeong ?? user?.pyeong ?? null }
    : chosen
      ? { apartmentIdx: chosen.apartmentIdx, name: chosen.name, pyeong: chosen.pyeong }
      : user?.complexName
        ? { apartmentIdx: user.apartmentIdx, name: user.complexName, pyeong: user.pyeong }
        : null;
  return (
    <ConsultationForm
      initialName={user?.name ?? ''}
      initialPhone={user?.phone ?? ''}
      complex={complex}
      surveyResponseIdx={positiveInt(params.get('surveyResponseIdx'))}
      onDone={(c) => {
        window.scrollTo?.({ top: 0 });
        onDone(c);
      }}
    />
  );
}
