import type { CartLine } from '@ipju/contract';
import { AlertCircle, FileCheck, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Checkbox } from '../../../components/ui/Checkbox/Checkbox';
import { PriceTag } from '../../../components/ui/PriceTag/PriceTag';
import { ProgressiveImage } from '../../../components/ui/ProgressiveImage/ProgressiveImage';
import { formatWon } from '../../../lib/format';
import { VisitDateChip } from './VisitDateChip';
import styles from './CartLineCard.module.css';

/** '잠실래미안아이파크 · 34평 (25~34평 가격)' */
export function homeLabel(line: Pick<CartLine, 'apartment' | 'pyeong' | 'pyeongTier'>): string | null {
  const parts: string[] = [];
  if (line.apartment) parts.push(line.apartment.name);
  if (line.pyeong != null) parts.push(`${line.pyeong}평`);
  const base = parts.join(' · ');
  if (line.pyeongTier) return base ? `${base} (${line.pyeongTier.name} 가격)` : `${line.pyeongTier.name} 가격`;
  return base || null;
}

/** The chosen options other than the 평형 tier: '추가 옵션: 곰팡이 제거, 피톤치드 살균 마무리'. */
export function optionLabels(line: Pick<CartLine, 'options'>): string[] {
  const groups = new Map<string, string[]>();
  for (const option of line.options) {
    if (option.kind === 'pyeong') continue;
    groups.set(option.groupName, [...(groups.get(option.groupName) ?? []), option.name]);
  }
  return [...groups].map(([group, names]) => `${group}: ${names.join(', ')}`);
}

/** 'up' / 'down' notice text when the price moved since the line was added. */
export function priceChangeText(line: Pick<CartLine, 'price' | 'addedPrice'>): string | null {
  const diff = line.price - line.addedPrice;
  if (diff === 0) return null;
  return diff > 0 ? `담은 뒤 가격이 ${formatWon(diff)} 올랐어요` : `담은 뒤 가격이 ${formatWon(-diff)} 내렸어요`;
}

/** The service's summary shared by the cart and the payment page: photo, names, home, options. */
export function ServiceSummary({ line, children }: { line: CartLine; children?: ReactNode }) {
  const home = homeLabel(line);
  const options = optionLabels(line);
  return (
    <div className={styles.summary}>
      <div className={styles.thumb}>
        <ProgressiveImage src={line.thumbnailUrl} alt="" aspectRatio={1} sizes="72px" position="85% 50%" />
      </div>
      <div className={styles.text}>
        <p className={styles.category}>{line.categoryName}</p>
        <h3 className={styles.name}>{line.itemName}</h3>
        <p className={styles.meta}>{line.partner.companyName}</p>
        {home && <p className={styles.meta}>{home}</p>}
        {options.map((o) => (
          <p key={o} className={styles.meta}>
            {o}
          </p>
        ))}
        <p className={styles.meta}>수량 {line.quantity}개</p>
        {children}
      </div>
    </div>
  );
}

export interface CartLineCardProps {
  line: CartLine;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onEditDate: () => void;
  onDelete: () => void;
  deleting?: boolean;
}

/** One cart line: checkbox, service, price (special price struck), notices, the visit date chip. */
export function CartLineCard({ line, selected, onSelect, onEditDate, onDelete, deleting }: CartLineCardProps) {
  const special = line.priceType === 'special' && line.discountAmount > 0;
  const changed = line.available && line.priceChanged ? priceChangeText(line) : null;
  return (
    <article className={styles.card} aria-label={line.itemName} data-unavailable={!line.available || undefined}>
      <div className={styles.head}>
        <Checkbox
          label={<span className="visually-hidden">{line.itemName} 선택</span>}
          checked={selected}
          disabled={!line.available}
          onChange={onSelect}
          className={styles.check}
        />
        <button type="button" className={styles.delete} onClick={onDelete} disabled={deleting} aria-label={`${line.itemName} 삭제하기`}>
          <Trash2 size={18} aria-hidden="true" />
        </button>
      </div>
      <ServiceSummary line={line} />
      {line.available ? (
        <>
          <div className={styles.bottom}>
            <VisitDateChip tz={line.tz} timeLabel={line.timeLabel} onClick={onEditDate} />
            <PriceTag
              price={line.price}
              regularPrice={special ? line.regularTotal : undefined}
              discountRate={special ? line.discountRate : undefined}
              align="end"
              className={styles.price}
            />
          </div>
          {special && line.specialLabel && <p className={styles.special}>{line.specialLabel} 적용</p>}
          {line.quote && (
            <p className={styles.notice} role="note">
              <FileCheck size={16} aria-hidden="true" />
              방문 견적 금액 그대로예요 · {line.quote.covers}
            </p>
          )}
          {changed && (
            <p className={styles.notice} role="note">
              <AlertCircle size={16} aria-hidden="true" />
              {changed}
            </p>
          )}
        </>
      ) : (
        <div className={styles.unavailable} role="note">
          <AlertCircle size={16} aria-hidden="true" />
          <p>{line.unavailableReason ?? '지금은 결제할 수 없는 서비스예요.'}</p>
          <button type="button" className={styles.unavailableDelete} onClick={onDelete} disabled={deleting}>
            삭제하기
          </button>
        </div>
      )}
    </article>
  );
}
