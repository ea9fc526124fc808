// Staff accounts (issue 35): the shapes of members, invites and the who-did-what of a booking.
// The permissions themselves are core/src/staff/roles.ts.

/** A member's role in one shop: the owner is the shop's `ownerId`, the others `members/{uid}`. */
export type Role = 'owner' | 'manager' | 'frontDesk' | 'barber';
/** The roles a member document may hold. */
export type MemberRole = Exclude<Role, 'owner'>;

/**
 * `barbershops/{shopId}/members/{uid}`: one account's membership of one shop (functions write it:
 * an accepted invite, a role change; removal deletes it). The rules and the API read it on every
 * request, so a removal or a lower role counts from the next request on.
 */
export interface Member {
  /** the account's uid (the document id) */
  id: string;
  shopId: string;
  role: MemberRole;
  /** the barber column this account is (a barber's own day); null: not a barber */
  barberId: string | null;
  /** the person's name as the history shows it ("Moved by Sam, front desk") */
  name: string;
  email: string;
  joinedAt: Date;
  /** the uid of who invited them */
  invitedBy: string;
}

/**
 * `barbershops/{shopId}/invites/{inviteId}` (functions only): a pending invite. The emailed link
 * carries a random token; only its SHA-256 is stored. Accepting deletes the invite (single use).
 */
export interface Invite {
  id: string;
  shopId: string;
  email: string;
  role: MemberRole;
  barberId: string | null;
  tokenHash: string;
  expiresAt: Date;
  createdAt: Date;
  /** the last time the email went (creation or a resend) */
  sentAt: Date;
  invitedBy: string;
  invitedByName: string;
}

/** Who made a change: a member of the shop, the booker (manage link or online), or the system (a job). */
export interface ActorStamp {
  uid: string;
  name: string;
  role: Role | 'customer' | 'system';
}

export type AppointmentAction = 'booked' | 'moved' | 'cancelled' | 'arrived' | 'completed' | 'no_show' | 'reopened' | 'updated';

/** One entry of a booking's history, oldest first (`Appointment.history`). */
export interface AppointmentChange {
  action: AppointmentAction;
  at: Date;
  by: ActorStamp;
}
