import type { Selectable } from 'kysely';
import type { Db } from '../../db/schema.ts';
import type { MemberSurveyTable } from '../../db/schema-accounts.ts';

export type MemberSurveyRow = Selectable<MemberSurveyTable>;

export async function findSurveyAnswer(
  db: Db,
  memberId: number,
  surveyId: string,
): Promise<MemberSurveyRow | undefined> {
  return db
    .selectFrom('member_survey')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('survey_id', '=', surveyId)
    .executeTakeFirst();
}

/** Stores the answers; the first completion instant stays when the member answers again. */
export async function saveSurveyAnswer(
  db: Db,
  values: { memberId: number; surveyId: string; answers: string; now: string },
): Promise<void> {
  await db
    .insertInto('member_survey')
    .values({
      member_id: values.memberId,
      survey_id: values.surveyId,
      answers: values.answers,
      completed_at: values.now,
      updated_at: values.now,
    })
    .onConflict((oc) =>
      oc.columns(['member_id', 'survey_id']).doUpdateSet({ answers: values.answers, updated_at: values.now }),
    )
    .execute();
}
