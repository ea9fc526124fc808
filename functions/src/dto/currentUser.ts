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
    // a staff account says so (issue 35): the web shows it its shops' roles, never an owner's onboarding
    role: user.role === 'customer' || user.role === 'staff' ? user.role : 'owner',
    profileImageUrl: user.profileImageUrl ?? '',
    ...(user.pendingBusinessName ? { pendingBusinessName: user.pendingBusinessName } : {}),
  };
}
