import { MapPinOff } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/Button/Button';
import { EmptyState } from '../../components/ui/EmptyState/EmptyState';
import { useInspectorHeader } from '../../features/inspector-auth';
import { INSPECTOR_HOME } from '../../lib/inspector-paths';

/** An /inspector path no page answers: Korean, inside the console, with a way back to the list. */
export function InspectorNotFound() {
  useInspectorHeader({ title: '페이지를 찾을 수 없어요', backTo: INSPECTOR_HOME });
  const navigate = useNavigate();
  return (
    <EmptyState
      icon={<MapPinOff size={40} strokeWidth={1.5} />}
      title="찾으시는 화면이 없어요"
      description="주소가 바뀌었거나 아직 준비 중인 화면이에요."
      action={<Button onClick={() => navigate(INSPECTOR_HOME, { replace: true })}>점검 목록으로 가기</Button>}
    />
  );
}
