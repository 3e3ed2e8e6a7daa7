import { MapPinOff } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/ui/Button/Button';
import { EmptyState } from '../../components/ui/EmptyState/EmptyState';
import { PARTNER_HOME, usePartnerHeader } from '../../features/partner-auth';

/** A console path no page answers (yet): Korean, inside the console shell, with a way back to 오늘. */
export function PartnerNotFound() {
  usePartnerHeader({ title: '페이지를 찾을 수 없어요' });
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const atHome = pathname === PARTNER_HOME || pathname === `${PARTNER_HOME}/`;
  return (
    <EmptyState
      icon={<MapPinOff size={40} strokeWidth={1.5} />}
      title="찾으시는 화면이 없어요"
      description="주소가 바뀌었거나 아직 준비 중인 화면이에요."
      action={
        atHome ? undefined : <Button onClick={() => navigate(PARTNER_HOME, { replace: true })}>오늘 화면으로 가기</Button>
      }
    />
  );
}
