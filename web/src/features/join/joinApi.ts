// The invite link's two calls: what the invite is (before joining) and joining. Joining answers
// a session like /api/login's, so the browser is signed in as the member from then on.
import { inviteEndpoints, type InvitePreviewDto } from '@barbershop/core/api';
import type { AcceptInviteInput } from '@barbershop/core/staff';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api/client';
import { call } from '../../lib/api/call';
import { startSession } from '../../lib/auth/session';

export const EXPIRED_INVITE = 'This invite has expired or was already used. Ask for a new one.';

/** What the page says when the preview or the join failed. */
export function inviteFailure(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.status === 410) return EXPIRED_INVITE;
    // the API's own refusals (a bad link, another account's email, an account to sign in to, too many tries)
    if ([400, 403, 409, 429].includes(err.status) && err.serverMessage) return err.serverMessage;
  }
  return 'Something went wrong. Please try again.';
}

export function useInvitePreview(token: string) {
  return useQuery<InvitePreviewDto>({
    queryKey: ['invites', 'preview', token],
    queryFn: () => call(inviteEndpoints.preview, {}, { token }),
    enabled: token !== '',
  });
}

// The dashboard opens the shop it remembers (web/src/lib/auth): the one just joined.
const CHOSEN_SHOP_KEY = 'dashboardShopId';

function rememberShop(shopId: string): void {
  try {
    localStorage.setItem(CHOSEN_SHOP_KEY, shopId);
  } catch {
    /* storage blocked: the dashboard opens the account's first shop */
  }
}

/** Joins (signed in: that account; else a new account from the names and password), then signs the browser in. */
export function useAcceptInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AcceptInviteInput) => {
      const { shopId, ...session } = await call(inviteEndpoints.accept, {}, body);
      await startSession(queryClient, session);
      rememberShop(shopId);
      return shopId;
    },
  });
}
