// The /api routes as one typed table: method and path (as express registers it under /api), with
// the body a route takes and the answer it gives. functions/src/routes registers its paths from
// here and types each handler's answer with it; the web's `call` builds the URL from it and types
// the answer, so the two sides cannot drift apart with every test green. Routes not in the table
// yet keep their own path strings (docs/architecture.md).
import type { EraseCustomerInput } from '../customers/erase';
import type { MergeCustomerInput } from '../customers/merge';
import type { BlockTimeInput, RemoveBlockDayInput } from '../calendar/blockSchema';
import type {
  AppointmentUpdateInput,
  NewCustomerInput,
  OwnerBookingInput,
  OwnerCancelInput,
  OwnerMoveInput,
  WalkInInput,
} from '../calendar/ownerSchemas';
import type { BarberInput, BarberPatchInput, ServiceInput, ShopPatchInput, ShopProfileInput } from '../shop/schemas';
import type { ShopLocationInput } from '../shop/near';
import type { InferType } from 'yup';
import type { ChangePasswordInput } from '../account/registration';
import type { completeSubscriptionSchema, seatPriceSchema, seatUpdateSchema } from '../billing/plan';
import type { StaffChangeInput } from '../staff/reassign';
import type { PaymentPolicyInput } from '../payments/policy';
import type { ConnectLinkDto } from '../payments/account';
import type { AcceptInviteInput, InviteInput, MemberChangeInput } from '../staff/inviteSchemas';
import type { JoinWaitlistInput, ManualOfferInput } from '../waitlist/schemas';
import type {
  JoinedWaitlistDto,
  RegularDueDto,
  WaitlistDayDto,
  WaitlistEntryPublicDto,
  WaitlistOfferDto,
  WaitlistOfferPublicDto,
} from '../waitlist/contracts';
import type {
  AcceptedInviteDto,
  InviteDto,
  InvitePreviewDto,
  MemberDto,
  AppointmentDto,
  BarberDto,
  BarbershopDto,
  ClientSecretDto,
  PaymentPolicyDto,
  CustomerDto,
  MarkedAppointmentDto,
  SeatInfoDto,
  SeatPriceDto,
  ServiceDto,
  SubscriptionPaymentDto,
  SubscriptionStatusDto,
  TimeBlockDto,
  SmsActivityLogDto,
  SmsSettingsDto,
} from './contracts';
import type { SmsSettingsInput } from '../shop/smsSettings';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One route. `types` is never set: it carries the body and answer types to both sides. */
export interface Endpoint<M extends HttpMethod = HttpMethod, P extends string = string, Body = unknown, Reply = unknown> {
  readonly method: M;
  readonly path: P;
  readonly types?: { body: Body; reply: Reply };
}

/** The 409 of a barber change that leaves future appointments unhandled (PATCH or DELETE /api/barbers/{id}). */
export interface FutureAppointmentsPendingDto {
  message: string;
  futureAppointments: number;
}

/** The body an endpoint takes (`undefined`: none). */
export type BodyOf<E> = E extends { types?: { body: infer B } } ? B : never;
/** What an endpoint answers on success (`void`: 204, no content). */
export type ReplyOf<E> = E extends { types?: { reply: infer R } } ? R : never;

/** `{ id: string, customerId: string }` for '/barbershops/:id/customers/:customerId/merge'. */
export type PathParams<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? { [K in Param]: string } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? { [K in Param]: string }
    : Record<never, never>;

/**
 * A schema's body where the client may leave out the fields the schema defaults (InferType is
 * the schema's output, in which they are always present).
 */
type Defaulted<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;

const endpoint =
  <Body, Reply>() =>
  <M extends HttpMethod, P extends string>(method: M, path: P): Endpoint<M, P, Body, Reply> => ({ method, path });

/** The barber's change that also says what happens to their future appointments (staff change, docs/api.md). */
type BarberChangeBody<T> = T & Partial<StaffChangeInput>;

/** The owner area's changes (dashboard, settings, onboarding): every POST, PUT, PATCH and DELETE they send. */
export const ownerEndpoints = {
  createShop: endpoint<ShopProfileInput, BarbershopDto>()('POST', '/barbershops'),
  replaceShop: endpoint<ShopProfileInput, BarbershopDto>()('PUT', '/barbershops/:id'),
  updateShop: endpoint<Partial<ShopPatchInput>, BarbershopDto>()('PATCH', '/barbershops/:id'),
  setShopLocation: endpoint<ShopLocationInput, BarbershopDto>()('PUT', '/barbershops/:id/location'),
  addCustomer: endpoint<Defaulted<NewCustomerInput, 'email' | 'notes'> & { barbershopId?: string }, CustomerDto>()(
    'POST',
    '/barbershops/:id/customers',
  ),
  mergeCustomer: endpoint<MergeCustomerInput, CustomerDto>()('POST', '/barbershops/:id/customers/:customerId/merge'),
  eraseCustomer: endpoint<Partial<EraseCustomerInput> | undefined, { appointments: number; cancelled: number }>()(
    'POST',
    '/barbershops/:id/customers/:customerId/erase',
  ),
  bookForCustomer: endpoint<Defaulted<OwnerBookingInput, 'notes' | 'status'>, AppointmentDto>()(
    'POST',
    '/barbershops/:id/appointments',
  ),
  bookWalkIn: endpoint<Defaulted<WalkInInput, 'name' | 'phone' | 'email' | 'notes'>, AppointmentDto>()(
    'POST',
    '/barbershops/:id/walk-ins',
  ),
  moveAppointment: endpoint<Defaulted<OwnerMoveInput, 'notifyCustomer'>, AppointmentDto>()('POST', '/appointments/:id/move'),
  updateAppointment: endpoint<AppointmentUpdateInput, MarkedAppointmentDto>()('PATCH', '/appointments/:id'),
  refundPayment: endpoint<{ amountPence?: number } | undefined, AppointmentDto>()('POST', '/appointments/:id/payment/refund'),
  waivePayment: endpoint<undefined, AppointmentDto>()('POST', '/appointments/:id/payment/waive'),
  sendPaymentLink: endpoint<undefined, AppointmentDto>()('POST', '/appointments/:id/payment/link'),
  cancelAppointment: endpoint<Defaulted<OwnerCancelInput, 'reason' | 'notifyCustomer'>, AppointmentDto>()(
    'POST',
    '/appointments/:id/cancel',
  ),
  blockTime: endpoint<Defaulted<BlockTimeInput, 'isAllDay' | 'notes'> & { barberId?: string }, TimeBlockDto>()(
    'POST',
    '/barbers/:id/time-blocks',
  ),
  removeTimeBlock: endpoint<undefined, void>()('DELETE', '/time-blocks/:id'),
  removeTimeBlockDay: endpoint<RemoveBlockDayInput, TimeBlockDto[]>()('POST', '/time-blocks/:id/remove-day'),
  addBarber: endpoint<Defaulted<BarberInput, 'specialty' | 'bio' | 'isActive'> & { barbershopId?: string }, BarberDto>()(
    'POST',
    '/barbershops/:id/barbers',
  ),
  updateBarber: endpoint<BarberChangeBody<Partial<BarberPatchInput>>, BarberDto>()('PATCH', '/barbers/:id'),
  deleteBarber: endpoint<Partial<StaffChangeInput> | undefined, void>()('DELETE', '/barbers/:id'),
  addService: endpoint<
    Defaulted<ServiceInput, 'description' | 'isActive' | 'bufferMin'> & { barbershopId?: string },
    ServiceDto
  >()('POST', '/barbershops/:id/services'),
  seatPrice: endpoint<InferType<typeof seatPriceSchema>, SeatPriceDto>()('POST', '/user/seats/calculate-price'),
  updateSeats: endpoint<InferType<typeof seatUpdateSchema>, SeatInfoDto>()('POST', '/user/seats/update'),
  startSubscriptionPayment: endpoint<undefined, SubscriptionPaymentDto>()('POST', '/subscription/create'),
  completeSubscription: endpoint<InferType<typeof completeSubscriptionSchema>, SubscriptionStatusDto>()(
    'POST',
    '/subscription/complete',
  ),
  cancelSubscription: endpoint<undefined, SubscriptionStatusDto>()('POST', '/subscription/cancel'),
  paymentMethodSetup: endpoint<undefined, ClientSecretDto>()('POST', '/subscription/update-payment-method'),
  changePassword: endpoint<ChangePasswordInput, { customToken: string }>()('POST', '/user/change-password'),
  deleteAccount: endpoint<undefined, void>()('DELETE', '/user/account'),
  savePaymentPolicy: endpoint<PaymentPolicyInput, PaymentPolicyDto>()('PUT', '/payments/policy'),
  connectStripe: endpoint<undefined, ConnectLinkDto>()('POST', '/payments/connect'),
  invite: endpoint<Defaulted<InviteInput, 'barberId'>, InviteDto>()('POST', '/barbershops/:id/invites'),
  resendInvite: endpoint<undefined, InviteDto>()('POST', '/barbershops/:id/invites/:inviteId/resend'),
  revokeInvite: endpoint<undefined, void>()('DELETE', '/barbershops/:id/invites/:inviteId'),
  changeMember: endpoint<Defaulted<MemberChangeInput, 'barberId'>, MemberDto>()('PATCH', '/barbershops/:id/members/:uid'),
  removeMember: endpoint<undefined, void>()('DELETE', '/barbershops/:id/members/:uid'),
  // the waitlist (issue 36): the day's list is a GET, kept here with the changes it goes with
  waitlistDay: endpoint<undefined, WaitlistDayDto>()('GET', '/barbershops/:id/waitlist'),
  offerTime: endpoint<ManualOfferInput, WaitlistOfferDto>()('POST', '/waitlist/:entryId/offers'),
  removeFromWaitlist: endpoint<undefined, void>()('DELETE', '/waitlist/:entryId'),
  regularsDue: endpoint<undefined, RegularDueDto[]>()('GET', '/barbershops/:id/regulars-due'),
  inviteToBook: endpoint<undefined, { invitedAt: string }>()('POST', '/barbershops/:id/customers/:customerId/invite-to-book'),
  // text messages (issue 38): the SMS view's GET, kept with the settings' PUT
  smsActivity: endpoint<undefined, SmsActivityLogDto>()('GET', '/barbershops/:id/sms-activity'),
  saveSmsSettings: endpoint<SmsSettingsInput, SmsSettingsDto>()('PUT', '/barbershops/:id/sms-settings'),
} as const;

/**
 * The customer's waitlist (issue 36), public: joining, and the private links of an entry and of
 * an offer (their token in the body, never in a URL the server logs). `claimOffer` answers as
 * POST /api/appointments does: 201 the booking, or 200 `payment_required` when the shop's policy
 * asks for money first.
 */
export const waitlistEndpoints = {
  join: endpoint<JoinWaitlistInput, JoinedWaitlistDto>()('POST', '/waitlist'),
  lookup: endpoint<{ token: string }, WaitlistEntryPublicDto>()('POST', '/waitlist/:entryId/lookup'),
  leave: endpoint<{ token: string }, WaitlistEntryPublicDto>()('POST', '/waitlist/:entryId/leave'),
  lookupOffer: endpoint<{ token: string }, WaitlistOfferPublicDto>()('POST', '/waitlist/offers/:offerId/lookup'),
  claimOffer: endpoint<{ token: string; policyAccepted?: boolean; policyVersion?: number }, unknown>()(
    'POST',
    '/waitlist/offers/:offerId/claim',
  ),
  /** the offer page's "Leave the waitlist" (the offer's token: the entry's own exists only in the joined email) */
  leaveByOffer: endpoint<{ token: string }, WaitlistEntryPublicDto>()('POST', '/waitlist/offers/:offerId/leave'),
  unsubscribe: endpoint<{ shopId: string; key: string }, { unsubscribed: true }>()('POST', '/unsubscribe'),
} as const;

/** Joining a shop from an invite's link (signed in or not). */
export const inviteEndpoints = {
  preview: endpoint<{ token: string }, InvitePreviewDto>()('POST', '/invites/preview'),
  accept: endpoint<AcceptInviteInput, AcceptedInviteDto>()('POST', '/invites/accept'),
} as const;

/**
 * The path with its parameters filled in, each URI-encoded: pathWith('/appointments/:id/move',
 * { id: 'a1' }) is '/appointments/a1/move'.
 */
export function pathWith<P extends string>(path: P, params: PathParams<P>): string {
  return path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = (params as Record<string, string | undefined>)[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}
