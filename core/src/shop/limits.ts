/** Service duration bounds the API accepts (the same as the security rules'). */
export const SERVICE_DURATION_MIN = 5;
export const SERVICE_DURATION_MAX = 480;

/** The onboarding wizard's narrower duration input. */
export const WIZARD_DURATION_MIN = 15;
export const WIZARD_DURATION_MAX = 180;
