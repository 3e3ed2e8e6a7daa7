import { MapPinOff } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/Button/Button';
import { EmptyState } from '../../components/ui/EmptyState/EmptyState';
import { useStaffHeader } from '../../features/staff-auth';
import { STAFF_HOME } from '../../lib/staff-paths';

/** A /staff path no page answers: Korean, inside the console shell, with a way back to the inbox. */
export function StaffNotFound() {
  useStaffHeader({ title: '페이지를 찾을 수 없어요' });
  const navigate = useNavigate();
  return (
    <EmptyState
      icon={<MapPinOff size={40} strokeWidth={1.5} />}
      title="찾으시는 화면이 없어요"
      description="주소가 바뀌었거나 아직 준비 중인 화면이에요."
      action={<Button onClick={() => navigate(STAFF_HOME, { replace: true })}>상담함으로 가기</Button>}
    />
  );
}
