export const KNOWLEDGE_IN_PATH = '/knowledge-in';
export const QUESTION_INTRO_PATH = '/question/intro';
export const QUESTION_WRITE_PATH = '/question/write';
export const MY_QUESTIONS_PATH = '/question/mine';
export const questionPath = (questionIdx: number) => `/question/${questionIdx}`;
export const questionEditPath = (questionIdx: number) => `/question/${questionIdx}/edit`;

/** localStorage: the intro was seen, so 질문하기 goes straight to the form. */
export const INTRO_SEEN_KEY = 'ipju:questionIntroSeen';

export function introSeen(): boolean {
  try {
    return window.localStorage.getItem(INTRO_SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

export function markIntroSeen(): void {
  try {
    window.localStorage.setItem(INTRO_SEEN_KEY, '1');
  } catch {
    // Private mode: the intro shows again next time, which is harmless.
  }
}

/** Where 질문하기 goes: the intro the first time, the form after. */
export const askPath = () => (introSeen() ? QUESTION_WRITE_PATH : QUESTION_INTRO_PATH);
