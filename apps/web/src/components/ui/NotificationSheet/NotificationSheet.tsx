import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { shouldOpen, snooze } from '../../../lib/popup-snooze';
import { BottomSheet } from '../BottomSheet/BottomSheet';
import { Button } from '../Button/Button';
import styles from './NotificationSheet.module.css';

export const NOTIFICATION_SHEET_KEY = 'notification-sheet';

export interface NotificationSheetProps {
  /** Push permission from the native app (PERMISSION_GRANTED message); null/undefined = unknown. */
  permissionGranted: boolean | null | undefined;
  /** Whether this screen may show the sheet. */
  active: boolean;
  /** Opens the notification settings (native settings or /notification/setting). */
  onEnable: () => void;
  /** Called whenever the sheet is dismissed (any button, overlay, Escape). */
  onDismiss?: () => void;
}

/**
 * Invites to turn on push alerts. Shown only when permission is known to be denied
 * (permissionGranted === false), `active`, and not snoozed ('일주일간 보지 않기').
 */
export function NotificationSheet({ permissionGranted, active, onEnable, onDismiss }: NotificationSheetProps) {
  const [dismissed, setDismissed] = useState(false);
  // Read the snooze once per mount; later changes come from this component itself.
  const [snoozed] = useState(() => !shouldOpen(NOTIFICATION_SHEET_KEY));
  const isOpen = permissionGranted === false && active && !dismissed && !snoozed;

  const dismiss = () => {
    setDismissed(true);
    onDismiss?.();
  };

  return (
    <BottomSheet isOpen={isOpen} onClose={dismiss}>
      <BottomSheet.Header title="알림을 켜고 일정 소식을 받아 보세요" showClose={false} />
      <BottomSheet.Content>
        <div className={styles.icon} aria-hidden="true">
          <BellRing size={40} strokeWidth={1.5} />
        </div>
        <p className={styles.text}>
          시공 일정 확정, 방문 전 안내, 쿠폰 소식을 놓치지 않게 알려 드려요. 설정에서 알림을 켜 주세요.
        </p>
      </BottomSheet.Content>
      <BottomSheet.Footer direction="column">
        <Button
          size="lg"
          fullWidth
          onClick={() => {
            onEnable();
            dismiss();
          }}
        >
          알림 켜기
        </Button>
        <div className={styles.secondary}>
          <button
            type="button"
            className={styles.link}
            onClick={() => {
              snooze(NOTIFICATION_SHEET_KEY, 'week');
              dismiss();
            }}
          >
            일주일간 보지 않기
          </button>
          <button type="button" className={styles.link} onClick={dismiss}>
            닫기
          </button>
        </div>
      </BottomSheet.Footer>
    </BottomSheet>
  );
}
