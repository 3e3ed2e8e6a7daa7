import { CAUTION_TIMINGS } from '@ipju/contract';
import { ChevronDown, ClipboardCheck } from 'lucide-react';
import { useState } from 'react';
import { useGuestCautions } from '../api/getCautions';
import { getGuestKey } from '../guest-key';
import { CautionList } from './CautionList';
import styles from './Cautions.module.css';

/** How many precautions show before '더 보기' (my page stays short for a visitor). */
const FIRST = 3;

/**
 * The general precautions for a visitor without an account (GET /cautions?guestKey=this device's key):
 * the first few, and the rest behind '더 보기'. Renders nothing until they arrive (or when they cannot be
 * loaded).
 */
export function GuestCautions() {
  const [guestKey] = useState(getGuestKey);
  const [all, setAll] = useState(false);
  const cautions = useGuestCautions(guestKey);
  const general = [...(cautions.data?.general ?? [])].sort((a, b) => CAUTION_TIMINGS.indexOf(a.timing) - CAUTION_TIMINGS.indexOf(b.timing));
  if (!general.length) return null;
  const hidden = general.length - FIRST;
  return (
    <section className={styles.block} aria-labelledby="guest-cautions">
      <h2 id="guest-cautions" className={styles.heading}>
        <ClipboardCheck size={20} aria-hidden="true" className={styles.headingIcon} />
        입주 서비스 받기 전에 알아 두세요
      </h2>
      <p className={styles.lead}>어떤 서비스를 예약하든 방문 전후로 챙기면 좋은 것들이에요.</p>
      <div id="guest-cautions-list">
        <CautionList cautions={all ? general : general.slice(0, FIRST)} />
      </div>
      {hidden > 0 && (
        <button
          type="button"
          className={styles.more}
          aria-expanded={all}
          aria-controls="guest-cautions-list"
          onClick={() => setAll((v) => !v)}
        >
          {all ? '접기' : `${hidden}개 더 보기`}
          <ChevronDown size={16} aria-hidden="true" className={all ? styles.moreOpen : undefined} />
        </button>
      )}
    </section>
  );
}
