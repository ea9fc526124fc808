import { beforeEach, describe, expect, it, vi } from 'vitest';

// The SDK and the named app's sign-in are mocked: this checks which documents the booker's
// identity reads and writes, and the exact review document.
const sdk = vi.hoisted(() => ({
  setDoc: vi.fn<(ref: unknown, data: unknown) => Promise<void>>(),
  updateDoc: vi.fn<(ref: unknown, data: unknown) => Promise<void>>(),
  onSnapshot: vi.fn<(ref: unknown, next: (snap: { data(): unknown }) => void, error: unknown) => () => void>(),
  signIn: vi.fn<(token: string) => Promise<void>>(),
}));
vi.mock('firebase/firestore', () => ({
  connectFirestoreEmulator: vi.fn(),
  getFirestore: () => ({ kind: 'firestore' }),
  doc: (_db: unknown, ...path: string[]) => ({ path: path.join('/') }),
  onSnapshot: sdk.onSnapshot,
  serverTimestamp: () => 'SERVER_TIMESTAMP',
  setDoc: sdk.setDoc,
  updateDoc: sdk.updateDoc,
}));
vi.mock('../firebase/manageApp', () => ({ manageApp: () => ({}), signInForBooking: sdk.signIn }));
vi.mock('../firebase/clientApp', () => ({ usesEmulators: false, emulatorHost: '', emulatorPorts: {} }));

const { cancelManagedAppointment, watchManagedAppointment, writeManagedReview } = await import('./bookingManage');
const ref = { shopId: 'shop-1', appointmentId: 'appt-1', firebaseToken: 'custom-token' };

beforeEach(() => {
  sdk.setDoc.mockReset().mockResolvedValue(undefined);
  sdk.updateDoc.mockReset().mockResolvedValue(undefined);
  sdk.onSnapshot.mockReset().mockReturnValue(() => undefined);
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

describe('watchManagedAppointment', () => {
  it("follows the booking's view (never the appointment document) and passes on what the page needs", async () => {
    const onChange = vi.fn();
    watchManagedAppointment(ref, onChange, vi.fn());
    await vi.waitFor(() => expect(sdk.onSnapshot).toHaveBeenCalledTimes(1));
    const [docRef, next] = sdk.onSnapshot.mock.calls[0]!;
    expect(docRef).toEqual({ path: 'barbershops/shop-1/bookerViews/appt-1' });
    next({
      data: () => ({ id: 'appt-1', shopId: 'shop-1', status: 'scheduled', date: '2030-01-02', time: '10:00', barberId: 'b1' }),
    });
    expect(onChange).toHaveBeenLastCalledWith({ status: 'scheduled', date: '2030-01-02', time: '10:00', barberId: 'b1' });
    // not written yet (a moment after booking): null, and the page keeps the server's answer
    next({ data: () => undefined });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});

describe('cancelManagedAppointment', () => {
  it('writes exactly the three cancel fields onto the appointment, without reading it', async () => {
    await cancelManagedAppointment(ref);
    expect(sdk.signIn).toHaveBeenCalledWith('custom-token');
    expect(sdk.updateDoc).toHaveBeenCalledWith(
      { path: 'barbershops/shop-1/appointments/appt-1' },
      { status: 'cancelled', cancelledAt: 'SERVER_TIMESTAMP', cancelledBy: 'customer' },
    );
    expect(sdk.onSnapshot).not.toHaveBeenCalled();
  });
});
