import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { ProgressiveImage } from '../../../components/ui/ProgressiveImage/ProgressiveImage';
import { QuestionItem } from '../../../components/ui/QuestionItem/QuestionItem';
import { Skeleton, SkeletonGroup, SkeletonText } from '../../../components/ui/Skeleton/Skeleton';
import { useItemSections } from '../api/listItemSections';
import type { SectionGroupType } from '../api/listItemSections';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import styles from './ItemSections.module.css';

const EMPTY_TEXT: Record<SectionGroupType, string> = {
  detail: '상세 정보를 준비하고 있어요',
  process: '진행 과정을 준비하고 있어요',
  caution: '따로 안내할 주의사항이 없어요',
  guide: '서비스 안내를 준비하고 있어요',
  faq: '등록된 질문이 아직 없어요',
};

/** Content blocks of one group type: titled text with optional photo, or accordions for FAQ. */
export function ItemSections({
  itemIdx,
  groupType,
  apartmentIdx,
  numbered = false,
}: {
  itemIdx: number;
  groupType: SectionGroupType;
  apartmentIdx?: number;
  /** Numbered steps (진행 과정). */
  numbered?: boolean;
}) {
  const sections = useItemSections(itemIdx, groupType, apartmentIdx);
  if (sections.isError) return <LoadError error={sections.error} onRetry={() => void sections.refetch()} />;
  if (sections.isPending) {
    return (
      <SkeletonGroup className={styles.list}>
        <Skeleton width="50%" height={20} />
        <SkeletonText lines={4} />
      </SkeletonGroup>
    );
  }
  if (sections.data.length === 0) {
    return <EmptyState title={EMPTY_TEXT[groupType]} description="궁금한 점은 상담으로 물어보시면 바로 답해 드려요." />;
  }
  if (groupType === 'faq') {
    return (
      <div className={styles.faq}>
        {sections.data.map((section) => (
          <QuestionItem key={section.sectionIdx} question={section.title} answer={section.body} />
        ))}
      </div>
    );
  }
  return (
    <ol className={styles.list}>
      {sections.data.map((section, i) => (
        <li key={section.sectionIdx} className={styles.section}>
          <h4 className={styles.title}>
            {numbered && <span className={styles.step}>{i + 1}</span>}
            {section.title}
            {section.apartmentIdx != null && <span className={styles.only}>우리 단지 안내</span>}
          </h4>
          <p className={styles.body}>{section.body}</p>
          {section.imageUrl && (
            <ProgressiveImage
              src={section.imageUrl}
              alt={section.title}
              aspectRatio="4/3"
              sizes="(max-width: 580px) 100vw, 580px"
              className={styles.image}
            />
          )}
        </li>
      ))}
    </ol>
  );
}
