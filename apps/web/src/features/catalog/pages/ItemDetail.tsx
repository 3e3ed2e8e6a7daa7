import { itemPriceDisplay, type Category, type ItemCard as ItemCardData, type ItemEstimate } from '@ipju/contract';
import { BookOpen, CalendarCheck, ChevronRight, MessageCircle, Star, Users } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useHideBottomNav } from '../../../components/layout/ShellContext';
import { BottomCTA } from '../../../components/ui/Button/Button';
import { useModal } from '../../../components/ui/ModalHost/ModalHost';
import { PriceTag } from '../../../components/ui/PriceTag/PriceTag';
import { Tabs } from '../../../components/ui/Tabs/Tabs';
import { CHAT_CHANNEL_URL } from '../../../lib/config';
import { formatNumber, formatWon } from '../../../lib/format';
import { reservePath } from '../../../lib/paths';
import type { ChosenApartment } from '../../apartment';
import { useAuth } from '../../auth';
import { AddToCart, CartButton } from '../../cart';
import { ItemCoupons } from '../../rewards';
import { ZzimButton } from '../../zzims';
import { ItemReviews, scrollToItemReviews } from '../../reviews';
import type { SectionGroupType } from '../api/listItemSections';
import { ApartmentPrompt } from '../components/ApartmentPrompt';
import { Gallery } from '../components/Gallery';
import { ItemOptionsPanel } from '../components/ItemOptionsPanel';
import type { OptionSelection } from '../components/options';
import { rememberAddAfterSignIn, rememberItemChoice, takeItemChoice, type ItemChoice } from '../lib/item-choice';
import { ItemSections } from '../components/ItemSections';
import { PartnerInfo } from '../components/PartnerInfo';
import { Portfolio } from '../components/Portfolio';
import { RelatedItems } from '../components/RelatedItems';
import styles from './ItemDetail.module.css';

type TabValue = SectionGroupType | 'partner';

const TABS: { value: TabValue; label: string }[] = [
  { value: 'detail', label: '상세정보' },
  { value: 'process', label: '진행 과정' },
  { value: 'caution', label: '주의사항' },
  { value: 'partner', label: '업체 정보' },
  { value: 'faq', label: 'FAQ' },
];

export interface ItemDetailProps {
  item: ItemCardData;
  category: Category;
  chosen: ChosenApartment | null;
  /** How many companies sell this category (a link back to the comparison when > 1). */
  companies: number;
  onShowCompanies: () => void;
}

/**
 * The item page: photos, name, partner and rating, price, options with the live estimate,
 * sections in tabs (detail, process, caution, partner, FAQ), related services and the main action.
 *
 * Main action: '장바구니 담기' with the chosen options, 평형 and complex and a desired visit date
 * (features/cart); a consultation on the chat channel stays as the small secondary action.
 */
export function ItemDetail({ item, category, chosen, companies, onShowCompanies }: ItemDetailProps) {
  useHideBottomNav();
  const [tab, setTab] = useState<TabValue>('detail');
  const [estimate, setEstimate] = useState<ItemEstimate | null>(null);
  // The latest estimate, read when the line is added (after the date modal, so never a stale one).
  const estimateRef = useRef<ItemEstimate | null>(null);
  const onEstimate = useCallback((next: ItemEstimate | null) => {
    estimateRef.current = next;
    setEstimate(next);
  }, []);
  const optionIdxsOf = useCallback(() => {
    const current = estimateRef.current;
    // Tiers the server picked from the 평형 (autoSelected) are not choices; it picks them again.
    return current ? current.lines.filter((line) => !line.autoSelected).map((line) => line.optionIdx) : null;
  }, []);
  const modal = useModal();
  const navigate = useNavigate();
  const location = useLocation();
  const { initialized, isLoggedIn } = useAuth();
  const apartmentIdx = chosen?.apartmentIdx;
  const pyeong = chosen?.pyeong ?? undefined;

  // The options chosen on an earlier visit of this page in this tab (before signing in, before picking the
  // complex) come back once the page is up: after hydration, so the server's HTML still matches; the panel
  // starts again from them. A 장바구니 담기 tapped signed out goes on to the date once signed in.
  const [choice, setChoice] = useState<ItemChoice | null>(null);
  const [restored, setRestored] = useState(0);
  const [resumeAdd, setResumeAdd] = useState(false);
  const taken = useRef(false);
  useEffect(() => {
    if (!initialized || taken.current) return;
    taken.current = true;
    const kept = takeItemChoice(item.itemIdx);
    if (!kept) return;
    estimateRef.current = null;
    setEstimate(null);
    setChoice(kept);
    setRestored((n) => n + 1);
    if (kept.add && isLoggedIn) setResumeAdd(true);
  }, [initialized, isLoggedIn, item.itemIdx]);
  const onChoose = (selection: OptionSelection) => {
    const next = { selection, pyeong: pyeong ?? null };
    setChoice(next);
    rememberItemChoice(item.itemIdx, next);
  };

  const askForApartment = async () => {
    const go = await modal.confirm({
      title: '우리 집 단지와 평형을 알려 주세요',
      body: '평형에 따라 가격이 달라져요. 단지와 평형을 고르면 바로 담을 수 있어요.',
      confirmLabel: '단지·평형 고르기',
      cancelLabel: '나중에',
    });
    if (go) navigate(`/apartment-register?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`);
  };
  const price = itemPriceDisplay(item.price);
  const specialLabel = item.price.specialLabel;

  return (
    <>
      <PageHeader title={category.name} documentTitle={`${item.name} - ${category.name}`} right={<CartButton />} />
      <main className={styles.page}>
        <Gallery itemIdx={item.itemIdx} fallbackUrl={item.thumbnailUrl} name={item.name} />

        <section className={styles.summary}>
          <p className={styles.category}>{category.label}</p>
          <div className={styles.nameRow}>
            <h2 className={styles.name}>{item.name}</h2>
            <ZzimButton itemIdx={item.itemIdx} itemName={item.name} variant="plain" className={styles.zzim} />
          </div>
          <p className={styles.partner}>
            <span>{item.partner.companyName}</span>
            {item.reviewCount > 0 ? (
              <button type="button" className={`${styles.rating} ${styles.ratingLink}`} onClick={scrollToItemReviews}>
                <Star size={14} aria-hidden="true" className={styles.star} />
                <span className="visually-hidden">평점</span>
                {item.ratingAvg.toFixed(1)}
                <span className={styles.muted}>후기 {formatNumber(item.reviewCount)}개</span>
              </button>
            ) : (
              <span className={styles.muted}>첫 후기를 기다리고 있어요</span>
            )}
          </p>
          {item.summary && <p className={styles.itemSummary}>{item.summary}</p>}
          {item.quoteOnVisit ? (
            <div className={styles.price}>
              <strong className={styles.quotePrice}>방문 후 견적</strong>
              <p className={styles.priceNote}>업체가 무료로 방문해 집을 보고 견적을 드려요. 받은 견적 금액 그대로 장바구니에 담을 수 있어요.</p>
            </div>
          ) : (
          <div className={styles.price}>
            {price.badge && (
              <span className={styles.badge}>
                {price.badge}
                {specialLabel && specialLabel !== '단지 특가' && ` · ${specialLabel}`}
              </span>
            )}
            <PriceTag
              price={price.price}
              regularPrice={price.regularPrice}
              discountRate={price.discountRate}
              prefix={price.tierLabel}
              suffix={price.suffix ?? undefined}
              size="lg"
            />
            <p className={styles.priceNote}>{price.note}</p>
          </div>
          )}
          {companies > 1 && (
            <button type="button" className={styles.companies} onClick={onShowCompanies}>
              <Users size={18} aria-hidden="true" />
              {category.name} 업체 {companies}곳 비교하기
              <ChevronRight size={18} aria-hidden="true" />
            </button>
          )}
        </section>

        <ItemCoupons itemIdx={item.itemIdx} />

        {!item.quoteOnVisit && (
        <section className={styles.block} aria-labelledby="options-title">
          <h2 id="options-title" className={styles.blockTitle}>
            옵션 선택
          </h2>
          <div className={styles.apartment}>
            <ApartmentPrompt chosen={chosen} />
          </div>
          <ItemOptionsPanel
            key={restored}
            itemIdx={item.itemIdx}
            pyeong={pyeong}
            apartmentIdx={apartmentIdx}
            onEstimate={onEstimate}
            choice={choice}
            onChoose={onChoose}
          />
        </section>
        )}

        <Portfolio itemIdx={item.itemIdx} />

        <section className={styles.tabsBlock}>
          <Tabs
            items={TABS.map((t) => ({ ...t, panelId: `item-panel-${t.value}` }))}
            value={tab}
            onChange={setTab}
            aria-label="상품 정보"
            idPrefix="item-tab"
            className={styles.tabs}
          />
          <div
            id={`item-panel-${tab}`}
            role="tabpanel"
            aria-labelledby={`item-tab-${tab}`}
            className={styles.panel}
            tabIndex={0}
          >
            {tab === 'partner' ? (
              <PartnerInfo itemIdx={item.itemIdx} />
            ) : (
              <ItemSections itemIdx={item.itemIdx} groupType={tab} apartmentIdx={apartmentIdx} numbered={tab === 'process'} />
            )}
          </div>
          {category.hasItemGuide && (
            <Link to={`/item-guide/${category.code}`} className={styles.guide}>
              <BookOpen size={18} aria-hidden="true" />
              <span>{category.name} 가이드 보기</span>
              <ChevronRight size={18} aria-hidden="true" />
            </Link>
          )}
        </section>

        <RelatedItems itemType={category.code} apartmentIdx={apartmentIdx} pyeong={pyeong} />

        {/* Last on the page: the review list loads more as it is scrolled, without end. */}
        <ItemReviews itemIdx={item.itemIdx} />
      </main>
      <BottomCTA
        caption={
          estimate ? (
            <span className={styles.ctaCaption}>
              예상 금액 <strong>{formatWon(estimate.total)}</strong> · 희망일은 담을 때 골라요
            </span>
          ) : undefined
        }
      >
        <a
          href={CHAT_CHANNEL_URL}
          target="_blank"
          rel="noopener noreferrer"
          className={styles.chat}
          aria-label="상담·예약 문의 (채팅)"
        >
          <MessageCircle size={20} aria-hidden="true" />
          <span aria-hidden="true">상담</span>
        </a>
        {item.quoteOnVisit ? (
          <Link to={reservePath(item)} className={styles.reserve}>
            <CalendarCheck size={20} aria-hidden="true" />
            무료 방문 견적 예약
          </Link>
        ) : (
        <AddToCart
          itemIdx={item.itemIdx}
          visitTimes={item.visitTimes}
          apartmentIdx={apartmentIdx ?? null}
          pyeong={pyeong ?? null}
          getOptionIdxs={optionIdxsOf}
          onNeedApartment={() => void askForApartment()}
          onSignInFirst={() => rememberAddAfterSignIn(item.itemIdx, pyeong ?? null)}
          resume={resumeAdd && estimate !== null}
        />
        )}
      </BottomCTA>
    </>
  );
}
