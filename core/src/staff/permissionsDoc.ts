import { assignableRoles, PERMISSIONS, ROLE_LABELS, ROLES, can, type Permission } from './roles';

// docs/permissions.md, written from the permissions table by scripts/permissions-doc.mjs; a test
// (e2e/static/permissions-doc.test.ts) fails while the file differs from what this makes.

const YES = '✓';
const NO = '—';

/** The decisions behind the table (issue 35), kept with the generator so the doc is one piece. */
const DECISIONS = `## How roles work

- **Membership documents, not custom claims.** A member is \`barbershops/{shopId}/members/{uid}\`
  (their role, and for a barber the barber column they are). The API and the Firestore rules read
  it on every request. Custom claims would ride in the ID token, which refreshes up to an hour
  later, so a removal or a lower role would wait for it, every change would need a token refresh,
  and one account in several shops would need a claims map that keeps growing.
- **Removal counts at the next request.** Removing a member deletes their document: their next
  request (API or Firestore) is refused, whatever their token says. Their refresh tokens are
  revoked too, so the session ends when the ID token expires.
- **The owner is not a member and cannot be transferred.** The owner is the shop's \`ownerId\`.
  Only functions write member documents, and never with the owner's role, so nobody can remove
  the owner or give the owner's role away.
- **Billing goes through the owner.** Staff accounts have no subscription of their own: a
  member's change needs the shop owner's trial or subscription to be running (reading stays
  open, as for the owner). Seats count bookable barbers; managers and front desk accounts don't
  use a seat. Subscription, seats and invoices stay with the owner's account.
- **"Own" for a barber** means the barber column their membership names: their own bookings
  (with the customer's name, phone and notes), marking their own visits once they have started,
  their own breaks and time off, and their own profile (name, specialty, bio, photo, breaks) but
  not whether they are active nor their working hours. They see other barbers' bookings only when
  the owner turns on "Let barbers see every barber’s bookings" (Staff tab, Team card): then My
  day offers another barber's bookings, read only (their time off stays theirs).
- **Money follows the policy, not the clicker.** Whoever marks a no-show (front desk or a barber
  on their own visit included), the fee the customer accepted is taken as the shop's policy says.
  Refund, waive and payment links are the owner's and managers' (\`payments.act\`); the front
  desk sees what was paid, not those buttons, and no reports or revenue.
- **Who did what.** Every change to a booking adds an entry to its \`history\` (action, time,
  who and in which role), shown in the appointment dialog ("Moved by Sam, front desk, 10:42");
  an email a member's action sent records them (\`triggeredBy\`) and the Email Flow names them.
  A customer's own change is recorded without their name, so an erasure leaves none behind.
- **Staff accounts** sign in with their email. An account that already exists (an owner of
  another shop, or a member elsewhere) joins by signing in and accepting the invite.
`;

const row = (cells: string[]) => `| ${cells.join(' | ')} |`;

/** Who may give which role (invite to it, or change a member to it). */
function assigning(): string {
  return ROLES.filter((r) => assignableRoles(r).length > 0)
    .map(
      (r) =>
        `- ${ROLE_LABELS[r]}: ${assignableRoles(r)
          .map((m) => ROLE_LABELS[m])
          .join(', ')}`,
    )
    .join('\n');
}

/** The whole of docs/permissions.md. */
export function permissionsDoc(): string {
  const permissions = Object.keys(PERMISSIONS) as Permission[];
  const table = [
    row(['What', ...ROLES.map((r) => ROLE_LABELS[r])]),
    row(['---', ...ROLES.map(() => ':---:')]),
    ...permissions.map((p) => row([`${PERMISSIONS[p].label} (\`${p}\`)`, ...ROLES.map((r) => (can(r, p) ? YES : NO))])),
  ].join('\n');
  return `<!-- Generated from core/src/staff/roles.ts by scripts/permissions-doc.mjs: do not edit. -->

# Permissions

Who may do what in a barbershop (issue 35). The owner is the shop's account; the others are
members the owner (or a manager) invited. The API checks this table on every request
(\`actorIn\` in functions/src/services/reads/members.ts) and the Firestore rules spell the same
roles per collection (e2e/rules/roles.test.ts).

${table}

Who may give which role (invite, or change a member to it):

${assigning()}

${DECISIONS}`;
}
