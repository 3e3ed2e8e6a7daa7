import { CONTENT_PAGES as CONTENTS, allAtContent, allAtProduct, isAllAtSlug, type ContentPageCopy as ContentData } from '@ipju/contract';
import { FileQuestion } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useHideBottomNav } from '../../../components/layout/ShellContext';
import { BottomCTA } from '../../../components/ui/Button/Button';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { Skeleton, SkeletonGroup, SkeletonText } from '../../../components/ui/Skeleton/Skeleton';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { CHAT_CHANNEL_URL } from '../../../lib/config';
import { useCategories } from '../../catalog';
import styles from './ContentPage.module.css';

/** /contents/{slug}: the product's explainer pages (SPEC section 2), including all-at-{product}. */
export default function ContentPage() {
  const { slug = '' } = useParams();
  useHideBottomNav();
  if (isAllAtSlug(slug)) return <AllAtPage product={allAtProduct(slug)} />;
  const content = Object.hasOwn(CONTENTS, slug) ? CONTENTS[slug] : undefined;
  return content ? <ContentView content={content} /> : <MissingContent />;
}

function AllAtPage({ product }: { product: string }) {
  const categories = useCategories();
  if (categories.isError) {
    return (
      <>
        <PageHeader title="서비스 안내" />
        <LoadError error={categories.error} onRetry={() => void categories.refetch()} />
      </>
    );
  }
  if (categories.isPending) {
    return (
      <>
        <PageHeader title="서비스 안내" />
        <SkeletonGroup className={styles.hero}>
          <Skeleton width="30%" height={14} />
          <Skeleton width="75%" height={28} />
          <SkeletonText lines={3} />
        </SkeletonGroup>
      </>
    );
  }
  const category = categories.data.categories.find((c) => c.code === product);
  if (!category) return <MissingContent />;
  return <ContentView content={allAtContent(category.code, category.name)} />;
}

function MissingContent() {
  return (
    <>
      <PageHeader title="안내" />
      <EmptyState
        icon={<FileQuestion size={40} strokeWidth={1.5} />}
        title="찾는 안내 페이지가 없어요"
        description="주소가 바뀌었을 수 있어요. 홈에서 서비스를 둘러보거나 자주 묻는 질문을 확인해 보세요."
        action={
          <Link to="/faq" className={styles.secondaryLink}>
            자주 묻는 질문 보기
          </Link>
        }
      />
    </>
  );
}

export function ContentView({ content }: { content: ContentData }) {
  const external = content.cta.to === 'chat';
  return (
    <>
      <PageHeader title={content.title} />
      <main>
        <section className={styles.hero}>
          <p className={styles.eyebrow}>{content.eyebrow}</p>
          <h2 className={styles.headline}>{content.headline}</h2>
          <p className={styles.lead}>{content.lead}</p>
          {content.highlights && (
            <dl className={styles.highlights}>
              {content.highlights.map((h) => (
                <div key={h.label} className={styles.highlight}>
                  <dt className={styles.highlightLabel}>{h.label}</dt>
                  <dd className={styles.highlightValue}>{h.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </section>
        {content.sections.map((section) => (
          <section key={section.title} className={styles.section}>
            <h3 className={styles.sectionTitle}>{section.title}</h3>
            {section.body && <p className={styles.body}>{section.body}</p>}
            {section.bullets && (
              <ul className={styles.bullets}>
                {section.bullets.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </main>
      <BottomCTA>
        {external ? (
          <a href={CHAT_CHANNEL_URL} target="_blank" rel="noopener noreferrer" className={styles.cta}>
            {content.cta.label}
          </a>
        ) : (
          <Link to={content.cta.to} className={styles.cta}>
            {content.cta.label}
          </Link>
        )}
      </BottomCTA>
    </>
  );
}
