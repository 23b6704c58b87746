import type { ChatHistory } from '@domestique/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { chatKeys } from './chat-keys.ts';

/** GET /api/coach/chat: the rider's conversation with the coach, oldest first, with each reply's proposals. */
export function useChatHistory(language: string, enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.history(language),
    queryFn: () => apiRequest<ChatHistory>('/api/coach/chat', { language }),
    enabled,
  });
}
