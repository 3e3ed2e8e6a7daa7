import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useAuth } from '../../auth';
import { residentHomesQuery } from '../api/listResidentHomes';
import { useUpdateResidentHome } from '../api/updateResidentHome';
import { ApartmentPicker } from '../components/ApartmentPicker';
import { HomeUnitForm } from '../components/HomeUnitForm';
import { useChooseApartment } from '../useChooseApartment';
import styles from './ApartmentRegisterPage.module.css';

/**
 * /apartment-register: choose the complex and 평형, then (signed in) the 동·호 and move-in date of that home,
 * which may wait ("나중에 입력할게요": checkout asks again), then go back where the resident came from.
 */
export default function ApartmentRegisterPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { isLoggedIn } = useAuth();
  const queryClient = useQueryClient();
  const updateHome = useUpdateResidentHome();
  const { choose, saving } = useChooseApartment();
  const [chosenName, setChosenName] = useState<string | null>(null);
  const redirect = safeRedirect(params.get('redirect'));
  const done = () => navigate(redirect, { replace: true });

  // The way back (to where the resident came from): the page hides the bottom navigation and had no other exit.
  const header = <PageHeader backFallback={redirect} documentTitle="우리 단지 등록" />;

  if (chosenName) {
    return (
      <>
        {header}
        <main className={styles.page}>
          <h1 className={styles.title}>
            몇 동 몇 호에
            <br />
            사시나요?
          </h1>
          <p className={styles.lead}>{chosenName}의 동·호수를 알려 주시면 업체가 방문할 집을 바로 찾아요. 결제할 때 다시 여쭤봐요.</p>
          <HomeUnitForm
            submitLabel="저장할게요"
            onSkip={done}
            onSubmit={async ({ dong, ho, moveInDate }) => {
              const homes = await queryClient.fetchQuery({ ...residentHomesQuery(), staleTime: 0 });
              const current = homes.find((h) => h.isCurrent);
              if (!current) return done();
              await updateHome.mutateAsync({ homeIdx: current.homeIdx, dong, ho, ...(moveInDate ? { moveInDate } : {}) });
              done();
            }}
          />
        </main>
      </>
    );
  }

  return (
    <>
      {header}
      <main className={styles.page}>
        <h1 className={styles.title}>
          우리 단지를
          <br />
          알려 주세요
        </h1>
        <p className={styles.lead}>단지와 평형에 맞는 특가와 가격을 보여 드릴게요.</p>
        <ApartmentPicker
          autoFocus
          submitting={saving}
          submitLabel="이 단지로 등록할게요"
          onComplete={async (chosen) => {
            const saved = await choose(chosen);
            if (isLoggedIn && saved) setChosenName(chosen.name);
            else done();
          }}
        />
      </main>
    </>
  );
}

/** Only same-site paths, never '//host'. */
function safeRedirect(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return '/';
  return value;
}
