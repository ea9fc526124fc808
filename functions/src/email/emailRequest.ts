import type { RenderedEmail } from '@barbershop/core/email';
import type { ActorStamp, EmailType } from '@barbershop/core/model';

/** One email to send: what sendEmail sends and the retry queue keeps. */
export interface EmailRequest {
  emailType: EmailType;
  to: string;
  email: RenderedEmail;
  /** the shop whose email log records it; owner emails before a shop exists have none */
  shopId: string | null;
  appointmentId?: string | null;
  /** the sender's display name ("{Shop} via BarberBook"); the address is configuration */
  fromName?: string;
  /** where "reply to this email" goes */
  replyTo?: string | null;
  /** the member whose action sent it (the email log's "Sent by"); absent: sent automatically */
  triggeredBy?: ActorStamp | null;
}
