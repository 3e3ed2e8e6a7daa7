import { Heart } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useModal } from '../../../components/ui/ModalHost/ModalHost';
import { useToast } from '../../../components/ui/Toast/Toast';
import { cx } from '../../../lib/cx';
import { errorMessage } from '../../../lib/error-message';
import { loginPath, useAuth } from '../../auth';
import { useHearts } from '../api/listZzims';
import { useToggleZzim } from '../api/createZzim';
import { ZZIMS_PATH } from '../paths';
import styles from './ZzimButton.module.css';

export interface ZzimButtonProps {
  itemIdx: number;
  /** Names the item for screen readers ('프리미엄 입주청소 찜하기'). */
  itemName: string;
  /** overlay: white heart on a photo (cards); plain: grey heart on white (the item page). */
  variant?: 'overlay' | 'plain';
  className?: string;
}

/**
 * The heart (찜) of a service. Every heart reads one shared query of my hearts; a tap changes it at once
 * and goes back if saving fails. Signed out, it offers to sign in and come back here. It stops the click
 * from reaching a card link around it.
 */
export function ZzimButton({ itemIdx, itemName, variant = 'overlay', className }: ZzimButtonProps) {
  const { isLoggedIn, initialized } = useAuth();
  const hearts = useHearts(isLoggedIn);
  const toggle = useToggleZzim();
  const modal = useModal();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();

  const zzimIdx = hearts.data?.[itemIdx];
  const on = isLoggedIn && zzimIdx !== undefined;
  const saving = zzimIdx === null || toggle.isPending;

  const onClick = async (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (!initialized) return;
    if (!isLoggedIn) {
      const go = await modal.confirm({
        title: '로그인하고 찜해 보세요',
        body: '마음에 드는 서비스를 찜해 두면 내 정보의 찜한 서비스에서 다시 볼 수 있어요.',
        confirmLabel: '로그인하기',
        cancelLabel: '나중에',
      });
      if (go) navigate(loginPath(`${location.pathname}${location.search}`));
      return;
    }
    if (!hearts.data || saving) return;
    try {
      await toggle.mutateAsync({ itemIdx, zzimIdx: zzimIdx ?? undefined });
      if (on) toast.show('찜을 해제했어요');
      else toast.show({ message: '찜했어요', actionLabel: '찜 목록', onAction: () => navigate(ZZIMS_PATH) });
    } catch (error) {
      toast.show(errorMessage(error, '찜을 저장하지 못했어요. 잠시 후 다시 시도해 주세요.'));
    }
  };

  return (
    <button
      type="button"
      className={cx(styles.button, styles[variant], on && styles.on, className)}
      aria-pressed={on}
      aria-busy={saving || undefined}
      aria-label={`${itemName} 찜하기`}
      onClick={(e) => void onClick(e)}
    >
      <Heart size={variant === 'overlay' ? 22 : 24} strokeWidth={2} aria-hidden="true" className={styles.icon} />
    </button>
  );
}
