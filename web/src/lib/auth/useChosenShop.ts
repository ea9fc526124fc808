import type { MyShopDto } from '@barbershop/core/api';
import { useState } from 'react';
import { useOwnerShops } from './useOwnerShops';

const KEY = 'dashboardShopId';

function readChosenId(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

function keepChosenId(id: string): void {
  try {
    localStorage.setItem(KEY, id);
  } catch {
    /* storage blocked: the choice lasts until the page is left */
  }
}

/** The remembered shop when the account still has it, else its first shop (undefined: none). */
function chosenShop(shops: readonly MyShopDto[] | undefined, chosenId: string | null): MyShopDto | undefined {
  return shops?.find((s) => s.id === chosenId) ?? shops?.[0];
}

/**
 * The shop the dashboard and the settings show, for an account with several (owned ones and
 * memberships): remembered in this browser, so both pages and the next visit agree.
 */
export function useChosenShop() {
  const shops = useOwnerShops();
  const [chosenId, setChosenId] = useState(readChosenId);
  const choose = (id: string) => {
    keepChosenId(id);
    setChosenId(id);
  };
  return { shops, shop: chosenShop(shops.data, chosenId), choose };
}
