import { beforeEach, describe, expect, it, vi } from 'vitest';

// The SDK and the named app's sign-in are mocked: this checks the exact review document.
const sdk = vi.hoisted(() => ({
  setDoc: vi.fn<(ref: unknown, data: unknown) => Promise<void>>(),
  signIn: vi.fn<(token: string) => Promise<void>>(),
}));
vi.mock('firebase/firestore', () => ({
  connectFirestoreEmulator: vi.fn(),
  getFirestore: () => ({ kind: 'firestore' }),
  doc: (_db: unknown, ...path: string[]) => ({ path: path.join('/') }),
  onSnapshot: vi.fn(),
  serverTimestamp: () => 'SERVER_TIMESTAMP',
  setDoc: sdk.setDoc,
  updateDoc: vi.fn(),
}));
vi.mock('../firebase/manageApp', () => ({ manageApp: () => ({}), signInForBooking: sdk.signIn }));
vi.mock('../firebase/clientApp', () => ({ usesEmulators: false, emulatorHost: '', emulatorPorts: {} }));

const { writeManagedReview } = await import('./bookingManage');

beforeEach(() => {
  sdk.setDoc.mockReset().mockResolvedValue(undefined);
  sdk.signIn.mockReset().mockResolvedValue(undefined);
});

describe('writeManagedReview', () => {
  it('signs in with the booking token, then creates exactly the review document at the booking id', async () => {
    await writeManagedReview(
      { shopId: 'shop-1', appointmentId: 'appt-1', firebaseToken: 'custom-token' },
      { barberId: 'b1', rating: 4, comment: 'Great fade', firstName: 'Alex' },
    );
    expect(sdk.signIn).toHaveBeenCalledWith('custom-token');
    expect(sdk.setDoc).toHaveBeenCalledTimes(1);
    const [ref, data] = sdk.setDoc.mock.calls[0]!;
    expect(ref).toEqual({ path: 'barbershops/shop-1/reviews/appt-1' });
    expect(data).toStrictEqual({
      appointmentId: 'appt-1',
      shopId: 'shop-1',
      barberId: 'b1',
      rating: 4,
      comment: 'Great fade',
      firstName: 'Alex',
      createdAt: 'SERVER_TIMESTAMP',
    });
  });

  it('writes nothing when the sign-in fails', async () => {
    sdk.signIn.mockRejectedValue(new Error('expired'));
    await expect(
      writeManagedReview(
        { shopId: 'shop-1', appointmentId: 'appt-1', firebaseToken: 'old' },
        { barberId: 'b1', rating: 5, comment: '', firstName: 'Alex' },
      ),
    ).rejects.toThrow('expired');
    expect(sdk.setDoc).not.toHaveBeenCalled();
  });
});
