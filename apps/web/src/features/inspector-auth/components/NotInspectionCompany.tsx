import { ClipboardX } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button/Button';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { PARTNER_HOME } from '../../partner-auth';

/** A partner whose company does not do 사전점검: this console is not theirs; the partner console is. */
export function NotInspectionCompany({ companyName }: { companyName: string }) {
  const navigate = useNavigate();
  return (
    <EmptyState
      icon={<ClipboardX size={40} strokeWidth={1.5} />}
      title="사전점검 업체 계정만 쓸 수 있어요"
      description={`${companyName}은 사전점검 업체로 등록되어 있지 않아요. 주문과 일정은 파트너 콘솔에서 확인해 주세요.`}
      action={<Button onClick={() => navigate(PARTNER_HOME)}>파트너 콘솔로 가기</Button>}
    />
  );
}
