import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SurveyAnswer } from '#contract/survey.ts';
import { getSurvey, submitSurvey } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';

/** GET /api/v2/user/survey: whether the member owes the current survey, and its questions. */
export const surveyQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'survey'] as const,
    queryFn: ({ signal }) => call(getSurvey, { signal }),
  });

export function useSurvey(enabled: boolean) {
  return useQuery({ ...surveyQueryOptions(), enabled, retry: false });
}

/** PUT /api/v2/user/survey. */
export function useSubmitSurvey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { surveyId: string; answers: SurveyAnswer[] }) => call(submitSurvey, { body }),
    onSuccess: ({ completedDt }) =>
      queryClient.setQueryData(surveyQueryOptions().queryKey, (survey) =>
        survey ? { ...survey, isRequired: false, completedDt } : survey,
      ),
  });
}
