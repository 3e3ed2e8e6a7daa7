import { AlertCircle, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '../../../components/layout/PageHeader';
import { Button } from '../../../components/ui/Button/Button';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { QuestionItem } from '../../../components/ui/QuestionItem/QuestionItem';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { Tabs } from '../../../components/ui/Tabs/Tabs';
import { CHAT_CHANNEL_URL } from '../../../lib/config';
import { useFaqs } from '../api/listFaqs';
import styles from './Support.module.css';
import { errorMessage } from '../../../lib/error-message';

const ALL = '전체';

/** /faq: questions by category (tabs) as accordions, with the chat channel for anything else. */
export default function FaqPage() {
  const faqs = useFaqs();
  const [category, setCategory] = useState(ALL);

  let body: React.ReactNode;
  if (faqs.isError) {
    body = (
      <EmptyState
        icon={<AlertCircle size={40} strokeWidth={1.5} />}
        title="자주 묻는 질문을 불러오지 못했어요"
        description={errorMessage(faqs.error)}
        action={
          <Button variant="secondary" onClick={() => void faqs.refetch()}>
            다시 시도하기
          </Button>
        }
      />
    );
  } else if (faqs.isPending) {
    body = (
      <SkeletonGroup className={styles.skeletonList}>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={20} width={`${70 + ((i * 7) % 25)}%`} />
        ))}
      </SkeletonGroup>
    );
  } else {
    const groups = faqs.data;
    const tabs = [ALL, ...groups.map((g) => g.category)];
    const shown = category === ALL ? groups.flatMap((g) => g.faqs) : (groups.find((g) => g.category === category)?.faqs ?? []);
    body = (
      <>
        <Tabs
          variant="chip"
          items={tabs.map((t) => ({ value: t, label: t, panelId: 'faq-panel' }))}
          value={tabs.includes(category) ? category : ALL}
          onChange={setCategory}
          aria-label="질문 분류"
          idPrefix="faq-tab"
          className={styles.tabs}
        />
        <div id="faq-panel" role="tabpanel" aria-labelledby={`faq-tab-${category}`} className={styles.panel}>
          {shown.length === 0 ? (
            <EmptyState title="이 분류에는 아직 질문이 없어요" description="다른 분류를 보거나 채팅으로 물어보세요." />
          ) : (
            shown.map((faq) => (
              <QuestionItem
                key={faq.faqIdx}
                question={faq.question}
                answer={faq.answer}
                tag={category === ALL ? faq.category : undefined}
              />
            ))
          )}
        </div>
      </>
    );
  }

  return (
    <>
      <PageHeader title="자주 묻는 질문" />
      <main className={styles.page}>
        {body}
        <div className={styles.more}>
          <p>찾는 답이 없나요?</p>
          <a href={CHAT_CHANNEL_URL} target="_blank" rel="noopener noreferrer" className={styles.chat}>
            <MessageCircle size={18} aria-hidden="true" />
            채팅으로 물어보기
          </a>
        </div>
      </main>
    </>
  );
}
