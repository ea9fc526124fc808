import type { Barber, BarberDto } from '@barbershop/core';

export function toBarberDto(barber: Barber): BarberDto {
  return {
    id: barber.id,
    shopId: barber.shopId,
    barbershopId: barber.shopId,
    name: barber.name,
    specialty: barber.specialty ?? '',
    bio: barber.bio ?? '',
    photoUrl: barber.photoUrl ?? '',
    isActive: barber.isActive !== false,
    weeklyHours: barber.weeklyHours ?? null,
  };
}
