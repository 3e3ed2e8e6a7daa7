import { useNavigate, useSearchParams } from 'react-router';
import { ApartmentPicker } from '../components/ApartmentPicker';
import { useChooseApartment } from '../useChooseApartment';
import styles from './ApartmentRegisterPage.module.css';

/** /apartment-register: choose the complex and 평형, then go back where the resident came from. */
export default function ApartmentRegisterPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { choose, saving } = useChooseApartment();
  const redirect = safeRedirect(params.get('redirect'));
  return (
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
          await choose(chosen);
          navigate(redirect, { replace: true });
        }}
      />
    </main>
  );
}

/** Only same-site paths, never '//host'. */
function safeRedirect(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return '/';
  return value;
}
