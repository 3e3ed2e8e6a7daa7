import { MessagesSquare } from 'lucide-react';
import { LinkBanner } from '../../../components/ui/LinkBanner/LinkBanner';
import { KNOWLEDGE_IN_PATH } from '../paths';

/** The home page's way into 지식인. */
export function KnowledgeInBanner({ className }: { className?: string }) {
  return (
    <LinkBanner
      to={KNOWLEDGE_IN_PATH}
      icon={<MessagesSquare size={22} />}
      title="입주 지식인"
      sub="줄눈이 먼저일까, 청소가 먼저일까? 업체와 입주 매니저가 답해요"
      className={className}
    />
  );
}
