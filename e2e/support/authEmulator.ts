import { AUTH_HOST, PROJECT_ID } from './env';

export interface OobCode {
  email: string;
  oobCode: string;
  oobLink: string;
  requestType: string;
}

/** The Auth emulator's outbox of action codes: the password reset emails it "sent" to `email`. */
export async function passwordResetCodesFor(email: string): Promise<OobCode[]> {
  const res = await fetch(`http://${AUTH_HOST}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  if (!res.ok) throw new Error(`oobCodes answered ${res.status}`);
  const { oobCodes } = (await res.json()) as { oobCodes: OobCode[] };
  return oobCodes.filter((c) => c.email === email.toLowerCase() && c.requestType === 'PASSWORD_RESET');
}
