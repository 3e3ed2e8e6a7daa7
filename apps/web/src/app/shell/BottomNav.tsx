import { ClipboardList, House, UserRound } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
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

/** SPEC section 2: three tabs; tapping sends the analytics event, then navigates. */
export function BottomNav({ pathname, hidden }: BottomNavProps) {
  const navigate = useNavigate();
  const active = activeTabPath(pathname);
  return (
    <nav className={styles.nav} aria-label="주요 메뉴" data-hidden={hidden || undefined} data-testid="bottom-nav">
      <ul className={styles.list}>
        {NAV_TABS.map((tab) => {
          const Icon = ICONS[tab.path];
          const isActive = active === tab.path;
          return (
            <li key={tab.path} className={styles.item}>
              <a
                href={tab.path}
                className={styles.tab}
                aria-current={isActive ? 'page' : undefined}
                tabIndex={hidden ? -1 : undefined}
                onClick={(event) => {
                  if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                  event.preventDefault();
                  trackEvent({ category: 'bottom_navigation', action: 'button_click', label: tab.path });
                  navigate(tab.path);
                }}
              >
                <Icon aria-hidden="true" size={24} strokeWidth={isActive ? 2.4 : 1.8} />
                <span className={styles.label}>{tab.label}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
