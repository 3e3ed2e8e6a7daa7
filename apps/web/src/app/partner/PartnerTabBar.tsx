import { CalendarDays, ClipboardList, Menu, MessageCircle, Store, Sun } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { usePartnerChatUnreadCount } from '../../features/partner-chat';
import styles from './PartnerShell.module.css';

interface Tab {
  path: string;
  label: string;
  icon: LucideIcon;
  /** Other paths that belong to this tab (the tab shows as current on them). */
  also?: readonly string[];
}

export const PARTNER_TABS: readonly Tab[] = [
  { path: '/partner', label: '오늘', icon: Sun },
  { path: '/partner/orders', label: '주문', icon: ClipboardList },
  { path: '/partner/chat', label: '채팅', icon: MessageCircle },
  { path: '/partner/calendar', label: '캘린더', icon: CalendarDays },
  { path: '/partner/offline', label: '오프라인', icon: Store },
  { path: '/partner/more', label: '더보기', icon: Menu, also: ['/partner/company', '/partner/notifications', '/partner/questions', '/business/items'] },
];

const within = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/** The tab a console path belongs to: 오늘 only for /partner itself, the others for their sub-pages too. */
export function activeTab(pathname: string): string | null {
  for (const tab of PARTNER_TABS) {
    if (tab.path === '/partner') continue;
    if (within(pathname, tab.path) || tab.also?.some((p) => within(pathname, p))) return tab.path;
  }
  return pathname === '/partner' || pathname === '/partner/' ? '/partner' : null;
}

/**
 * The console's bottom tabs (44 px+ targets), always shown in the console. A plain Link with our own aria-current:
 * NavLink would drop it on a tab's other paths (`also`, e.g. 더보기 on /partner/questions).
 */
export function PartnerTabBar({ pathname }: { pathname: string }) {
  const current = activeTab(pathname);
  const unreadChats = usePartnerChatUnreadCount();
  return (
    <nav className={styles.tabs} aria-label="파트너 메뉴">
      <ul className={styles.tabList}>
        {PARTNER_TABS.map(({ path, label, icon: Icon }) => {
          const isCurrent = current === path;
          return (
            <li key={path} className={styles.tabItem}>
              <Link to={path} className={styles.tab} aria-current={isCurrent ? 'page' : undefined}>
                <span className={styles.tabIcon}>
                  <Icon aria-hidden="true" size={24} strokeWidth={isCurrent ? 2.4 : 1.8} />
                  {path === '/partner/chat' && unreadChats > 0 && (
                    <span className={styles.tabBadge} data-testid="partner-chat-badge">
                      <span className="visually-hidden">읽지 않은 메시지 </span>
                      {unreadChats > 99 ? '99+' : unreadChats}
                    </span>
                  )}
                </span>
                <span>{label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
