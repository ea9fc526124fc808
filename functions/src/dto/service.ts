import type { ServiceDto } from '@barbershop/core/api';
import { bufferMinOf } from '@barbershop/core/booking';
import type { Service } from '@barbershop/core/model';
import type { ServiceInput } from '@barbershop/core/shop';

export function toServiceDto(service: Service): ServiceDto {
  return {
    id: service.id,
    shopId: service.shopId,
    barbershopId: service.shopId,
    name: service.name,
    description: service.description ?? '',
    durationMin: service.durationMin,
    pricePence: service.pricePence,
    isActive: service.isActive !== false,
    duration: service.durationMin,
    price: service.pricePence / 100,
    bufferMin: bufferMinOf(service),
    barberIds: service.barberIds ?? null,
  };
}

/** A new service from the add form: `duration` minutes, the price already in pence. */
export function serviceFromInput(id: string, shopId: string, input: ServiceInput, pricePence: number): Service {
  return {
    id,
    shopId,
    name: input.name,
    description: input.description,
    durationMin: input.duration,
    pricePence,
    isActive: input.isActive,
    bufferMin: input.bufferMin,
    barberIds: input.barberIds ?? null,
  };
}
