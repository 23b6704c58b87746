/**
 * Query keys of the rider's consents (lib/consents): read by the check-in card (features/plans: resting HR and HRV
 * shown only with the health-data consent) and by Settings → Consents (features/consents), which changes them.
 */
export const consentKeys = {
  all: ['consents'] as const,
};
