import { LINK_PAY_METHODS, PAY_METHOD_LABELS, type LinkPayMethod, type LinkPayReplaced, type LinkPayView } from '@ipju/contract';
import { CheckCircle2, Phone, RefreshCw, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useHideBottomNav } from '../../../components/layout/ShellContext';
import { BottomCTA, Button } from '../../../components/ui/Button/Button';
import { FormError } from '../../../components/ui/FormError/FormError';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { formatDateTime } from '../../../lib/date-time';
import { errorMessage, errorStatus } from '../../../lib/error-message';
import { formatPyeong, formatWon } from '../../../lib/format';
import { requestPay } from '../../../lib/payment/request-pay';
import { visitLabel } from '../../../lib/visit-label';
import { useCompleteLinkPay } from '../api/completeLinkPay';
import { useLinkPay } from '../api/getLinkPay';
import { useStartLinkPay } from '../api/startLinkPay';
import styles from './LinkPayPage.module.css';

/**
 * /pay/:token: the payment page of a link a company sent (no account needed). Shows the company, service, visit,
 * home and amount, and pays through PortOne (card, Kakao Pay, Naver Pay). The payment window comes back here with
 * imp_uid in the query; the page reports it and the server checks it with PortOne.
 */
export default function LinkPayPage() {
  useHideBottomNav();
  const token = useParams().token ?? '';
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const view = useLinkPay(token);
  const start = useStartLinkPay();
  const complete = useCompleteLinkPay();
  const [method, setMethod] = useState<LinkPayMethod>('card');
  const [payError, setPayError] = useState<string | null>(null);
  const reported = useRef(false);
  const impUid = params.get('imp_uid');
  const returnedError = params.get('imp_success') === 'false' ? params.get('error_msg') || '결제가 완료되지 않았어요. 다시 결제해 주세요.' : null;

  useEffect(() => {
    if (!impUid || reported.current) return;
    reported.current = true;
    complete.mutate(
      { token, impUid },
      {
        onSuccess: (result) => {
          if (result.outcome !== 'paid') setPayError(result.message);
          navigate(`/pay/${token}`, { replace: true });
        },
        onError: (error) => setPayError(errorMessage(error, '결제를 확인하지 못했어요. 잠시 후 다시 열어 주세요.')),
      },
    );
  }, [impUid, token, complete, navigate]);

  const pay = () => {
    setPayError(null);
    start.mutate(
      { token, payMethod: method },
      {
        onSuccess: (init) =>
          void requestPay({ merchantUid: init.payment.merchantUid, paid: false, payment: init.payment }, { navigate, resultBase: `/pay/${token}` }).catch(
            (error: unknown) => setPayError(errorMessage(error)),
          ),
        onError: (error) => {
          setPayError(errorMessage(error, '결제창을 열지 못했어요. 잠시 후 다시 시도해 주세요.'));
          // The order changed since the page was opened (a new amount, paid or cancelled): show it as it is now.
          if (errorStatus(error) === 409) void view.refetch();
        },
      },
    );
  };

  const header = <PageHeader title="결제하기" back={false} documentTitle="입주 결제" />;

  if (view.isPending || (impUid && complete.isPending)) {
    return (
      <>
        {header}
        <SkeletonGroup label={impUid ? '결제를 확인하고 있어요' : '주문을 불러오는 중'} className={styles.page}>
          <Skeleton height={160} />
          <Skeleton height={120} />
        </SkeletonGroup>
      </>
    );
  }
  if (view.isError) {
    const status = errorStatus(view.error);
    return (
      <>
        {header}
        {status === 404 || status === 400 ? (
          <div className={styles.notice} role="alert">
            <XCircle size={40} aria-hidden="true" className={styles.fail} />
            <p className={styles.noticeTitle}>결제 링크를 열 수 없어요</p>
            <p className={styles.noticeBody}>{errorMessage(view.error)}</p>
          </div>
        ) : (
          <LoadError error={view.error} onRetry={() => void view.refetch()} />
        )}
      </>
    );
  }
  if (view.data.link === 'replaced') {
    return (
      <>
        {header}
        <ReplacedLink link={view.data} payError={payError} />
      </>
    );
  }
  const order = view.data;

  return (
    <>
      {header}
      <div className={styles.page}>
        {order.status === 'paid' && (
          <div className={styles.notice} role="status">
            <CheckCircle2 size={40} aria-hidden="true" className={styles.done} />
            <p className={styles.noticeTitle}>결제가 완료됐어요</p>
            <p className={styles.noticeBody}>
              {order.paidAt ? `${formatDateTime(order.paidAt)}에 ` : ''}
              {order.payMethod ? `${PAY_METHOD_LABELS[order.payMethod as LinkPayMethod] ?? ''}로 ` : ''}
              결제했어요. {order.companyName}에서 약속한 날 방문해요.
            </p>
          </div>
        )}
        {order.status === 'cancelled' && (
          <div className={styles.notice} role="status">
            <XCircle size={40} aria-hidden="true" className={styles.fail} />
            <p className={styles.noticeTitle}>취소된 주문이에요</p>
            <p className={styles.noticeBody}>{order.companyName}에서 주문을 취소했어요. 궁금한 점은 업체에 문의해 주세요.</p>
          </div>
        )}
        <OrderSummary order={order} />
        {order.status === 'pending' && (
          <section className={styles.section} aria-labelledby="link-pay-method">
            <h2 id="link-pay-method" className={styles.noticeTitle}>
              결제 수단
            </h2>
            <div className={styles.methods} role="radiogroup" aria-labelledby="link-pay-method">
              {LINK_PAY_METHODS.map((m) => (
                <button key={m} type="button" role="radio" aria-checked={method === m} className={styles.method} onClick={() => setMethod(m)}>
                  {PAY_METHOD_LABELS[m]}
                </button>
              ))}
            </div>
            {(payError ?? returnedError) && <FormError message={payError ?? returnedError} />}
            <p className={styles.hint}>회원가입 없이 결제할 수 있어요. 결제 내역은 같은 휴대폰 번호로 입주에 가입하면 주문 내역에서도 볼 수 있어요.</p>
          </section>
        )}
      </div>
      {order.status === 'pending' && (
        <BottomCTA>
          <Button fullWidth size="lg" loading={start.isPending} onClick={pay}>
            {formatWon(order.amount)} 결제하기
          </Button>
        </BottomCTA>
      )}
    </>
  );
}

/**
 * A link of an older version of the order: the company changed the amount, service, options or phone, so it cannot
 * pay. Says what happened and what works now (the newest link, or asking the company for one), never a pay button.
 */
function ReplacedLink({ link, payError }: { link: LinkPayReplaced; payError: string | null }) {
  const call = () => {
    window.location.href = `tel:${link.companyPhone.replace(/\D/g, '')}`;
  };
  const words =
    link.status === 'paid'
      ? { title: '이미 결제가 끝난 주문이에요', body: `${link.companyName}에서 보낸 새 결제 링크로 결제가 끝났어요. 이 링크로는 더 결제하지 않아도 돼요.` }
      : link.status === 'cancelled'
        ? { title: '취소된 주문이에요', body: `${link.companyName}에서 주문을 취소했어요. 궁금한 점은 업체에 문의해 주세요.` }
        : {
            title: '업체가 주문 내용을 바꿨어요',
            body: `${link.companyName}에서 금액이나 서비스, 연락처를 바꿔서 이 링크로는 결제할 수 없어요. 업체가 보낸 가장 최근 결제 링크로 결제해 주세요. 새 링크를 받지 못했다면 업체에 새 결제 링크를 보내 달라고 해 주세요.`,
          };
  return (
    <>
      <div className={styles.page}>
        <div className={styles.notice} role="status">
          {link.status === 'paid' ? (
            <CheckCircle2 size={40} aria-hidden="true" className={styles.done} />
          ) : link.status === 'cancelled' ? (
            <XCircle size={40} aria-hidden="true" className={styles.fail} />
          ) : (
            <RefreshCw size={40} aria-hidden="true" className={styles.fail} />
          )}
          <p className={styles.noticeTitle}>{words.title}</p>
          <p className={styles.noticeBody}>{words.body}</p>
        </div>
        {payError && <FormError message={payError} />}
      </div>
      <BottomCTA>
        <Button fullWidth size="lg" variant={link.status === 'pending' ? 'primary' : 'secondary'} leftIcon={<Phone size={18} aria-hidden="true" />} onClick={call}>
          {link.status === 'pending' ? `업체에 새 링크 요청하기 (${link.companyPhone})` : `업체에 전화하기 (${link.companyPhone})`}
        </Button>
      </BottomCTA>
    </>
  );
}

function OrderSummary({ order }: { order: LinkPayView }) {
  return (
    <section className={styles.section} aria-label="주문 내용">
      <p className={styles.company}>{order.companyName}</p>
      <h2 className={styles.title}>{order.itemName}</h2>
      <dl className={styles.dl}>
        {order.options.length > 0 && (
          <>
            <dt>옵션</dt>
            <dd>{order.options.map((o) => o.name).join(', ')}</dd>
          </>
        )}
        <dt>방문</dt>
        <dd>{visitLabel(order.visitDate, order.visitHour)}</dd>
        <dt>주소</dt>
        <dd>
          {order.complexName} {order.dong}동 {order.ho}호{order.pyeong ? ` · ${formatPyeong(order.pyeong)}` : ''}
        </dd>
        <dt>고객</dt>
        <dd>{order.customerName}</dd>
        <dt>업체 연락처</dt>
        <dd>{order.companyPhone}</dd>
      </dl>
      <div className={styles.amount}>
        <span>결제 금액</span>
        <span>{formatWon(order.amount)}</span>
      </div>
    </section>
  );
}
