import { Building2, ChevronRight } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { ChosenApartmentBar } from '../../apartment';
import type { ChosenApartment } from '../../apartment';
import styles from './ApartmentPrompt.module.css';

/** The chosen complex with a change button, or an invitation to choose one for special prices. */
export function ApartmentPrompt({ chosen }: { chosen: ChosenApartment | null }) {
  const location = useLocation();
  if (chosen) return <ChosenApartmentBar chosen={chosen} />;
  const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <Link to={`/apartment-register?redirect=${redirect}`} className={styles.prompt}>
      <Building2 size={20} aria-hidden="true" className={styles.icon} />
      <span className={styles.text}>
        <strong>우리 단지를 알려 주세요</strong>
        <span>단지 특가와 평형별 가격을 보여 드려요</span>
      </span>
      <ChevronRight size={20} aria-hidden="true" className={styles.chevron} />
    </Link>
  );
}
