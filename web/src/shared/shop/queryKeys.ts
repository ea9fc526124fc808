/** The query keys of the public shop page and its booking flow. */
export const shopKeys = {
  /** GET /api/barbershops/by-slug/{slug} */
  page: (slug: string) => ['barbershops', 'by-slug', slug] as const,
  /** Every slot list of a shop (a booking invalidates them all). */
  allSlots: (shopId: string | undefined) => ['barbershops', shopId, 'slots'] as const,
  /** GET /api/barbershops/{id}/slots?date&serviceId&serviceIds */
  slots: (shopId: string | undefined, date: string | null, serviceIds: readonly string[]) =>
    [...shopKeys.allSlots(shopId), date, serviceIds] as const,
  /** Every month availability of a shop. */
  allAvailability: (shopId: string) => ['barbershops', shopId, 'availability'] as const,
  /** GET /api/barbershops/{id}/availability?month&serviceId&serviceIds&barberId */
  availability: (shopId: string, month: string, serviceIds: readonly string[], barber: string) =>
    [...shopKeys.allAvailability(shopId), month, serviceIds, barber] as const,
};
