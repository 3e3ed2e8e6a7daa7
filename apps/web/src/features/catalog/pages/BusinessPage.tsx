import type { Category, CategoryList } from '@ipju/contract';
import { SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/layout/PageHeader';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { useCategories } from '../api/listCategories';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { CategoryView } from './CategoryView';
import { ChapterView } from './ChapterView';
import styles from './BusinessPage.module.css';

export type Resolved =
  | { kind: 'category'; category: Category }
  | { kind: 'chapter'; chapter: CategoryList['chapters'][number]; categories: Category[] }
  | { kind: 'missing' };

export function resolveCode(list: CategoryList, code: string): Resolved {
  const chapter = list.chapters.find((c) => c.code === code);
  if (chapter) {
    const categories = chapter.categoryCodes
      .map((c) => list.categories.find((category) => category.code === c))
      .filter((c): c is Category => c != null);
    return { kind: 'chapter', chapter, categories };
  }
  const category = list.categories.find((c) => c.code === code);
  return category ? { kind: 'category', category } : { kind: 'missing' };
}

/** /business/{code}: a service category (its companies and the chosen item) or a chapter page. */
export default function BusinessPage() {
  const { code = '' } = useParams();
  const categories = useCategories();

  if (categories.isError) {
    return (
      <>
        <PageHeader title="서비스" />
        <LoadError title="서비스 정보를 불러오지 못했어요" error={categories.error} onRetry={() => void categories.refetch()} />
      </>
    );
  }
  if (categories.isPending) {
    return (
      <>
        <PageHeader title="서비스" />
        <SkeletonGroup className={styles.loading}>
          <Skeleton height="auto" radius={0} style={{ aspectRatio: '4 / 3' }} />
          <div className={styles.loadingText}>
            <Skeleton width="40%" height={14} />
            <Skeleton width="80%" height={24} />
            <Skeleton width="55%" height={16} />
          </div>
        </SkeletonGroup>
      </>
    );
  }

  const resolved = resolveCode(categories.data, code);
  if (resolved.kind === 'chapter') {
    return <ChapterView key={code} chapter={resolved.chapter} categories={resolved.categories} />;
  }
  if (resolved.kind === 'category') {
    return <CategoryView key={code} category={resolved.category} />;
  }
  return (
    <>
      <PageHeader title="서비스" />
      <EmptyState
        icon={<SearchX size={40} strokeWidth={1.5} />}
        title="찾는 서비스가 없어요"
        description="주소가 바뀌었거나 판매가 끝난 서비스예요. 홈에서 다른 서비스를 둘러보세요."
        action={
          <Link to="/" className={styles.homeLink}>
            홈으로 가기
          </Link>
        }
      />
    </>
  );
}
