import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/Button/Button';
import { Tabs } from '../../../components/ui/Tabs/Tabs';
import { TextField } from '../../../components/ui/TextField/TextField';
import { useToast } from '../../../components/ui/Toast/Toast';
import { errorMessage } from '../../../lib/error-message';
import { removeInspectorDrafts } from '../../../lib/inspector-drafts';
import { INSPECTOR_LOGIN } from '../../../lib/inspector-paths';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useInspectorHeader } from '../../inspector-auth';
import { usePartner, usePartnerLogoutMutation } from '../../partner-auth';
import { useSummaryAndLists } from './useHomeLists';
import { InspectionList } from '../components/InspectionList';
import { SummaryStrip } from '../components/SummaryStrip';
import styles from './InspectorHomePage.module.css';

type Tab = 'check' | 'result' | 'reports' | 'all';
const TABS: { value: Tab; label: string }[] = [
  { value: 'check', label: '점검 예정·진행' },
  { value: 'result', label: '결과 작성 대기' },
  { value: 'reports', label: '보고서' },
  { value: 'all', label: '전체' },
];
const isTab = (value: string | null): value is Tab => TABS.some((t) => t.value === value);

/**
 * /inspector: the inspector's home. The counts on top, then four lists: 점검 예정·진행 (today's and coming
 * visits, kept on the phone), 결과 작성 대기 (measured), 보고서 (search by resident and complex, by page) and
 * 전체 (keyword search). The tab is in the address, so coming back from an inspection keeps it.
 */
export function InspectorHomePage() {
  useInspectorHeader({ title: '사전점검' });
  const [params, setParams] = useSearchParams();
  const tab: Tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'check';
  const [keyword, setKeyword] = useState('');
  const [residentName, setResidentName] = useState('');
  const [complexName, setComplexName] = useState('');
  const [page, setPage] = useState(1);
  const filter = {
    keyword: useDebouncedValue(keyword.trim(), 300),
    residentName: useDebouncedValue(residentName.trim(), 300),
    complexName: useDebouncedValue(complexName.trim(), 300),
    page,
  };
  const { summary, check, result, reports, all } = useSummaryAndLists(tab, filter);

  return (
    <div className={styles.page}>
      <SummaryStrip summary={summary.data} />
      <Tabs
        className={styles.tabs}
        items={TABS.map((t) => ({ ...t, panelId: 'inspector-home-panel' }))}
        value={tab}
        onChange={(next) => setParams(next === 'check' ? {} : { tab: next }, { replace: true })}
        aria-label="점검 목록"
        idPrefix="inspector-home"
      />
      <div id="inspector-home-panel" role="tabpanel" aria-labelledby={`inspector-home-${tab}`}>
        {tab === 'check' && (
          <InspectionList
            inspections={check.data?.inspections}
            isPending={check.isPending}
            error={check.error}
            onRetry={() => void check.refetch()}
            empty={{ title: '예정된 점검이 없어요', description: '사전점검 주문이 들어오면 여기에 보여요.' }}
          />
        )}
        {tab === 'result' && (
          <InspectionList
            inspections={result.data?.inspections}
            isPending={result.isPending}
            error={result.error}
            onRetry={() => void result.refetch()}
            empty={{ title: '결과를 쓸 점검이 없어요', description: '다섯 가지 점검을 모두 작성 완료하면 여기에 보여요.' }}
          />
        )}
        {tab === 'reports' && (
          <>
            <div className={styles.search}>
              <TextField
                label="입주민 이름"
                value={residentName}
                onChange={(e) => {
                  setResidentName(e.target.value);
                  setPage(1);
                }}
                placeholder="예: 김입주"
              />
              <TextField
                label="단지명"
                value={complexName}
                onChange={(e) => {
                  setComplexName(e.target.value);
                  setPage(1);
                }}
                placeholder="예: 래미안"
              />
            </div>
            <InspectionList
              inspections={reports.data?.inspections}
              isPending={reports.isPending}
              error={reports.error}
              onRetry={() => void reports.refetch()}
              empty={{ title: '보고서가 없어요', description: '찾는 이름이나 단지명을 바꿔 보세요.' }}
              footer={
                reports.data && (reports.data.page > 1 || reports.data.hasNext) ? (
                  <div className={styles.pager}>
                    <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage((p) => Math.max(1, p - 1))}>
                      이전 페이지
                    </Button>
                    <span>
                      {reports.data.page}쪽 · 전체 {reports.data.total}건
                    </span>
                    <Button variant="secondary" size="sm" disabled={!reports.data.hasNext} onClick={() => setPage((p) => p + 1)}>
                      다음 페이지
                    </Button>
                  </div>
                ) : null
              }
            />
          </>
        )}
        {tab === 'all' && (
          <>
            <div className={styles.search}>
              <TextField
                label="검색"
                type="search"
                value={keyword}
                onChange={(e) => setKeyword(e.target.value)}
                placeholder="단지명, 동·호, 입주민 이름"
              />
            </div>
            <InspectionList
              inspections={all.data?.inspections}
              isPending={all.isPending}
              error={all.error}
              onRetry={() => void all.refetch()}
              empty={{ title: filter.keyword ? '찾는 점검이 없어요' : '아직 점검이 없어요', description: filter.keyword ? '검색어를 바꿔 보세요.' : undefined }}
            />
          </>
        )}
      </div>
      <SignOutButton />
    </div>
  );
}

function SignOutButton() {
  const logout = usePartnerLogoutMutation();
  const { signOut } = usePartner();
  const navigate = useNavigate();
  const toast = useToast();
  return (
    <div className={styles.signOut}>
      <Button
        variant="ghost"
        size="sm"
        leftIcon={<LogOut aria-hidden="true" size={16} />}
        loading={logout.isPending}
        onClick={() =>
          logout.mutate(undefined, {
            onSuccess: () => {
              // The 총평 drafts waiting on this phone leave with the inspector, not for the next person to sign in.
              removeInspectorDrafts();
              signOut('logout');
              navigate(INSPECTOR_LOGIN, { replace: true });
            },
            onError: (error) => toast.show(errorMessage(error, '로그아웃하지 못했어요. 잠시 후 다시 시도해 주세요.')),
          })
        }
      >
        로그아웃
      </Button>
    </div>
  );
}
