// Who may do what in a shop (issue 35). This table is the contract: docs/permissions.md is
// generated from it (scripts/permissions-doc.mjs), the API checks it on every staff route
// (functions' services/reads/members.ts), and firestore.rules spell the same roles per
// collection (e2e/rules/roles.test.ts holds them to it, cell by cell).

import type { MemberRole, Role } from '../model/members';

/** A member's role in one shop. The owner is the shop's `ownerId`; the others are `members/{uid}`. */
export const ROLES: readonly Role[] = ['owner', 'manager', 'frontDesk', 'barber'];

/** The roles a member document may hold: the owner's is the shop's `ownerId`, never a member's. */
export const MEMBER_ROLES: readonly MemberRole[] = ['manager', 'frontDesk', 'barber'];

export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Owner',
  manager: 'Manager',
  frontDesk: 'Front desk',
  barber: 'Barber',
};

/** Lower-case, for a sentence: "Moved by Sam, front desk, 10:42". */
export const roleInSentence = (role: Role): string => ROLE_LABELS[role].toLowerCase();

/**
 * What a role may do. `own`: a barber, for their own column only (their bookings, breaks and
 * time off, profile). Where a permission is not listed for a role, the role may not.
 */
export const PERMISSIONS = {
  'schedule.read': {
    label: 'See the whole schedule (every barber’s bookings, with the customer’s name, phone and notes)',
    roles: ['owner', 'manager', 'frontDesk'],
  },
  'schedule.write': {
    label: 'Book, move and cancel any booking; walk-ins; mark any visit',
    roles: ['owner', 'manager', 'frontDesk'],
  },
  'ownSchedule.read': {
    label: 'See their own bookings, with the customer’s name, phone and notes',
    roles: ['owner', 'manager', 'frontDesk', 'barber'],
  },
  'ownSchedule.write': {
    label: 'Mark their own visits arrived, completed or no-show (after the start); their own breaks and time off',
    roles: ['owner', 'manager', 'frontDesk', 'barber'],
  },
  'timeOff.write': {
    label: 'Breaks and time off for any barber',
    roles: ['owner', 'manager', 'frontDesk'],
  },
  'customers.read': {
    label: 'The customer list with contact details and notes',
    roles: ['owner', 'manager', 'frontDesk'],
  },
  'customers.write': {
    label: 'Add and edit customers and their notes; merge duplicates',
    roles: ['owner', 'manager', 'frontDesk'],
  },
  'customers.erase': { label: 'Erase a customer (a data-protection request)', roles: ['owner', 'manager'] },
  'ownProfile.write': {
    label: 'Their own barber profile and photo',
    roles: ['owner', 'manager', 'barber'],
  },
  'services.write': { label: 'Services and prices', roles: ['owner', 'manager'] },
  'hours.write': { label: 'Opening hours, closed days, barbers’ working hours', roles: ['owner', 'manager'] },
  'staff.manage': {
    label: 'Barbers (add, edit, remove), invites and roles (a manager: front desk and barbers only)',
    roles: ['owner', 'manager'],
  },
  'reviews.reply': { label: 'Reply to reviews and hide comments', roles: ['owner', 'manager'] },
  'emails.read': { label: 'The Email Flow (what was sent, and who triggered it)', roles: ['owner', 'manager', 'frontDesk'] },
  'reports.read': { label: 'Reports and revenue', roles: ['owner', 'manager'] },
  'payments.act': {
    label: 'Take a no-show fee, send a payment link, waive, refund',
    roles: ['owner', 'manager'],
  },
  'payments.settings': { label: 'Payment settings and the Stripe account', roles: ['owner'] },
  'settings.write': {
    label: 'The shop’s profile, images and booking settings',
    roles: ['owner', 'manager'],
  },
  'visibility.write': {
    label: 'Let barbers see every barber’s bookings',
    roles: ['owner'],
  },
  billing: { label: 'Subscription, seats and invoices', roles: ['owner'] },
  'account.delete': { label: 'Delete the shop and the account', roles: ['owner'] },
} as const satisfies Record<string, { label: string; roles: readonly Role[] }>;

export type Permission = keyof typeof PERMISSIONS;

/** Whether `role` holds `permission`. */
export function can(role: Role, permission: Permission): boolean {
  return (PERMISSIONS[permission].roles as readonly Role[]).includes(role);
}

/** The roles a member of `role` may give (invite to, or change to): the owner any member role, a manager front desk and barber. */
export function assignableRoles(role: Role): readonly MemberRole[] {
  if (role === 'owner') return MEMBER_ROLES;
  if (role === 'manager') return ['frontDesk', 'barber'];
  return [];
}

/** Whether `actor` may change or remove a member who holds `target` (a manager leaves other managers alone). */
export function mayManageMember(actor: Role, target: MemberRole): boolean {
  return assignableRoles(actor).includes(target);
}

export const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);
