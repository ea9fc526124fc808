import { describe, expect, it } from 'vitest';
import { ValidationError, type AnyObjectSchema } from 'yup';
import { completeSubscriptionSchema, createSubscriptionSchema, seatPriceSchema, seatUpdateSchema } from './plan';

/** What the route answers: the validated body, or every field message at once. */
async function outcome(schema: AnyObjectSchema, input: unknown): Promise<unknown> {
  try {
    return await schema.validate(input, { abortEarly: false });
  } catch (err) {
    if (err instanceof ValidationError) return err.errors;
    throw err;
  }
}

describe('seat request bodies', () => {
  it('take whole numbers from 4 to 100, the bounds included', async () => {
    expect(await outcome(seatPriceSchema, { newSeatsTotal: 4 })).toEqual({ newSeatsTotal: 4 });
    expect(await outcome(seatPriceSchema, { newSeatsTotal: 100 })).toEqual({ newSeatsTotal: 100 });
    expect(await outcome(seatUpdateSchema, { seatsTotal: 4 })).toEqual({ seatsTotal: 4 });
    expect(await outcome(seatUpdateSchema, { seatsTotal: 100 })).toEqual({ seatsTotal: 100 });
  });

  it('name the field of a missing or broken seat total', async () => {
    expect(await outcome(seatPriceSchema, {})).toEqual(['newSeatsTotal is required']);
    expect(await outcome(seatUpdateSchema, {})).toEqual(['seatsTotal is required']);
    expect(await outcome(seatPriceSchema, { newSeatsTotal: 5.5 })).toEqual(['newSeatsTotal must be a whole number']);
    expect(await outcome(seatUpdateSchema, { seatsTotal: 5.5 })).toEqual(['seatsTotal must be a whole number']);
  });

  it('refuse 3 and 101 seats with the plan limits', async () => {
    expect(await outcome(seatPriceSchema, { newSeatsTotal: 3 })).toEqual(['The plan includes at least 4 seats']);
    expect(await outcome(seatUpdateSchema, { seatsTotal: 0 })).toEqual(['The plan includes at least 4 seats']);
    expect(await outcome(seatUpdateSchema, { seatsTotal: -5 })).toEqual(['The plan includes at least 4 seats']);
    expect(await outcome(seatPriceSchema, { newSeatsTotal: 101 })).toEqual(['At most 100 seats; contact us for more']);
    expect(await outcome(seatUpdateSchema, { seatsTotal: 4000 })).toEqual(['At most 100 seats; contact us for more']);
  });
});

describe('subscription request bodies', () => {
  it('create-subscription needs an email and a business name', async () => {
    expect(await outcome(createSubscriptionSchema, {})).toEqual(['Email is required', 'Business name is required']);
    expect(await outcome(createSubscriptionSchema, { email: 'Owner@Fades.example', businessName: ' Fresh Fades ' })).toEqual({
      email: 'owner@fades.example',
      businessName: 'Fresh Fades',
    });
    expect(await outcome(createSubscriptionSchema, { email: 'nope', businessName: 'Fresh Fades' })).toEqual([
      'Enter a valid email address',
    ]);
  });

  it('complete takes a Stripe payment intent id only', async () => {
    expect(await outcome(completeSubscriptionSchema, { paymentIntentId: 'pi_3Abc_def9' })).toEqual({
      paymentIntentId: 'pi_3Abc_def9',
    });
    expect(await outcome(completeSubscriptionSchema, {})).toEqual(['paymentIntentId is required']);
    for (const bad of ['seti_123', 'pi_', 'pi_12 3', 'xpi_123', 'pi_123!', 'pi-123']) {
      expect(await outcome(completeSubscriptionSchema, { paymentIntentId: bad }), bad).toEqual([
        'paymentIntentId is not a payment intent id',
      ]);
    }
    expect(await outcome(completeSubscriptionSchema, { paymentIntentId: `pi_${'a'.repeat(252)}` })).toEqual({
      paymentIntentId: `pi_${'a'.repeat(252)}`,
    });
    expect(await outcome(completeSubscriptionSchema, { paymentIntentId: `pi_${'a'.repeat(253)}` })).toEqual([
      'paymentIntentId is not a payment intent id',
    ]);
  });
});
