import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownerEndpoints as owner, type BarbershopDto } from '@barbershop/core/api';
import { namedRows } from '@barbershop/core/shop';
import { call } from '../../lib/api/call';
import { authKeys } from '../../lib/auth/queryKeys';
import { clearPendingBusinessName } from '../../lib/auth/pendingBusinessName';
import type { WizardValues } from './wizardForm';

export type WizardOutcome = { shop: BarbershopDto; failedExtras: number };

/**
 * Completing the wizard: create (POST) or update (PUT) the shop, then add the
 * named barbers and services one by one. A failing shop call throws; failing extras are
 * counted so the page can report a partial success.
 */
export async function completeWizard(values: WizardValues, existing: BarbershopDto | undefined): Promise<WizardOutcome> {
  const profile = { ...values.details, businessHours: values.hours };
  const shop = existing
    ? ((await call(owner.replaceShop, { id: existing.id }, profile)) ?? existing)
    : await call(owner.createShop, {}, profile);

  let failedExtras = 0;
  for (const barber of namedRows(values.barbers)) {
    await call(owner.addBarber, { id: shop.id }, { ...barber, barbershopId: shop.id }).catch(() => (failedExtras += 1));
  }
  for (const service of namedRows(values.services)) {
    await call(
      owner.addService,
      { id: shop.id },
      {
        name: service.name,
        description: service.description,
        duration: Number(service.duration),
        price: service.price,
        barbershopId: shop.id,
      },
    ).catch(() => (failedExtras += 1));
  }
  return { shop, failedExtras };
}

/** The wizard's Complete Setup / Save Changes; afterwards the owner's shop list is asked again. */
export function useCompleteWizard(existing: BarbershopDto | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: WizardValues) => completeWizard(values, existing),
    onSuccess: async () => {
      clearPendingBusinessName();
      await queryClient.invalidateQueries({ queryKey: authKeys.ownerShops });
    },
  });
}
