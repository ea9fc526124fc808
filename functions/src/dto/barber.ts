import type { BarberDto } from '@barbershop/core/api';
import type { Barber } from '@barbershop/core/model';
import type { BarberInput } from '@barbershop/core/shop';

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

/** A new barber from the add form (`photo` is the spec's older name of `photoUrl`). */
export function barberFromInput(id: string, shopId: string, input: BarberInput): Barber {
  return {
    id,
    shopId,
    name: input.name,
    specialty: input.specialty,
    bio: input.bio,
    photoUrl: input.photoUrl || input.photo || '',
    isActive: input.isActive,
    weeklyHours: null,
  };
}
