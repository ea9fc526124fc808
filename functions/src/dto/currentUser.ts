import type { CurrentUserDto } from '@barbershop/core/api';
import type { UserProfile } from '@barbershop/core/model';

/** users/{uid} -> GET /api/user; billing fields stay on the server. */
export function toCurrentUserDto(user: UserProfile): CurrentUserDto {
  return {
    id: user.id,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email ?? '',
    username: user.username ?? '',
    // 'staff': an account made by accepting an invite (issue 35); its shops are GET /api/user/barbershops
    role: user.role === 'customer' || user.role === 'staff' ? user.role : 'owner',
    profileImageUrl: user.profileImageUrl ?? '',
    ...(user.pendingBusinessName ? { pendingBusinessName: user.pendingBusinessName } : {}),
  };
}
