import { BarChart3 } from 'lucide-react';
import { LinkBanner } from '../../../components/ui/LinkBanner/LinkBanner';
import { REPORT_PATH } from '../paths';

/** The way into /report from home and my page, for the chosen complex. */
export function MoveInReportBanner({ complexName, className }: { complexName: string; className?: string }) {
  return (
    <LinkBanner
      to={REPORT_PATH}
      icon={<BarChart3 size={22} />}
      title="우리 단지 입주 리포트"
      sub={`${complexName} 이웃들은 언제, 무엇을, 얼마에 예약했을까요?`}
      className={className}
    />
  );
}
