import type { Category, ItemCard } from '@ipju/contract';
import { ChevronRight, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { matchesHangul } from '../../../lib/hangul-search';
import { itemPath } from '../../../lib/paths';
import styles from './ServiceSearch.module.css';

const MAX_RESULTS = 8;

interface Result {
  key: string;
  to: string;
  name: string;
  detail: string;
}

type HangulMatcher = typeof matchesHangul;

/** Categories first (a whole service), then the services sold, each once, up to MAX_RESULTS. */
export function searchServices(
  query: string,
  categories: readonly Category[],
  items: readonly ItemCard[],
  matchesHangul: HangulMatcher,
): Result[] {
  const found: Result[] = [
    ...categories
      .filter((c) => matchesHangul(c.name, query))
      .map((c) => ({ key: `c${c.code}`, to: `/business/${c.code}`, name: c.name, detail: c.companyCount > 0 ? `업체 ${c.companyCount}곳 비교` : '서비스 안내' })),
    ...items
      .filter((i) => matchesHangul(i.name, query) || matchesHangul(i.categoryName, query))
      .map((i) => ({ key: `i${i.itemIdx}`, to: itemPath(i), name: i.name, detail: `${i.categoryName} · ${i.partner.companyName}` })),
  ];
  return found.slice(0, MAX_RESULTS);
}

/**
 * The Korean matcher (es-hangul) is not part of home's first download: it is fetched when the search is first
 * used (focus), and results show once it is there (a few KB, usually before the first letter is typed).
 */
function useHangulMatcher(): { matcher: HangulMatcher | null; load: () => void } {
  const [matcher, setMatcher] = useState<{ match: HangulMatcher } | null>(null);
  const [loading, setLoading] = useState(false);
  const load = () => {
    if (loading) return;
    setLoading(true);
    import('../../../lib/hangul-search').then(
      (module) => setMatcher({ match: module.matchesHangul }),
      // A chunk that does not load (offline, a deploy replaced it): let the next focus try again.
      () => setLoading(false),
    );
  };
  return { matcher: matcher?.match ?? null, load };
}

/**
 * The service search on home: finds categories and services by name or by 초성 (ㅇㅈㅊㅅ finds 입주청소)
 * as the resident types, and links each result to its service page. `onUse` tells the page when the
 * resident starts using it (focus), so the page can fetch the services list only then.
 */
export function ServiceSearch({
  categories,
  items,
  onUse,
}: {
  categories: readonly Category[];
  items: readonly ItemCard[];
  onUse?: () => void;
}) {
  const [query, setQuery] = useState('');
  const inputId = useId();
  const resultsId = useId();
  const hangul = useHangulMatcher();
  const startUsing = () => {
    hangul.load();
    onUse?.();
  };
  // Until the matcher has arrived nothing is shown (rather than a wrong "no match").
  const typed = hangul.matcher ? query.trim() : '';
  const results = typed && hangul.matcher ? searchServices(typed, categories, items, hangul.matcher) : [];
  return (
    <div className={styles.search} role="search">
      <label htmlFor={inputId} className="visually-hidden">
        서비스 찾기
      </label>
      <div className={styles.field}>
        <Search size={18} aria-hidden="true" className={styles.icon} />
        <input
          id={inputId}
          type="search"
          className={styles.input}
          placeholder="서비스 이름이나 초성으로 찾기"
          value={query}
          onFocus={startUsing}
          onChange={(event) => {
            startUsing();
            setQuery(event.target.value);
          }}
          aria-controls={typed ? resultsId : undefined}
          autoComplete="off"
          enterKeyHint="search"
        />
      </div>
      {typed &&
        (results.length > 0 ? (
          <ul id={resultsId} className={styles.results} aria-label="검색 결과">
            {results.map((r) => (
              <li key={r.key}>
                <Link to={r.to} className={styles.result}>
                  <span className={styles.resultText}>
                    <span className={styles.resultName}>{r.name}</span>
                    <span className={styles.resultDetail}>{r.detail}</span>
                  </span>
                  <ChevronRight size={18} aria-hidden="true" className={styles.chevron} />
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p id={resultsId} className={styles.none} role="status">
            ‘{typed}’에 맞는 서비스가 없어요. 이름이나 초성을 다시 확인해 주세요.
          </p>
        ))}
    </div>
  );
}
