import { MARKETING_RULES, type NotificationSettings, type UpdateNotificationSettingsBody } from '@ipju/contract';
import { PageHeader } from '../../../components/layout/PageHeader';
import { Button } from '../../../components/ui/Button/Button';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { useToast } from '../../../components/ui/Toast/Toast';
import { errorMessage } from '../../../lib/error-message';
import { formatDate } from '../../../lib/format';
import { RequireAuth } from '../../auth';
import { useNotificationSettings } from '../api/getNotificationSettings';
import { useUpdateNotificationSettings } from '../api/updateNotificationSettings';
import { Switch } from '../components/Switch';
import styles from './NotificationSettingsPage.module.css';

const NIGHT = `밤 ${MARKETING_RULES.nightStartHour - 12}시~아침 ${MARKETING_RULES.nightEndHour}시`;

/** /notification/setting (알림 설정): channels per kind, and the 혜택·이벤트 consent with its dates (docs/NOTIFICATIONS.md). */
export default function NotificationSettingsPage() {
  return (
    <>
      <PageHeader title="알림 설정" backFallback="/my-page" />
      <RequireAuth pending={<SettingsSkeleton />}>
        <Settings />
      </RequireAuth>
    </>
  );
}

function SettingsSkeleton() {
  return (
    <SkeletonGroup className={styles.page} label="알림 설정을 불러오고 있어요">
      {[0, 1, 2].map((i) => (
        <div key={i} className={styles.section}>
          <Skeleton width={120} height={20} />
          <Skeleton width="100%" height={44} />
          <Skeleton width="100%" height={44} />
        </div>
      ))}
    </SkeletonGroup>
  );
}

const bodyOf = (s: NotificationSettings): UpdateNotificationSettingsBody => ({
  answer: { push: s.answer.push, message: s.answer.message },
  marketing: { push: s.marketing.push, message: s.marketing.message, night: s.marketing.night },
});

function Settings() {
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  const toast = useToast();

  if (settings.isPending) return <SettingsSkeleton />;
  if (settings.isError) return <LoadError title="알림 설정을 불러오지 못했어요" error={settings.error} onRetry={() => void settings.refetch()} />;

  const s = settings.data;
  const m = s.marketing;
  const consented = m.push || m.message;
  const busy = update.isPending;

  const save = (change: (body: UpdateNotificationSettingsBody) => UpdateNotificationSettingsBody, done: (next: NotificationSettings) => string) => {
    update.mutate(change(bodyOf(s)), {
      onSuccess: (next) => toast.show(done(next)),
      onError: (error) => toast.show(errorMessage(error, '알림 설정을 저장하지 못했어요. 잠시 후 다시 시도해 주세요.')),
    });
  };

  const marketingDone = (next: NotificationSettings) => {
    const was = consented;
    const now = next.marketing.push || next.marketing.message;
    if (!was && now) return `${formatDate(next.marketing.agreedAt!)}에 혜택·이벤트 수신에 동의했어요`;
    if (was && !now) return '혜택·이벤트 수신을 거부했어요. 광고 메시지를 보내지 않아요';
    return '저장했어요';
  };

  return (
    <main className={styles.page}>
      <section className={styles.section} aria-labelledby="kind-service">
        <h2 id="kind-service" className={styles.title}>
          주문·방문 안내
        </h2>
        <p className={styles.note}>결제, 방문 일정, 업체 출발, 결제 요청처럼 꼭 필요한 안내라 끌 수 없어요.</p>
        <Switch label="앱 푸시" hint="항상 받아요" checked disabled onChange={() => undefined} />
        <Switch label="알림톡/문자" hint="항상 받아요" checked disabled onChange={() => undefined} />
      </section>

      <section className={styles.section} aria-labelledby="kind-answer">
        <h2 id="kind-answer" className={styles.title}>
          지식인 답변
        </h2>
        <p className={styles.note}>내 질문에 업체나 입주 매니저가 답하면 알려 드려요. 꺼도 알림함에는 남아요.</p>
        <Switch
          label="앱 푸시"
          checked={s.answer.push}
          disabled={busy}
          onChange={(push) => save((b) => ({ ...b, answer: { ...b.answer, push } }), () => '저장했어요')}
        />
        <Switch
          label="알림톡/문자"
          checked={s.answer.message}
          disabled={busy}
          onChange={(message) => save((b) => ({ ...b, answer: { ...b.answer, message } }), () => '저장했어요')}
        />
      </section>

      <section className={styles.section} aria-labelledby="kind-marketing">
        <h2 id="kind-marketing" className={styles.title}>
          혜택·이벤트 <span className={styles.optional}>(광고, 선택)</span>
        </h2>
        <p className={styles.note}>단지 특가, 쿠폰, 이벤트 소식이에요. 켜면 그날 날짜로 수신 동의가 기록돼요.</p>
        <Switch
          label="앱 푸시"
          checked={m.push}
          disabled={busy}
          onChange={(push) => save((b) => ({ ...b, marketing: { ...b.marketing, push, night: push || b.marketing.message ? b.marketing.night : false } }), marketingDone)}
        />
        <Switch
          label="알림톡/문자"
          checked={m.message}
          disabled={busy}
          onChange={(message) => save((b) => ({ ...b, marketing: { ...b.marketing, message, night: message || b.marketing.push ? b.marketing.night : false } }), marketingDone)}
        />
        <Switch
          label={`${NIGHT}에도 받기`}
          hint="야간 수신 동의"
          checked={m.night}
          disabled={busy || !consented}
          onChange={(night) =>
            save(
              (b) => ({ ...b, marketing: { ...b.marketing, night } }),
              (next) => (next.marketing.night ? `${formatDate(next.marketing.nightAgreedAt!)}에 야간 수신에 동의했어요` : `${NIGHT}에는 보내지 않아요`),
            )
          }
        />
        <MarketingStatus settings={s} />
        {m.reconfirmOverdue && (
          <div className={styles.overdue} role="status">
            <p>수신 동의 후 {MARKETING_RULES.reconfirmYears}년이 지나 혜택·이벤트를 보내지 않고 있어요. 계속 받으려면 다시 확인해 주세요.</p>
            <Button
              size="md"
              fullWidth
              disabled={busy}
              onClick={() =>
                save(
                  (b) => ({ ...b, marketing: { ...b.marketing, reconfirm: true } }),
                  (next) => `${formatDate(next.marketing.agreedAt!)}에 수신 동의를 다시 확인했어요`,
                )
              }
            >
              계속 받을게요
            </Button>
          </div>
        )}
      </section>

      <p className={styles.legal}>
        광고 메시지는 제목 앞에 &lsquo;{MARKETING_RULES.prefix}&rsquo;를 붙이고, 메시지 끝의 수신거부 링크를 누르면 로그인 없이 바로 거부돼요.
        수신 동의는 {MARKETING_RULES.reconfirmYears}년마다 다시 확인해요. 동의하거나 거부하면 그 결과를 알림으로 알려 드려요.
      </p>
    </main>
  );
}

function MarketingStatus({ settings }: { settings: NotificationSettings }) {
  const m = settings.marketing;
  if (m.agreedAt) {
    return (
      <dl className={styles.status} data-testid="marketing-status">
        <div>
          <dt>수신 동의일</dt>
          <dd>{formatDate(m.agreedAt)}</dd>
        </div>
        <div>
          <dt>다시 확인할 날</dt>
          <dd className={m.reconfirmOverdue ? styles.due : undefined}>{formatDate(m.reconfirmDueAt!)}</dd>
        </div>
        {m.night && m.nightAgreedAt && (
          <div>
            <dt>야간 수신 동의일</dt>
            <dd>{formatDate(m.nightAgreedAt)}</dd>
          </div>
        )}
      </dl>
    );
  }
  return (
    <p className={styles.statusLine} data-testid="marketing-status">
      {m.withdrawnAt ? `${formatDate(m.withdrawnAt)}에 수신을 거부했어요. 광고 메시지를 보내지 않아요.` : '수신에 동의하지 않았어요. 광고 메시지를 보내지 않아요.'}
    </p>
  );
}
