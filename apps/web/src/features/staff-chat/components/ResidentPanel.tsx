import type { StaffChatThreadDetail } from '@ipju/contract';
import { formatDate, formatWon } from '../../../lib/format';
import styles from '../pages/StaffChat.module.css';

/** Beside the conversation: who the resident is, their homes, their recent orders and the move-in plan they attached. */
export function ResidentPanel({ detail }: { detail: StaffChatThreadDetail }) {
  const { resident, plan } = detail;
  return (
    <div className={styles.panelBody} data-testid="staff-resident-panel">
      <section aria-labelledby="staff-resident">
        <h2 id="staff-resident" className={styles.panelTitle}>
          입주민
        </h2>
        <dl className={styles.facts}>
          <div>
            <dt>이름</dt>
            <dd>{resident.name}</dd>
          </div>
          <div>
            <dt>연락처</dt>
            <dd>{resident.phone}</dd>
          </div>
          {resident.homes.map((home) => (
            <div key={home.homeIdx}>
              <dt>집</dt>
              <dd>
                {home.label}
                {home.moveInDate && <span className={styles.muted}> · 입주 {formatDate(home.moveInDate)}</span>}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      {plan && (
        <section aria-labelledby="staff-plan">
          <h2 id="staff-plan" className={styles.panelTitle}>
            함께 온 입주 계획
          </h2>
          <p className={styles.planMeta}>
            {plan.homeLabel} · 입주 {formatDate(plan.moveInDate)} · 합계 {formatWon(plan.total)}
          </p>
          <p className={styles.planSummary}>{plan.summary}</p>
          <ol className={styles.planLines}>
            {plan.lines.map((line) => (
              <li key={line.step}>
                <span className={styles.step}>{line.step}</span>
                <span className={styles.lineBody}>
                  <strong>
                    {line.categoryName} · {line.itemName}
                  </strong>
                  <span className={styles.muted}>
                    {formatDate(line.date)} · {line.companyName} · {formatWon(line.price)}
                  </span>
                </span>
              </li>
            ))}
          </ol>
        </section>
      )}

      <section aria-labelledby="staff-orders">
        <h2 id="staff-orders" className={styles.panelTitle}>
          최근 주문 <span className={styles.muted}>{resident.recentOrders.length}</span>
        </h2>
        {resident.recentOrders.length === 0 ? (
          <p className={styles.muted}>아직 주문한 서비스가 없어요.</p>
        ) : (
          <ul className={styles.orders}>
            {resident.recentOrders.map((order) => (
              <li key={order.lineIdx} className={styles.order}>
                <span className={styles.orderTop}>
                  <strong>{order.itemName}</strong>
                  <span className={styles.status}>{order.statusLabel}</span>
                </span>
                <span className={styles.muted}>
                  {order.companyName} · {order.visitDate ? formatDate(order.visitDate) : '방문일 미정'} · {formatWon(order.price)}
                </span>
                <span className={styles.muted}>주문번호 {order.orderNo}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
