import { ClipboardList, House, UserRound } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../features/auth';
import { useUnreadChatCount } from '../../features/chat';
import { trackEvent } from '../../lib/analytics';
import { activeTabPath, NAV_TABS } from './nav-config';
import styles from './BottomNav.module.css';

const ICONS: Record<(typeof NAV_TABS)[number]['path'], LucideIcon> = {
  '/': House,
  '/ai-recommend/list': ClipboardList,
  '/my-page': UserRound,
};

export interface BottomNavProps {
  pathname: string;
  /** Slid out (narrow screens, scrolled down). */
  hidden: boolean;
}

/** The tab whose page holds the way into 채팅 (my page's 채팅 row): it carries the unread chat messages. */
const CHAT_TAB = '/my-page';

/**
 * SPEC section 2: three tabs; tapping sends the analytics event, then navigates. 내 정보 carries a badge with the
 * chat messages the resident has not read (a company's or ipju 상담's answer), drawn over the icon once the
 * signed-in count arrives, so nothing moves; signed out nothing is asked.
 */
export function BottomNav({ pathname, hidden }: BottomNavProps) {
  const navigate = useNavigate();
  const active = activeTabPath(pathname);
  const { isLoggedIn } = useAuth();
  const unreadChats = useUnreadChatCount(isLoggedIn);
  return (
    <nav className={styles.nav} aria-label="주요 메뉴" data-hidden={hidden || undefined} data-testid="bottom-nav">
      <ul className={styles.list}>
        {NAV_TABS.map((tab) => {
          const Icon = ICONS[tab.path];
          const isActive = active === tab.path;
          const badge = tab.path === CHAT_TAB && unreadChats > 0 ? unreadChats : 0;
          return (
            <li key={tab.path} className={styles.item}>
              <a
                href={tab.path}
                className={styles.tab}
                aria-current={isActive ? 'page' : undefined}
                aria-label={badge ? `${tab.label}, 읽지 않은 채팅 메시지 ${badge}개` : undefined}
                tabIndex={hidden ? -1 : undefined}
                onClick={(event) => {
                  if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                  event.preventDefault();
                  trackEvent({ category: 'bottom_navigation', action: 'button_click', label: tab.path });
                  navigate(tab.path);
                }}
              >
                <span className={styles.icon}>
                  <Icon aria-hidden="true" size={24} strokeWidth={isActive ? 2.4 : 1.8} />
                  {badge > 0 && (
                    <span className={styles.badge} aria-hidden="true" data-testid="chat-unread-badge">
                      {badge > 99 ? '99+' : badge}
                    </span>
                  )}
                </span>
                <span className={styles.label}>{tab.label}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
