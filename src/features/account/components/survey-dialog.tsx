import { type FormEvent, useId, useState } from 'react';
import type { SurveyQuestion } from '#contract/survey.ts';
import { Icon } from '../../../ui/icons.tsx';
import { showToast } from '../../../ui/overlays/feedback.ts';
import { Modal } from '../../../ui/overlays/modal.tsx';
import sections from '../../../ui/section.module.css';
import { alertIfForbidden, messageOf } from '../action-error.ts';
import { useSubmitSurvey } from '../api/survey.ts';
import { useSingleFlight } from '../hooks/use-single-flight.ts';
import {
  chooseOption,
  missingAnswers,
  SURVEY_MESSAGES,
  type SurveyDraft,
  surveyAnswersOf,
  writeText,
} from '../survey-rules.ts';
import styles from './account.module.css';
import dialog from './survey-dialog.module.css';

/** The × in the icons' frame, as the login dialog draws it. */
function CloseIcon() {
  return (
    <Icon>
      <path d="M6 6l12 12M18 6L6 18" />
    </Icon>
  );
}

export const SURVEY_THANKS = '설문에 참여해 주셔서 감사합니다.';

interface SurveyDialogProps {
  survey: { surveyId: string; title: string; description: string; questions: readonly SurveyQuestion[] };
  /** Closing hides the dialog for 12 hours (the caller sets the survey-hidden cookie). */
  onClose: () => void;
  /** The server stored the answers (the caller sets the survey-completed flag). */
  onCompleted: () => void;
}

function Question({
  question,
  index,
  draft,
  error,
  onChange,
}: {
  question: SurveyQuestion;
  index: number;
  draft: SurveyDraft;
  error: boolean;
  onChange: (draft: SurveyDraft) => void;
}) {
  const errorId = useId();
  const textId = useId();
  const title = `${index + 1}. ${question.title}`;
  const errorLine = (
    <p id={errorId} className={styles.status} data-tone="error">
      {error ? SURVEY_MESSAGES.REQUIRED : ''}
    </p>
  );
  if (question.kind === 'text') {
    const value = typeof draft[question.id] === 'string' ? (draft[question.id] as string) : '';
    return (
      <div className={styles.field}>
        <label htmlFor={textId} className={styles.label}>
          {title}
        </label>
        <textarea
          id={textId}
          className={styles.textarea}
          value={value}
          maxLength={question.maxLength}
          onChange={(event) => onChange(writeText(draft, question, event.target.value))}
          aria-invalid={error}
          aria-describedby={errorId}
        />
        <span className={styles.counterBelow} aria-hidden="true">
          {[...value].length}/{question.maxLength}
        </span>
        {errorLine}
      </div>
    );
  }
  const chosen = Array.isArray(draft[question.id]) ? (draft[question.id] as readonly string[]) : [];
  return (
    <fieldset className={styles.fieldset} aria-invalid={error} aria-describedby={errorId}>
      <legend className={styles.legend}>
        {title}
        {question.kind === 'multiple' && <span className={dialog.hint}> (여러 개 선택)</span>}
      </legend>
      <div className={question.kind === 'multiple' ? dialog.grid : styles.choices}>
        {question.options.map((option) => (
          <label key={option.id} className={styles.choice}>
            <input
              type={question.kind === 'single' ? 'radio' : 'checkbox'}
              name={question.id}
              value={option.id}
              checked={chosen.includes(option.id)}
              onChange={() => onChange(chooseOption(draft, question, option.id))}
            />
            {option.label}
          </label>
        ))}
      </div>
      {errorLine}
    </fieldset>
  );
}

/** The member survey (spec sections 3, 4 and 9), loaded only when a member owes it. */
export default function SurveyDialog({ survey, onClose, onCompleted }: SurveyDialogProps) {
  const [draft, setDraft] = useState<SurveyDraft>({});
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = useSubmitSurvey();
  const once = useSingleFlight();
  const missing = new Set(tried ? missingAnswers(survey.questions, draft) : []);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    setFailure(null);
    if (missingAnswers(survey.questions, draft).length > 0) {
      setFailure(SURVEY_MESSAGES.SOME_MISSING);
      return;
    }
    const answers = surveyAnswersOf(survey.questions, draft);
    void once(async () => {
      try {
        await submit.mutateAsync({ surveyId: survey.surveyId, answers });
      } catch (error) {
        if (!alertIfForbidden(error)) setFailure(messageOf(error));
        return;
      }
      showToast(SURVEY_THANKS);
      onCompleted();
    });
  }

  return (
    <Modal
      labelledBy="survey-title"
      describedBy="survey-description"
      width={480}
      fullScreen
      onDismiss={onClose}
    >
      <form className={dialog.frame} onSubmit={onSubmit} noValidate>
        <header className={dialog.header}>
          <h2 id="survey-title" className={dialog.title}>
            {survey.title}
          </h2>
          <button type="button" className={dialog.close} onClick={onClose} aria-label="설문 닫기">
            <CloseIcon />
          </button>
        </header>
        <div className={dialog.body}>
          <p id="survey-description" className={sections.muted}>
            {survey.description}
          </p>
          {survey.questions.map((question, index) => (
            <Question
              key={question.id}
              question={question}
              index={index}
              draft={draft}
              error={missing.has(question.id)}
              onChange={(next) => {
                setDraft(next);
                setFailure(null);
              }}
            />
          ))}
        </div>
        <footer className={dialog.footer}>
          <p className={styles.formError} role="alert">
            {failure}
          </p>
          <div className={styles.buttonRow}>
            <button type="button" className={styles.secondaryButton} onClick={onClose}>
              다음에 할게요
            </button>
            <button type="submit" className={styles.primaryButton} disabled={submit.isPending}>
              {submit.isPending ? '보내는 중…' : '제출하기'}
            </button>
          </div>
          <p className={dialog.note}>닫으면 12시간 동안 다시 보이지 않아요.</p>
        </footer>
      </form>
    </Modal>
  );
}
