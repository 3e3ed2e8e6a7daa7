import { ClipboardCheck } from 'lucide-react';
import { useState } from 'react';
import { useGuestCautions } from '../api/getCautions';
import { getGuestKey } from '../guest-key';
import { CautionList } from './CautionList';
import styles from './Cautions.module.css';

/**
 * The general precautions for a visitor without an account (GET /cautions?guestKey=this device's key).
 * Renders nothing until they arrive (or when they cannot be loaded).
 */
export function GuestCautions() {
  const [guestKey] = useState(getGuestKey);
  const cautions = useGuestCautions(guestKey);
  if (!cautions.data?.general.length) return null;
  return (
    <section className={styles.block} aria-labelledby="guest-cautions">
      <h2 id="guest-cautions" className={styles.heading}>
        <ClipboardCheck size={20} aria-hidden="true" className={styles.headingIcon} />
        입주 서비스 받기 전에 알아 두세요
      </h2>
      <p className={styles.lead}>어떤 서비스를 예약하든 방문 전후로 챙기면 좋은 것들이에요.</p>
      <CautionList cautions={cautions.data.general} />
    </section>
  );
}
