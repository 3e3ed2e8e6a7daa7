import {
  QUESTION_BODY_MAX,
  QUESTION_BODY_MIN,
  QUESTION_PHOTOS_MAX,
  QUESTION_TITLE_MAX,
  QUESTION_TITLE_MIN,
  QUESTION_TYPE_LABELS,
  QUESTION_TYPES,
  type QuestionType,
} from '@ipju/contract';
import { ChevronDown, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { BottomCTA, Button } from '../../../components/ui/Button/Button';
import { FormError } from '../../../components/ui/FormError/FormError';
import { PhotoPicker } from '../../../components/ui/PhotoPicker/PhotoPicker';
import { usePhotoUploads } from '../../../components/ui/PhotoPicker/usePhotoUploads';
import { TextArea } from '../../../components/ui/TextField/TextArea';
import { errorMessage, fieldErrors } from '../../../lib/error-message';
import { formatNumber } from '../../../lib/format';
import { useSuggestTitle } from '../api/suggestQuestionTitle';
import { ServiceSheet, useServiceOptions } from './ServiceSheet';
import styles from './QuestionForm.module.css';

export interface QuestionFormValues {
  questionType: QuestionType;
  item: string | null;
  body: string;
  title: string;
  /** Upload keys, existing and new, in the order shown. */
  photos: string[];
}

export interface QuestionFormProps {
  initial?: Omit<QuestionFormValues, 'photos'> & { photos: ReadonlyArray<{ key: string; url: string }> };
  submitLabel: string;
  pending: boolean;
  /** Sends the question; an ApiError's field messages are shown at their fields. */
  onSubmit: (values: QuestionFormValues) => Promise<void>;
}

type Field = 'questionType' | 'item' | 'body' | 'title' | 'photos';
type Errors = Partial<Record<Field | 'form', string>>;
const FIELDS: readonly Field[] = ['questionType', 'item', 'body', 'title', 'photos'];

/**
 * The question form of /question/write and the edit page: type, service, the body with a live count, a
 * title that 제목 추천 fills from the body (editable), photos uploaded as they are picked, and 등록하기.
 */
export function QuestionForm({ initial, submitLabel, pending, onSubmit }: QuestionFormProps) {
  const uid = useId();
  const [questionType, setQuestionType] = useState<QuestionType | null>(initial?.questionType ?? null);
  const [item, setItem] = useState<string | null>(initial?.item ?? null);
  const [body, setBody] = useState(initial?.body ?? '');
  const [title, setTitle] = useState(initial?.title ?? '');
  const [suggested, setSuggested] = useState(false);
  const [serviceOpen, setServiceOpen] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const uploads = usePhotoUploads('question', QUESTION_PHOTOS_MAX, initial?.photos);
  const suggest = useSuggestTitle();
  const services = useServiceOptions();
  const ids = { type: `${uid}-type`, body: `${uid}-body`, title: `${uid}-title` };
  const bodyLength = body.trim().length;

  const clear = (...fields: Field[]) =>
    setErrors((e) => (fields.some((f) => e[f]) || e.form ? { ...e, ...Object.fromEntries(fields.map((f) => [f, undefined])), form: undefined } : e));

  const validate = (): Errors => {
    const next: Errors = {};
    if (!questionType) next.questionType = '질문 유형을 골라 주세요.';
    if (bodyLength < QUESTION_BODY_MIN) next.body = `내용은 ${QUESTION_BODY_MIN}자 이상 적어 주세요.`;
    else if (bodyLength > QUESTION_BODY_MAX) next.body = `내용은 ${formatNumber(QUESTION_BODY_MAX)}자 이하로 적어 주세요.`;
    const titleLength = title.trim().length;
    if (titleLength < QUESTION_TITLE_MIN) next.title = `제목은 ${QUESTION_TITLE_MIN}자 이상 적어 주세요.`;
    else if (titleLength > QUESTION_TITLE_MAX) next.title = `제목은 ${QUESTION_TITLE_MAX}자 이하로 적어 주세요.`;
    if (uploads.uploading) next.photos = '사진을 올리고 있어요. 다 올라가면 다시 눌러 주세요.';
    else if (uploads.failed) next.photos = '올리지 못한 사진을 다시 올리거나 빼 주세요.';
    return next;
  };

  const focusFirst = (next: Errors) => {
    if (next.questionType) document.getElementById(`${ids.type}-0`)?.focus();
    else if (next.body) document.getElementById(ids.body)?.focus();
    else if (next.title) document.getElementById(ids.title)?.focus();
  };

  const suggestTitle = async () => {
    if (suggest.isPending) return;
    if (!body.trim()) {
      setErrors((e) => ({ ...e, body: '제목을 추천받으려면 내용을 먼저 적어 주세요.' }));
      document.getElementById(ids.body)?.focus();
      return;
    }
    try {
      const next = await suggest.mutateAsync(body.trim());
      setTitle(next);
      setSuggested(true);
      clear('title', 'body');
    } catch (error) {
      setErrors((e) => ({ ...e, title: errorMessage(error, '제목을 추천하지 못했어요. 직접 적어 주세요.') }));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const next = validate();
    setErrors(next);
    if (Object.keys(next).length > 0) {
      focusFirst(next);
      return;
    }
    try {
      await onSubmit({ questionType: questionType!, item, body: body.trim(), title: title.trim(), photos: uploads.keys });
    } catch (error) {
      const byField: Errors = fieldErrors(error, FIELDS);
      const shown = Object.keys(byField).length > 0 ? byField : { form: errorMessage(error, '질문을 보내지 못했어요. 잠시 후 다시 시도해 주세요.') };
      setErrors(shown);
      focusFirst(shown);
    }
  };

  const serviceName = item ? (services.find((s) => s.code === item)?.name ?? item) : null;

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label="질문">
      <div className={styles.body}>
        <fieldset className={styles.section} aria-describedby={errors.questionType ? `${ids.type}-error` : undefined}>
          <legend className={styles.label}>어떤 질문인가요?</legend>
          <div className={styles.types}>
            {QUESTION_TYPES.map((t, i) => (
              <label key={t} className={styles.typeChip} data-selected={questionType === t || undefined}>
                <input
                  id={`${ids.type}-${i}`}
                  type="radio"
                  name={`${uid}-type`}
                  value={t}
                  checked={questionType === t}
                  className={styles.typeInput}
                  onChange={() => {
                    setQuestionType(t);
                    clear('questionType');
                  }}
                />
                {QUESTION_TYPE_LABELS[t]}
              </label>
            ))}
          </div>
          {errors.questionType && (
            <p id={`${ids.type}-error`} className={styles.error} role="alert">
              {errors.questionType}
            </p>
          )}
        </fieldset>

        <div className={styles.section}>
          <p className={styles.label} id={`${uid}-service`}>
            어떤 서비스에 대한 질문인가요? <span className={styles.optional}>(선택)</span>
          </p>
          <button
            type="button"
            className={styles.select}
            aria-labelledby={`${uid}-service ${uid}-service-value`}
            aria-haspopup="dialog"
            onClick={() => setServiceOpen(true)}
          >
            <span id={`${uid}-service-value`} data-empty={serviceName ? undefined : true}>
              {serviceName ?? '서비스 고르기'}
            </span>
            <ChevronDown size={18} aria-hidden="true" />
          </button>
          {errors.item && (
            <p className={styles.error} role="alert">
              {errors.item}
            </p>
          )}
        </div>

        <TextArea
          id={ids.body}
          label="궁금한 내용"
          labelStyle="section"
          className={styles.bodyInput}
          value={body}
          rows={8}
          maxLength={QUESTION_BODY_MAX}
          count={bodyLength}
          placeholder={'상황을 자세히 적을수록 정확한 답변을 받을 수 있어요.\n예) 34평 욕실 2곳 줄눈을 하려는데, 입주청소 전에 해야 하나요?'}
          error={errors.body}
          hint={bodyLength < QUESTION_BODY_MIN ? `${QUESTION_BODY_MIN - bodyLength}자 더 적어 주세요` : '전화번호·동호수 같은 개인정보는 적지 마세요'}
          onChange={(e) => {
            setBody(e.target.value);
            clear('body');
          }}
        />

        {/* A textarea so a long Korean title shows whole on a narrow screen; Enter never adds a line. */}
        <TextArea
          id={ids.title}
          label="제목"
          labelStyle="section"
          labelAside={
            <Button
              variant="secondary"
              size="sm"
              loading={suggest.isPending}
              leftIcon={<Sparkles size={14} aria-hidden="true" />}
              onClick={() => void suggestTitle()}
              className={styles.suggest}
            >
              제목 추천
            </Button>
          }
          className={styles.titleInput}
          value={title}
          rows={1}
          maxLength={QUESTION_TITLE_MAX}
          count={title.trim().length}
          countLabel="제목 글자 수"
          placeholder="내용을 적고 제목 추천을 눌러 보세요"
          error={errors.title}
          hint={suggested ? '내용에서 뽑은 제목이에요. 마음대로 고쳐 써도 돼요.' : `${QUESTION_TITLE_MIN}~${QUESTION_TITLE_MAX}자로 적어 주세요.`}
          onKeyDown={(e) => {
            if (e.key === 'Enter') e.preventDefault();
          }}
          onChange={(e) => {
            setTitle(e.target.value.replace(/[\r\n]+/g, ' '));
            setSuggested(false);
            clear('title');
          }}
        />

        <div className={styles.section}>
          <PhotoPicker
            uploads={uploads}
            hint={`하자 부위나 견적서처럼 상황이 보이는 사진이 있으면 더 정확한 답변을 받을 수 있어요. ${QUESTION_PHOTOS_MAX}장까지 올릴 수 있어요.`}
            error={errors.photos}
            onChange={() => clear('photos')}
            inputTestId="question-photo-input"
          />
        </div>

        <ul className={styles.rules}>
          <li>파트너 업체와 입주 매니저가 답변해요. 답변이 달리면 알림으로 알려 드려요.</li>
          <li>답변이 달린 뒤에는 질문을 고치거나 지울 수 없어요.</li>
          <li>광고, 비방, 개인정보가 담긴 글은 신고를 받아 가려질 수 있어요.</li>
        </ul>

        <FormError message={errors.form} />
      </div>

      <BottomCTA>
        <Button type="submit" size="lg" fullWidth loading={pending}>
          {submitLabel}
        </Button>
      </BottomCTA>

      <ServiceSheet
        isOpen={serviceOpen}
        onClose={() => setServiceOpen(false)}
        value={item}
        onChange={(code) => {
          setItem(code);
          clear('item');
        }}
        noneLabel="선택 안 함"
        title="어떤 서비스에 대한 질문인가요?"
      />
    </form>
  );
}
