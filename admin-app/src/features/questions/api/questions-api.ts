import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@edna/shared-contracts/client';
import type { AdminQuestion, GenerateQuestionsResponse } from '@edna/shared-contracts';
import { ADMIN_QUERY_KEYS } from '../../../shared/lib/query-keys';
import { jsonQueryFn } from '../../../shared/lib/query-fn';

export function useAdminQuestions() {
  return useQuery<AdminQuestion[]>({
    queryKey: ADMIN_QUERY_KEYS.questions,
    queryFn: jsonQueryFn<AdminQuestion[]>(),
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
      queryClient.setQueryData<AdminQuestion[]>(ADMIN_QUERY_KEYS.questions, (questions) =>
        questions?.map((question) => (question.id === updated.id ? updated : question)),
      );
    },
  });
}
