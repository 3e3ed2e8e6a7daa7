import type { CostLine, MoveInCalculationResult } from '@ipju/contract';
import { ChevronDown, ExternalLink } from 'lucide-react';
import { useId, useState } from 'react';
import { formatDate, formatWon } from '../../../lib/format';
import { formatKoreanWon } from '../calculator-form';
import styles from './CalculatorResult.module.css';

/**
 * The result: the total first, then each cost with its amount; a tap on a line shows how it was computed and
 * the law (or the estimate) it rests on. Every figure is the server's: nothing is computed here.
 */
export function CalculatorResult({ result, heading = '계산 결과' }: { result: MoveInCalculationResult; heading?: string }) {
  const headingId = useId();
  return (
    <section className={styles.result} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <div className={styles.totalCard}>
        <p className={styles.place}>
          {result.apartment.name} · {result.area.pyeong}평 (전용 {result.area.exclusiveArea}㎡)
        </p>
        <p className={styles.totalLabel}>입주까지 필요한 돈</p>
        <p className={styles.total} data-testid="grand-total">
          {formatWon(result.grandTotal)}
        </p>
        <p className={styles.totalWords}>{formatKoreanWon(result.grandTotal)}</p>
        <dl className={styles.split}>
          <div>
            <dt>집값</dt>
            <dd>{formatWon(result.priceTotal)}</dd>
          </div>
          <div>
            <dt>세금·비용</dt>
            <dd data-testid="costs-total">{formatWon(result.costsTotal)}</dd>
          </div>
        </dl>
        <p className={styles.rule}>
          잔금일 {formatDate(result.acquisitionDate)} 기준 · {result.taxRule}
        </p>
      </div>

      {result.sections
        .filter((s) => s.lines.length > 0)
        .map((section) => (
          <div key={section.key} className={styles.section}>
            <div className={styles.sectionHead}>
              <h3 className={styles.sectionTitle}>{section.title}</h3>
              <span className={styles.subtotal}>{formatWon(section.subtotal)}</span>
            </div>
            <ul className={styles.lines}>
              {section.lines.map((line) => (
                <ResultLine key={line.key} line={line} />
              ))}
            </ul>
          </div>
        ))}

      {result.coupons.applied.length > 0 && (
        <p className={styles.couponNote}>
          {result.coupons.basis === 'held' ? '가진 쿠폰을 적용했어요' : '지금 받을 수 있는 쿠폰을 적용했어요'}:{' '}
          {result.coupons.applied.map((c) => c.name).join(', ')}
        </p>
      )}
      {result.coupons.moreWithDownloads > 0 && (
        <p className={styles.couponNote}>쿠폰을 더 받으면 {formatWon(result.coupons.moreWithDownloads)} 더 아낄 수 있어요.</p>
      )}

      <div className={styles.section}>
        <div className={styles.sectionHead}>
          <h3 className={styles.sectionTitle}>언제 얼마가 필요할까요</h3>
        </div>
        <ol className={styles.schedule}>
          {result.schedule.map((entry, i) => (
            <li key={`${entry.date}-${i}`} className={styles.scheduleRow}>
              <span className={styles.scheduleDate}>{formatDate(entry.date)}</span>
              <span className={styles.scheduleLabel}>{entry.label}</span>
              <span className={styles.amount}>{formatWon(entry.amount)}</span>
            </li>
          ))}
        </ol>
      </div>
      <p className={styles.disclaimer}>
        세금은 법령의 세율표로 계산한 금액이고, 실제 고지액은 감면이나 주택 수 판정에 따라 달라질 수 있어요. 어림값은 안내 금액이나 견적을 받으면 바꿔 보세요.
      </p>
    </section>
  );
}

function ResultLine({ line }: { line: CostLine }) {
  const [open, setOpen] = useState(false);
  const detailId = useId();
  return (
    <li className={styles.line}>
      <button type="button" className={styles.lineButton} aria-expanded={open} aria-controls={detailId} onClick={() => setOpen((v) => !v)}>
        <span className={styles.lineLabel}>
          {line.label}
          {line.estimate && <span className={styles.badge}>어림값</span>}
        </span>
        <span className={styles.amount}>{formatWon(line.amount)}</span>
        <ChevronDown aria-hidden="true" size={18} className={styles.chevron} data-open={open || undefined} />
      </button>
      {open && (
        <div id={detailId} className={styles.detail}>
          <p className={styles.formula}>{line.formula}</p>
          {line.note && <p className={styles.note}>{line.note}</p>}
          {line.sources.length > 0 && (
            <ul className={styles.sources}>
              {line.sources.map((s, i) => (
                <li key={i}>
                  {s.url ? (
                    <a href={s.url} target="_blank" rel="noreferrer" className={styles.sourceLink}>
                      {s.law} {s.article}
                      <ExternalLink aria-hidden="true" size={14} />
                    </a>
                  ) : (
                    <span>
                      {s.law}: {s.article}
                    </span>
                  )}
                  {s.validFrom && <span className={styles.validFrom}> · {formatDate(s.validFrom, { weekday: false })}부터</span>}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </li>
  );
}
