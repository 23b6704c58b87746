import type { InterfaceLanguage, Profile } from '@domestique/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http.ts';
import { profileKeys } from '../../../lib/profile/keys.ts';

/**
 * PUT /api/profile/language: the language the rider picked with the selector, kept in the profile (and the account),
 * so it survives a reload and the next sign-in (spec §4: the dashboard opens in the profile's language).
 */
export function putInterfaceLanguage(
  language: InterfaceLanguage['interface_language'],
): Promise<InterfaceLanguage> {
  return apiRequest<InterfaceLanguage>('/api/profile/language', {
    method: 'PUT',
    body: { interface_language: language },
  });
}

export function useSaveInterfaceLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putInterfaceLanguage,
    // the cached profile follows at once: the dashboard must not send the rider back to the old language meanwhile
    onMutate: (language) => {
      const previous = queryClient.getQueryData<Profile | null>(profileKeys.all)?.interface_language;
      queryClient.setQueryData<Profile | null>(profileKeys.all, (profile) =>
        profile ? { ...profile, interface_language: language } : profile,
      );
      return { previous };
    },
    onError: (_error, _language, context) => {
      const previous = context?.previous;
      if (previous)
        queryClient.setQueryData<Profile | null>(profileKeys.all, (profile) =>
          profile ? { ...profile, interface_language: previous } : profile,
        );
    },
  });
}
