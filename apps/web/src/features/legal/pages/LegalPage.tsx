import { FileQuestion } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/layout/PageHeader';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { LEGAL_DOCUMENTS, policyPath, type LegalSection, type LegalSlug } from '../documents';
import styles from './LegalPage.module.css';

const isSlug = (value: string | undefined): value is LegalSlug => value !== undefined && Object.hasOwn(LEGAL_DOCUMENTS, value);

/** Paragraphs in order; consecutive "- " paragraphs become one list. */
function SectionBody({ section }: { section: LegalSection }) {
  const blocks: Array<string | string[]> = [];
  for (const paragraph of section.paragraphs) {
    if (paragraph.startsWith('- ')) {
      const last = blocks.at(-1);
      if (Array.isArray(last)) last.push(paragraph.slice(2));
      else blocks.push([paragraph.slice(2)]);
    } else blocks.push(paragraph);
  }
  return blocks.map((block, i) =>
    Array.isArray(block) ? (
      <ul key={i} className={styles.list}>
        {block.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    ) : (
      <p key={i} className={styles.paragraph}>
        {block}
      </p>
    ),
  );
}

/** /policies/{slug}: 이용약관, 개인정보처리방침 and the consents, readable without signing in. */
export function LegalPage() {
  const { slug } = useParams();
  if (!isSlug(slug)) {
    return (
      <div className={styles.page}>
        <PageHeader title="약관 및 정책" />
        <EmptyState
          icon={<FileQuestion size={40} strokeWidth={1.5} />}
          title="찾는 문서가 없어요"
          description="주소가 잘못되었어요. 아래에서 읽을 문서를 골라 주세요."
          action={<Link to={policyPath('terms')}>이용약관 보기</Link>}
        />
      </div>
    );
  }
  const doc = LEGAL_DOCUMENTS[slug];
  return (
    <div className={styles.page}>
      <PageHeader title={doc.title} />
      <article className={styles.article}>
        <h2 className={styles.title}>{doc.title}</h2>
        <p className={styles.effective}>시행일 {doc.effectiveDate}</p>
        {doc.sections.map((section) => (
          <section key={section.heading} className={styles.section}>
            <h3 className={styles.heading}>{section.heading}</h3>
            <SectionBody section={section} />
          </section>
        ))}
        <nav className={styles.others} aria-label="다른 문서">
          {Object.values(LEGAL_DOCUMENTS)
            .filter((other) => other.slug !== slug)
            .map((other) => (
              <Link key={other.slug} to={policyPath(other.slug)} className={styles.otherLink}>
                {other.title}
              </Link>
            ))}
        </nav>
      </article>
    </div>
  );
}
