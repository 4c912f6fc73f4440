import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@edna/shared-contracts/client';
import type { AdminQuestion, AdminQuestionPage, GenerateQuestionsResponse } from '@edna/shared-contracts';
import { ADMIN_QUERY_KEYS } from '../../../shared/lib/query-keys';
import { questionSearchQuery, type QuestionSearch } from '../question-search';

const QUESTIONS_PATH = ADMIN_QUERY_KEYS.questions[0];

/** One page of the question bank's search; the page shown stays while the next one loads. */
export function useQuestionSearch(search: QuestionSearch) {
  const query = questionSearchQuery(search);
  return useQuery<AdminQuestionPage>({
    queryKey: [QUESTIONS_PATH, query],
    queryFn: ({ signal }) => apiRequest<AdminQuestionPage>('GET', `${QUESTIONS_PATH}?${query}`, undefined, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useGenerateQuestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (count: number) => apiRequest<GenerateQuestionsResponse>('POST', '/api/generate-questions', { count }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEYS.questions }),
  });
}

export function useSetQuestionActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) => apiRequest<AdminQuestion>('PATCH', `/api/admin/questions/${id}`, { active }),
    onSuccess: (updated) => {
      queryClient.setQueriesData<AdminQuestionPage>({ queryKey: ADMIN_QUERY_KEYS.questions }, (page) =>
        page ? { ...page, questions: page.questions.map((question) => (question.id === updated.id ? updated : question)) } : page,
      );
      // The bank's count of active questions follows.
      void queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEYS.questions });
    },
  });
}
