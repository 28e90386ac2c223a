// The profile's text limits, the users spec's own (users.view.ts reads them from here): apart
// from the spec so the sign-up and profile forms carry these two numbers, not the spec.
export const PROFILE_LIMITS = { nama: 100, whatsapp: 20 } as const;
