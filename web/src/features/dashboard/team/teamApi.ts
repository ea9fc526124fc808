// The Team card's /api reads and changes (GET lists, then ownerEndpoints' invite and member
// routes). Each change invalidates the list it touched; nothing is refetched by hand.
import { ownerEndpoints as owner, type BodyOf, type InviteDto, type MemberDto } from '@barbershop/core/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { call } from '../../../lib/api/call';

const teamKeys = {
  members: (shopId: string) => ['barbershops', shopId, 'members'] as const,
  invites: (shopId: string) => ['barbershops', shopId, 'invites'] as const,
};

/** The owner first, then the members. */
export function useMembers(shopId: string) {
  return useQuery({
    queryKey: teamKeys.members(shopId),
    queryFn: () => api.get<MemberDto[]>(`/api/barbershops/${encodeURIComponent(shopId)}/members`),
  });
}

export function useInvites(shopId: string) {
  return useQuery({
    queryKey: teamKeys.invites(shopId),
    queryFn: () => api.get<InviteDto[]>(`/api/barbershops/${encodeURIComponent(shopId)}/invites`),
  });
}

export type InviteBody = BodyOf<typeof owner.invite>;

/** Emails the invite; a second invite to the same address replaces the first. */
export function useInvite(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteBody) => call(owner.invite, { id: shopId }, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.invites(shopId) }),
  });
}

/** A new link and a new expiry: the old link stops working. */
export function useResendInvite(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: string) => call(owner.resendInvite, { id: shopId, inviteId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.invites(shopId) }),
  });
}

export function useRevokeInvite(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: string) => call(owner.revokeInvite, { id: shopId, inviteId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.invites(shopId) }),
  });
}

export type MemberChangeBody = BodyOf<typeof owner.changeMember>;

export function useChangeMember(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uid, ...body }: MemberChangeBody & { uid: string }) => call(owner.changeMember, { id: shopId, uid }, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.members(shopId) }),
  });
}

/** They lose access at once (the API revokes their sessions). */
export function useRemoveMember(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uid: string) => call(owner.removeMember, { id: shopId, uid }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.members(shopId) }),
  });
}
