import { Bell, Building2, ChevronRight, LogOut, MessageCircleQuestion, Package, UserX } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useModal } from '../../../components/ui/ModalHost/ModalHost';
import { useToast } from '../../../components/ui/Toast/Toast';
import { errorMessage } from '../../../lib/error-message';
import { usePartnerLogoutMutation } from '../api/partnerLogout';
import { usePartnerWithdrawMutation } from '../api/partnerWithdraw';
import { usePartnerHeader } from '../components/PartnerHeader';
import { useSignedInPartner, usePartner } from '../PartnerProvider';
import styles from './PartnerMorePage.module.css';

const LINKS: { to: string; label: string; description: string; icon: LucideIcon }[] = [
  { to: '/partner/company', label: '업체 정보', description: '소개, 영업시간, 서비스 지역, 사업자 서류', icon: Building2 },
  { to: '/business/items', label: '상품 관리', description: '상품, 옵션, 평형별 가격, 시공 사진', icon: Package },
  { to: '/partner/questions', label: '입주민 문의', description: '우리 서비스에 달린 지식인 질문에 답변하기', icon: MessageCircleQuestion },
  { to: '/partner/notifications', label: '알림', description: '새 주문, 일정 변경, 취소, 리뷰 알림', icon: Bell },
];

/** /partner/more (더보기): the company's other pages, logout and withdrawal (SPEC section 5). */
export function PartnerMorePage() {
  usePartnerHeader({ title: '더보기' });
  const partner = useSignedInPartner();
  const { signOut } = usePartner();
  const modal = useModal();
  const toast = useToast();
  const logout = usePartnerLogoutMutation();
  const withdraw = usePartnerWithdrawMutation();
  const busy = logout.isPending || withdraw.isPending;

  const onLogout = () => {
    logout.mutate(undefined, {
      onSuccess: () => {
        signOut('logout'); // the guard then shows the sign-in page
      },
      onError: (error) => toast.show(errorMessage(error, '로그아웃하지 못했어요. 잠시 후 다시 시도해 주세요.')),
    });
  };

  const onWithdraw = async () => {
    const confirmed = await modal.confirm({
      title: '파트너 탈퇴할까요?',
      body: (
        <ul className={styles.warnings}>
          <li>{partner.companyName}의 모든 계정으로 더 이상 로그인할 수 없어요.</li>
          <li>고객에게 업체의 상품이 더 이상 보이지 않아요.</li>
          <li>이미 받은 주문과 정산 기록은 고객 안내와 정산을 위해 보관돼요.</li>
          <li>탈퇴는 되돌릴 수 없어요. 다시 이용하려면 고객센터로 문의해 주세요.</li>
        </ul>
      ),
      confirmLabel: '탈퇴하기',
      confirmVariant: 'danger',
    });
    if (!confirmed) return;
    withdraw.mutate(undefined, {
      onSuccess: () => {
        signOut('withdrawal');
      },
      onError: (error) => toast.show(errorMessage(error, '탈퇴하지 못했어요. 잠시 후 다시 시도해 주세요.')),
    });
  };

  return (
    <div className={styles.page}>
      <section className={styles.account} aria-label="로그인한 계정">
        <p className={styles.company}>{partner.companyName}</p>
        <p className={styles.email}>{partner.account.email}</p>
      </section>
      <ul className={styles.list}>
        {LINKS.map(({ to, label, description, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className={styles.row}>
              <Icon aria-hidden="true" size={22} className={styles.icon} />
              <span className={styles.text}>
                <span className={styles.label}>{label}</span>
                <span className={styles.description}>{description}</span>
              </span>
              <ChevronRight aria-hidden="true" size={20} className={styles.chevron} />
            </Link>
          </li>
        ))}
      </ul>
      <ul className={styles.list}>
        <li>
          <button type="button" className={styles.row} onClick={onLogout} disabled={busy}>
            <LogOut aria-hidden="true" size={22} className={styles.icon} />
            <span className={styles.label}>{logout.isPending ? '로그아웃하는 중…' : '로그아웃'}</span>
          </button>
        </li>
        <li>
          <button type="button" className={`${styles.row} ${styles.danger}`} onClick={() => void onWithdraw()} disabled={busy}>
            <UserX aria-hidden="true" size={22} className={styles.icon} />
            <span className={styles.label}>{withdraw.isPending ? '탈퇴하는 중…' : '탈퇴'}</span>
          </button>
        </li>
      </ul>
    </div>
  );
}
