import type { QuestionDetail } from '@ipju/contract';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/date-time';
import { formatNumber, relativeTime } from '../../../lib/format';
import { ImageViewer } from '../../ui/ImageViewer/ImageViewer';
import { ProgressiveImage } from '../../ui/ProgressiveImage/ProgressiveImage';
import styles from './QuestionPost.module.css';

type Post = Pick<QuestionDetail, 'createdAt' | 'readCount' | 'editedAt' | 'body' | 'photos'>;

/**
 * A question as the board shows it under its title: when it was asked (with the full date where a reader
 * must reply in time: the partner console), views, 수정됨, the text and the photos, a tap opening a photo
 * large. The resident's board and the partner console's 입주민 문의 show the same post.
 */
export function QuestionPostBody({ question, fullDate = false }: { question: Post; fullDate?: boolean }) {
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  return (
    <>
      <p className={styles.meta}>
        <time dateTime={question.createdAt}>
          {fullDate ? `${formatDateTime(question.createdAt)} (${relativeTime(question.createdAt)})` : relativeTime(question.createdAt)}
        </time>
        <span aria-hidden="true">·</span>
        <span>조회 {formatNumber(question.readCount)}</span>
        {question.editedAt && (
          <>
            <span aria-hidden="true">·</span>
            <span>수정됨</span>
          </>
        )}
      </p>
      <p className={styles.body}>{question.body}</p>
      {question.photos.length > 0 && (
        <ul className={styles.photos} aria-label={`첨부 사진 ${question.photos.length}장`}>
          {question.photos.map((photo, i) => (
            <li key={photo.key}>
              <button type="button" className={styles.photo} onClick={() => setViewerIndex(i)} aria-label={`사진 ${i + 1} 크게 보기`}>
                <ProgressiveImage src={photo.url} alt="" aspectRatio={1} sizes="120px" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ImageViewer
        isOpen={viewerIndex !== null}
        onClose={() => setViewerIndex(null)}
        images={question.photos.map((p) => p.url)}
        startIndex={viewerIndex ?? 0}
        aria-label="질문 사진 크게 보기"
      />
    </>
  );
}
