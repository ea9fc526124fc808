import * as yup from 'yup';
import { newPasswordField } from '../account/registration';
import { emailAddress } from '../validation/builders';
import { docId, strictString } from '../validation/fields';
import { MEMBER_ROLES } from './roles';

/** How long an invite's link works, from its last sending. */
export const INVITE_VALID_DAYS = 7;

const memberRole = (label: string) =>
  strictString(label).oneOf([...MEMBER_ROLES], `${label} must be one of: manager, front desk, barber`);

/** A barber's column: required for the barber role, absent (null) for the others. */
const barberColumn = () =>
  docId('Barber')
    .nullable()
    .default(null)
    .when('role', {
      is: 'barber',
      then: (s) => s.required('Choose the barber this person is'),
      otherwise: (s) => s.oneOf([null, undefined], 'Only a barber is linked to a barber'),
    });

/** POST /api/barbershops/{id}/invites. */
export const inviteSchema = yup.object({
  email: emailAddress('Email').required('Email is required'),
  role: memberRole('Role').required('Role is required'),
  barberId: barberColumn(),
});
export type InviteInput = yup.InferType<typeof inviteSchema>;

/** PATCH /api/barbershops/{id}/members/{uid}: a new role (and barber column). */
export const memberChangeSchema = yup.object({
  role: memberRole('Role').required('Role is required'),
  barberId: barberColumn(),
});
export type MemberChangeInput = yup.InferType<typeof memberChangeSchema>;

/** The invite link's token: 43 base64url characters (32 random bytes). */
export const inviteTokenField = () =>
  strictString('Invite')
    .required('This invite link is incomplete')
    .matches(/^[A-Za-z0-9_-]{20,100}$/, 'This invite link is incomplete');

/** POST /api/invites/preview. */
export const invitePreviewSchema = yup.object({ token: inviteTokenField() });

/**
 * POST /api/invites/accept. Signed in (a Bearer token): the account joins, the other fields are
 * not read. Signed out: a new account for the invite's email, with these names and password.
 */
export const acceptInviteSchema = yup.object({
  token: inviteTokenField(),
  firstName: strictString('First name').max(100, 'First name must be at most 100 characters').optional(),
  lastName: strictString('Last name').max(100, 'Last name must be at most 100 characters').optional(),
  password: newPasswordField('Password').optional(),
});
export type AcceptInviteInput = yup.InferType<typeof acceptInviteSchema>;

/** The signed-out accept needs a first name and a password. */
export const newMemberAccountSchema = yup.object({
  firstName: strictString('First name').required('First name is required').max(100, 'First name must be at most 100 characters'),
  lastName: strictString('Last name').max(100, 'Last name must be at most 100 characters').default(''),
  password: newPasswordField('Password'),
});
