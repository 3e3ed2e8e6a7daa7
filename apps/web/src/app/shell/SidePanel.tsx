import { QRCodeSVG } from 'qrcode.react';
import { Logo } from '../../components/layout/PageHeader';
import { ANDROID_STORE_URL, appDownloadUrl, IOS_STORE_URL } from '../../lib/config';
import styles from './SidePanel.module.css';

/** From 1200 px: a panel beside the column with the QR code and the store buttons. */
export function SidePanel() {
  return (
    <aside className={styles.panel} aria-label="입주 앱 설치" data-testid="side-panel">
      <Logo size={36} />
      <p className={styles.headline}>
        아파트 입주 준비,
        <br />
        우리 단지 특가로 한 번에
      </p>
      <p className={styles.body}>입주 청소부터 줄눈, 사전점검까지 휴대폰으로 비교하고 예약하세요.</p>
      <div className={styles.qr}>
        <QRCodeSVG value={appDownloadUrl()} size={132} marginSize={0} title="입주 앱 설치 페이지 QR 코드" />
        <p className={styles.qrCaption}>휴대폰 카메라로 QR 코드를 찍어 보세요</p>
      </div>
      <div className={styles.stores}>
        <a className={styles.store} href={IOS_STORE_URL} target="_blank" rel="noopener noreferrer">
          <AppleMark />
          App Store
        </a>
        <a className={styles.store} href={ANDROID_STORE_URL} target="_blank" rel="noopener noreferrer">
          <PlayMark />
          Google Play
        </a>
      </div>
    </aside>
  );
}

function AppleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M16.4 12.6c0-2.5 2-3.7 2.1-3.8-1.2-1.7-3-1.9-3.6-2-1.5-.2-3 .9-3.8.9-.8 0-2-.9-3.3-.9-1.7 0-3.3 1-4.1 2.5-1.8 3.1-.5 7.6 1.3 10.1.8 1.2 1.8 2.6 3.1 2.5 1.3 0 1.7-.8 3.3-.8 1.5 0 1.9.8 3.3.8 1.4 0 2.2-1.2 3-2.5 1-1.4 1.3-2.7 1.4-2.8-.1 0-2.7-1-2.7-4ZM14 5.2c.7-.8 1.1-2 1-3.2-1 0-2.2.7-2.9 1.5-.6.7-1.2 1.9-1 3 1.1.1 2.2-.6 2.9-1.3Z" />
    </svg>
  );
}

function PlayMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M4 2.8v18.4c0 .4.4.7.8.5L14 12 4.8 2.3c-.4-.2-.8.1-.8.5Z" fill="#34a853" />
      <path d="m14 12 3 3.1-11.4 6.5c-.3.2-.6.2-.8.1L14 12Z" fill="#ea4335" />
      <path d="m14 12-9.2-9.7c.2-.1.5-.1.8.1L17 8.9 14 12Z" fill="#4285f4" />
      <path d="m17 8.9 3.3 1.9c.9.5.9 1.9 0 2.4L17 15.1 14 12l3-3.1Z" fill="#fbbc04" />
    </svg>
  );
}
