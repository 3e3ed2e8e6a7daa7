import {
  Bell,
  Building2,
  Calculator,
  CalendarCheck2,
  CalendarCheck,
  ChevronRight,
  Coins,
  Flame,
  FileText,
  Gift,
  Heart,
  HelpCircle,
  Inbox,
  MessageCircle,
  MessageCircleQuestion,
  MessagesSquare,
  Sofa,
  Star,
  LogOut,
  Megaphone,
  PartyPopper,
  ReceiptText,
  Scale,
  ScrollText,
  ShieldCheck,
  TicketPercent,
  UserRound,
  UserX,
} from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/layout/PageHeader';
import { Button } from '../../../components/ui/Button/Button';
import { useModal } from '../../../components/ui/ModalHost/ModalHost';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { useToast } from '../../../components/ui/Toast/Toast';
import { REFERRAL_POINTS } from '@ipju/contract';
import { formatNumber, formatPhone, formatPoints, formatPyeong } from '../../../lib/format';
import { ORDERS_PATH, RECEIPTS_PATH, RESERVE_PATH } from '../../../lib/paths';
import { chosenApartmentLabel, HomesSection, useAdoptAccountApartment } from '../../apartment';
import { CHAT_PATH, useUnreadChatCount } from '../../chat';
import { MoveInReportBanner } from '../../complexes';
import { loginPath, useAuth } from '../../auth';
import { GuestCautions } from '../../cautions';
import { MY_CONSULTATIONS_PATH } from '../../consultation';
import { MY_FIRE_INSURANCE_PATH } from '../../fire-insurance';
import { MOVE_IN_RESERVATION_PATH } from '../../move-in';
import { MOVE_IN_CALCULATOR_PATH } from '../../move-in-calculator';
import { EVENTS_PATH } from '../../events';
import { policyPath } from '../../legal';
import { NotificationBell, NOTIFICATION_SETTING_PATH, NOTIFICATIONS_PATH } from '../../notifications';
import { MY_QUESTIONS_PATH } from '../../questions';
import { MY_REVIEWS_PATH } from '../../reviews';
import { COUPONS_PATH, POINTS_PATH, REFERRAL_PATH, useCouponSummary, usePointsSummary } from '../../rewards';
import { MY_SURVEYS_PATH, usePendingSurveyCount } from '../../surveys';
import { ZZIMS_PATH } from '../../zzims';
import styles from './MyPage.module.css';

/** /my-page: who I am, my complex and 평형 (with a change button), account links. */
export default function MyPage() {
  const auth = useAuth();
  const chosen = useAdoptAccountApartment();
  const navigate = useNavigate();
  const modal = useModal();
  const toast = useToast();
  const [loggingOut, setLoggingOut] = useState(false);
  const unreadChats = useUnreadChatCount(Boolean(auth.user));

  const onLogout = async () => {
    const ok = await modal.confirm({
      title: '로그아웃할까요?',
      body: '다시 로그인하면 저장한 단지와 예약을 그대로 볼 수 있어요.',
      confirmLabel: '로그아웃',
      cancelLabel: '취소',
    });
    if (!ok) return;
    setLoggingOut(true);
    try {
      await auth.logout();
      toast.show('로그아웃했어요');
    } catch {
      toast.show('로그아웃하지 못했어요. 잠시 후 다시 시도해 주세요.');
    } finally {
      setLoggingOut(false);
    }
  };

  const { user, apartment } = auth;
  // The account's complex (name, 평형, 동·호) when signed in, else this device's choice.
  const complexName = apartment?.name ?? chosen?.name ?? null;
  const areaText = apartment?.area
    ? formatPyeong(apartment.area.pyeong, apartment.area.exclusiveArea)
    : chosen
      ? chosenApartmentLabel(chosen)
      : null;
  const dongHo = apartment && (apartment.dong || apartment.ho) ? `${apartment.dong ? `${apartment.dong}동 ` : ''}${apartment.ho ? `${apartment.ho}호` : ''}` : null;

  return (
    <>
      <PageHeader title="내 정보" back={false} right={<NotificationBell />} />
      <main className={styles.page}>
        {!auth.initialized ? (
          <SkeletonGroup className={styles.profile}>
            <Skeleton width={56} height={56} circle />
            <div className={styles.profileText}>
              <Skeleton width="40%" height={22} />
              <Skeleton width="55%" height={15} />
            </div>
          </SkeletonGroup>
        ) : user ? (
          <section className={styles.profile} aria-label="내 프로필">
            <span className={styles.avatar} aria-hidden="true">
              <UserRound size={28} />
            </span>
            <div className={styles.profileText}>
              {user.name ? (
                <p className={styles.name} data-testid="my-name">
                  {user.name}님
                </p>
              ) : (
                <Link to="/change-member" className={styles.nameMissing}>
                  이름을 등록해 주세요
                  <ChevronRight size={16} aria-hidden="true" />
                </Link>
              )}
              <p className={styles.phone}>{user.phone ? formatPhone(user.phone) : '휴대폰 번호 없음'}</p>
            </div>
          </section>
        ) : (
          <section className={styles.signedOut} aria-labelledby="my-signin">
            <p id="my-signin" className={styles.signedOutTitle}>
              로그인하고 입주 준비를 이어 가세요
            </p>
            <p className={styles.signedOutText}>단지를 저장하고, 예약 일정과 쿠폰을 한곳에서 확인할 수 있어요.</p>
            <Button size="lg" fullWidth onClick={() => navigate(loginPath('/my-page'))}>
              휴대폰 번호로 로그인하기
            </Button>
          </section>
        )}

        <section className={styles.complex} aria-labelledby="my-complex">
          <div className={styles.complexHead}>
            <h2 id="my-complex" className={styles.sectionTitle}>
              우리 단지
            </h2>
            <Link to="/apartment-register?redirect=%2Fmy-page" className={styles.change}>
              {complexName ? '변경' : '등록'}
              <span className="visually-hidden">: 단지와 평형</span>
            </Link>
          </div>
          {auth.apartmentLoading ? (
            <SkeletonGroup>
              <Skeleton width="60%" height={20} />
            </SkeletonGroup>
          ) : complexName ? (
            <div className={styles.complexBody}>
              <Building2 size={20} aria-hidden="true" className={styles.complexIcon} />
              <div>
                <p className={styles.complexName} data-testid="my-complex">
                  {complexName}
                </p>
                <p className={styles.complexArea}>{[areaText, dongHo].filter(Boolean).join(' · ')}</p>
              </div>
            </div>
          ) : (
            <p className={styles.complexEmpty}>단지를 등록하면 우리 단지 특가와 평형별 가격을 볼 수 있어요.</p>
          )}
          {chosen && <MoveInReportBanner complexName={chosen.name} />}
        </section>

        {user && <HomesSection />}

        {auth.initialized && !user && <GuestCautions />}

        {user && <ShoppingMenu />}
        {user && <ActivityMenu />}

        <nav aria-label="내 정보 메뉴">
          <ul className={styles.menu}>
            {user && (
              <MenuLink to="/change-member" icon={<UserRound size={20} />}>
                회원정보 수정
              </MenuLink>
            )}
            {user && (
              <MenuLink to={NOTIFICATIONS_PATH} icon={<Inbox size={20} />}>
                알림함
              </MenuLink>
            )}
            {user && (
              <MenuLink
                to={CHAT_PATH}
                icon={<MessageCircle size={20} />}
                value={unreadChats ? `새 메시지 ${formatNumber(unreadChats)}개` : undefined}
                highlight={Boolean(unreadChats)}
              >
                채팅
              </MenuLink>
            )}
            <MenuLink to={NOTIFICATION_SETTING_PATH} icon={<Bell size={20} />}>
              알림 설정
            </MenuLink>
            <MenuLink to={EVENTS_PATH} icon={<PartyPopper size={20} />}>
              이벤트
            </MenuLink>
            <MenuLink to="/notice" icon={<Megaphone size={20} />}>
              공지사항
            </MenuLink>
            <MenuLink to="/faq" icon={<HelpCircle size={20} />}>
              자주 묻는 질문
            </MenuLink>
            <MenuLink to="/contents/login-info" icon={<FileText size={20} />}>
              로그인 안내
            </MenuLink>
            <MenuLink to={policyPath('terms')} icon={<Scale size={20} />}>
              이용약관
            </MenuLink>
            <MenuLink to={policyPath('privacy')} icon={<ShieldCheck size={20} />}>
              개인정보처리방침
            </MenuLink>
          </ul>
          {user && (
            <ul className={styles.menu}>
              <li>
                <button type="button" className={styles.menuItem} onClick={() => void onLogout()} disabled={loggingOut}>
                  <LogOut size={20} aria-hidden="true" className={styles.menuIcon} />
                  <span>로그아웃</span>
                </button>
              </li>
              <MenuLink to="/quit" icon={<UserX size={20} />} muted>
                회원 탈퇴
              </MenuLink>
            </ul>
          )}
        </nav>
      </main>

    </>
  );
}

/** Signed in: orders, coupons (with the usable count), points (balance), receipts and the referral. */
function ShoppingMenu() {
  const coupons = useCouponSummary();
  const points = usePointsSummary();
  return (
    <nav aria-labelledby="my-shopping" className={styles.shopping}>
      <h2 id="my-shopping" className={styles.shoppingTitle}>
        주문·혜택
      </h2>
      <ul className={styles.menuPlain}>
        <MenuLink to={ORDERS_PATH} icon={<ScrollText size={20} />}>
          주문 내역
        </MenuLink>
        <MenuLink to={RESERVE_PATH} icon={<CalendarCheck size={20} />}>
          방문 견적
        </MenuLink>
        <MenuLink
          to={COUPONS_PATH}
          icon={<TicketPercent size={20} />}
          value={coupons.data ? `${formatNumber(coupons.data.availableCount)}장` : undefined}
        >
          쿠폰
        </MenuLink>
        <MenuLink to={POINTS_PATH} icon={<Coins size={20} />} value={points.data ? formatPoints(points.data.balance) : undefined}>
          포인트
        </MenuLink>
        <MenuLink to={RECEIPTS_PATH} icon={<ReceiptText size={20} />}>
          영수증
        </MenuLink>
        <MenuLink to={REFERRAL_PATH} icon={<Gift size={20} />} highlight>
          이웃 초대하고 {formatPoints(REFERRAL_POINTS)} 받기
        </MenuLink>
      </ul>
    </nav>
  );
}

/** Signed in: what I wrote, kept and asked for (reviews, hearts, questions, consultations). */
function ActivityMenu() {
  // Finished services whose satisfaction survey waits for an answer.
  const pendingSurveys = usePendingSurveyCount();
  return (
    <nav aria-labelledby="my-activity" className={styles.shopping}>
      <h2 id="my-activity" className={styles.shoppingTitle}>
        나의 활동
      </h2>
      <ul className={styles.menuPlain}>
        <MenuLink to={MY_REVIEWS_PATH} icon={<Star size={20} />}>
          내 후기
        </MenuLink>
        <MenuLink to={ZZIMS_PATH} icon={<Heart size={20} />}>
          찜한 서비스
        </MenuLink>
        <MenuLink to={MY_QUESTIONS_PATH} icon={<MessageCircleQuestion size={20} />}>
          내 질문
        </MenuLink>
        <MenuLink
          to={MY_SURVEYS_PATH}
          icon={<MessagesSquare size={20} />}
          value={pendingSurveys ? `참여할 설문 ${pendingSurveys}건` : undefined}
          highlight={Boolean(pendingSurveys)}
        >
          만족도 조사
        </MenuLink>
        <MenuLink to={MY_CONSULTATIONS_PATH} icon={<Sofa size={20} />}>
          홈스타일링 상담 내역
        </MenuLink>
        <MenuLink to={MOVE_IN_RESERVATION_PATH} icon={<CalendarCheck2 size={20} />}>
          입주 예약 (이사 엘리베이터)
        </MenuLink>
        <MenuLink to={MY_FIRE_INSURANCE_PATH} icon={<Flame size={20} />}>
          화재보험 견적
        </MenuLink>
        <MenuLink to={MOVE_IN_CALCULATOR_PATH} icon={<Calculator size={20} />}>
          입주 비용 계산기
        </MenuLink>
      </ul>
    </nav>
  );
}

function MenuLink({
  to,
  icon,
  children,
  muted = false,
  value,
  highlight = false,
}: {
  to: string;
  icon: ReactNode;
  children: ReactNode;
  muted?: boolean;
  /** A figure before the chevron (e.g. '3장'). */
  value?: string;
  highlight?: boolean;
}) {
  return (
    <li>
      <Link to={to} className={muted ? `${styles.menuItem} ${styles.muted}` : styles.menuItem} data-highlight={highlight || undefined}>
        <span aria-hidden="true" className={styles.menuIcon}>
          {icon}
        </span>
        <span>{children}</span>
        {value && (
          <>
            {' '}
            <span className={styles.menuValue}>{value}</span>
          </>
        )}
        <ChevronRight size={18} aria-hidden="true" className={styles.menuChevron} />
      </Link>
    </li>
  );
}
