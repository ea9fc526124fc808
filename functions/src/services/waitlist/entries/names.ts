// The names an entry is shown with: it stores ids (the services and barber of the visit), and a
// service renamed or retired since still shows by its current name.
import { SERVICE_NAME_SEPARATOR } from '@barbershop/core/booking';
import type { WaitlistEntry } from '@barbershop/core/model';
import { barbers, services } from '../../../data/collections';

export const ANY_BARBER_NAME = 'Any Available Stylist';

export interface EntryNames {
  serviceName: string;
  barberName: string;
}

/** Every service's and barber's name at the shop (a few documents), for one entry or a day's list. */
export async function shopNames(shopId: string): Promise<(entry: Pick<WaitlistEntry, 'serviceIds' | 'barberId'>) => EntryNames> {
  const [serviceSnap, barberSnap] = await Promise.all([services(shopId).get(), barbers(shopId).get()]);
  const serviceNames = new Map(serviceSnap.docs.map((d) => [d.id, d.data().name]));
  const barberNames = new Map(barberSnap.docs.map((d) => [d.id, d.data().name]));
  return (entry) => ({
    serviceName: entry.serviceIds.map((id) => serviceNames.get(id) ?? 'Service').join(SERVICE_NAME_SEPARATOR),
    barberName: entry.barberId === null ? ANY_BARBER_NAME : (barberNames.get(entry.barberId) ?? 'Barber'),
  });
}
