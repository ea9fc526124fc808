// A time frees up → the waitlist is offered it (issue 36, docs/waitlist.md "When a time frees up").
// Each trigger names the dates that may have freed (null: any), and offerFreedTimes does the rest:
// it is idempotent and safe to run twice at once, so a trigger delivered again is harmless.
import type { Barber, Barbershop, BarberDay, TimeBlock } from '@barbershop/core/model';
import { blockDates, freedTime } from '@barbershop/core/waitlist';
import { onDocumentUpdated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { FUNCTIONS_REGION } from '../app/region';
import { emailSecrets } from '../email/params';
import { offerFreedTimes } from '../services/waitlist/offers';
import { smsSecrets } from '../sms/params';

/** A block covers at most this many days the waitlist looks at (the booking horizon is shorter). */
const MAX_BLOCK_DATES = 62;

// Each trigger may make an offer, which goes by email and, where the customer asked, by text:
// a deployed function sees only the secrets it binds.
const OPTIONS = { region: FUNCTIONS_REGION, secrets: [...emailSecrets(), ...smsSecrets()] };

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** A cancel, a reschedule, a move, a hold taken back: an interval busy before is gone or moved. */
export const waitlistOnBarberDayWritten = onDocumentWritten(
  { document: 'barbershops/{shopId}/barberDays/{dayId}', ...OPTIONS },
  async (event) => {
    const before = event.data?.before.data() as BarberDay | undefined;
    const after = event.data?.after.data() as BarberDay | undefined;
    if (!before || !freedTime(before.intervals ?? [], after?.intervals ?? [], Date.now())) return;
    await offerFreedTimes(event.params.shopId, [before.date], Date.now());
  },
);

/** A block or break deleted, or changed (moved, shortened): the days it covered. */
export const waitlistOnTimeBlockWritten = onDocumentWritten(
  { document: 'barbershops/{shopId}/timeBlocks/{blockId}', ...OPTIONS },
  async (event) => {
    const before = event.data?.before.data() as TimeBlock | undefined;
    const after = event.data?.after.data() as TimeBlock | undefined;
    if (!before || (after && same(before, after))) return;
    await offerFreedTimes(event.params.shopId, blockDates(before, MAX_BLOCK_DATES), Date.now());
  },
);

/** A barber's hours or breaks widened, or the barber back at work: any date. */
export const waitlistOnBarberUpdated = onDocumentUpdated(
  { document: 'barbershops/{shopId}/barbers/{barberId}', ...OPTIONS },
  async (event) => {
    const before = event.data?.before.data() as Barber | undefined;
    const after = event.data?.after.data() as Barber | undefined;
    if (!before || !after) return;
    const changed = (['weeklyHours', 'weeklyBreaks', 'skippedBreaks', 'isActive'] as const).some(
      (k) => !same(before[k], after[k]),
    );
    if (changed) await offerFreedTimes(event.params.shopId, null, Date.now());
  },
);

/** The shop's hours or closed days changed, or its waitlist turned on: any date. */
export const waitlistOnShopUpdated = onDocumentUpdated({ document: 'barbershops/{shopId}', ...OPTIONS }, async (event) => {
  const before = event.data?.before.data() as Barbershop | undefined;
  const after = event.data?.after.data() as Barbershop | undefined;
  if (!before || !after) return;
  const turnedOn = after.waitlist?.enabled !== false && before.waitlist?.enabled === false;
  if (turnedOn || !same(before.businessHours, after.businessHours) || !same(before.closedDates, after.closedDates))
    await offerFreedTimes(event.params.shopId, null, Date.now());
});
