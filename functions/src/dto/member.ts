import type { InviteDto, MemberDto } from '@barbershop/core/api';
import type { Invite, Member } from '@barbershop/core/model';

export function toMemberDto(m: Member): MemberDto {
  return {
    uid: m.id,
    name: m.name,
    email: m.email,
    role: m.role,
    barberId: m.barberId ?? null,
    joinedAt: m.joinedAt.toISOString(),
  };
}

/** Never the token's hash: the link itself exists only in the invite email. */
export function toInviteDto(i: Invite): InviteDto {
  return {
    id: i.id,
    email: i.email,
    role: i.role,
    barberId: i.barberId ?? null,
    sentAt: i.sentAt.toISOString(),
    expiresAt: i.expiresAt.toISOString(),
    invitedByName: i.invitedByName,
  };
}
