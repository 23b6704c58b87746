import {
  apiErrorSchema,
  interfaceLanguageSchema,
  profileInputSchema,
  profileSchema,
  timezoneInputSchema,
} from '@domestique/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Authenticate, currentUser } from '../../auth/require-user.ts';
import type { ProfileService } from './profile-service.ts';

/**
 * GET/PUT /api/profile and PUT /api/profile/language: the signed-in rider's own profile; user_id always comes from
 * the session, never the body.
 */
export function registerProfileRoutes(
  app: FastifyInstance,
  deps: { authenticate: Authenticate; profiles: ProfileService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/profile',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['profile'],
        summary: 'Read my profile',
        response: { 200: profileSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    (request) => deps.profiles.get(currentUser(request).id),
  );
  r.put(
    '/api/profile',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['profile'],
        summary: 'Create or update my profile',
        description: [
          "Upsert of the signed-in rider's profile (user_id comes from the session, never the body).",
          'Required: name, email, age, weight, weight_unit, knows_ftp, experience_level, primary_goal; ftp is',
          'required when knows_ftp is true and ignored (stored as null) when it is false.',
          'Optional fields (coach_gender, interface_language, marketing_consent, onboarding_completed, lthr,',
          'max_hr, resting_hr, weekly_hours, available_days, timezone): when omitted, an update keeps the stored value and a',
          'first save uses the default (coach_gender male, interface_language = the language chosen at sign-up,',
          'marketing_consent false, onboarding_completed false, the rest null). Send null to clear a nullable one.',
          'timezone must be an IANA zone name such as Europe/Lisbon. Heart rates (bpm) must rise resting_hr < lthr <',
          'max_hr, counting the stored value of an omitted one; changing any of them re-scores HR load in the background.',
        ].join(' '),
        body: profileInputSchema,
        response: { 200: profileSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    (request) => deps.profiles.save(currentUser(request).id, request.body),
  );
  r.put(
    '/api/profile/timezone',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['profile'],
        summary: 'Set my time zone',
        description: [
          'The time zone alone (an IANA name such as America/Sao_Paulo): it decides which day is "today" for the',
          "plan. With if_unset true it is saved only when the profile has none — the web sends the browser's zone",
          'that way on the first signed-in page, so a zone the rider chose is never replaced. 404 without a profile.',
        ].join(' '),
        body: timezoneInputSchema,
        response: { 200: profileSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    (request) => deps.profiles.setTimezone(currentUser(request).id, request.body),
  );
  r.put(
    '/api/profile/language',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['profile'],
        summary: 'Set my interface language',
        description: [
          'The language the rider picked with the language selector, saved on its own: it becomes the profile',
          "interface_language (when there is a profile) and the account's language (e-mails, and the default of a",
          'profile created later). Other profile fields are untouched.',
        ].join(' '),
        body: interfaceLanguageSchema,
        response: { 200: interfaceLanguageSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    (request) => deps.profiles.setLanguage(currentUser(request).id, request.body),
  );
}
