import type { SurveyState } from '#contract/community.ts';
import { formatDateTime } from '../../../platform/format.ts';
import type { MemberGate } from '../../../ui/member-gate.ts';
import { showToast } from '../../../ui/overlays/feedback.ts';
import { showActionError } from '../action-error.ts';
import { useVote } from '../api/post-detail.ts';
import { formatCount } from '../text.ts';
import { CheckIcon } from './icons.tsx';
import styles from './post-detail.module.css';

/**
 * A vote: the options to pick (and to change until it closes), then the results as bars once the
 * member voted or the vote closed (the server sends counts only then).
 */
export function SurveyVote({
  postId,
  survey,
  gate,
}: {
  postId: number;
  survey: SurveyState;
  gate: MemberGate;
}) {
  const vote = useVote(postId);
  const total = survey.totalVotes ?? 0;
  const canVote = !survey.isClosed;
  const choose = (optionId: number) => {
    if (
      vote.isPending ||
      optionId === survey.myOptionId ||
      !gate.allow({ reason: '투표하려면 로그인해 주세요.' })
    )
      return;
    vote.mutate(optionId, {
      onSuccess: () => showToast(survey.myOptionId === null ? '투표했어요.' : '투표를 바꿨어요.'),
      onError: (error) => showActionError(error, gate),
    });
  };
  return (
    <section className={styles.survey} aria-labelledby="survey-title">
      <div className={styles.surveyHead}>
        <h2 id="survey-title" className={styles.surveyTitle}>
          투표
        </h2>
        <span className={styles.surveyMeta}>
          {survey.isClosed ? '마감된 투표' : `${formatDateTime(survey.closesAt)} 마감`}
          {survey.totalVotes !== null && ` · ${formatCount(total)}명 참여`}
        </span>
      </div>
      <ul className={styles.options}>
        {survey.options.map((option) => {
          const mine = option.optionId === survey.myOptionId;
          const percent =
            survey.resultsVisible && option.voteCount !== null
              ? total > 0
                ? Math.round((option.voteCount / total) * 100)
                : 0
              : null;
          return (
            <li key={option.optionId}>
              <button
                type="button"
                className={styles.option}
                aria-pressed={mine}
                disabled={!canVote || vote.isPending}
                onClick={() => choose(option.optionId)}
              >
                {percent !== null && (
                  <span className={styles.optionBar} style={{ width: `${percent}%` }} aria-hidden="true" />
                )}
                <span className={styles.optionText}>
                  {mine && <CheckIcon size={16} />}
                  {option.text}
                  {mine && <span className="visually-hidden"> (내 선택)</span>}
                </span>
                {percent !== null && (
                  <span className={styles.optionResult}>
                    {percent}% · {formatCount(option.voteCount ?? 0)}표
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      <p className={styles.surveyHint}>
        {survey.isClosed
          ? '투표가 마감되었어요.'
          : survey.myOptionId === null
            ? '항목을 눌러 투표하세요. 투표하면 결과를 볼 수 있어요.'
            : '마감 전까지 다른 항목을 눌러 바꿀 수 있어요.'}
      </p>
    </section>
  );
}
