import type { ChatReply } from '@domestique/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { chatKeys } from './chat-keys.ts';

/** POST /api/coach/chat: asks the coach; the conversation is re-read with the reply and its proposals. */
export function useSendChat(language: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      apiRequest<ChatReply>('/api/coach/chat', { method: 'POST', language, body: { message } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.all }),
  });
}
