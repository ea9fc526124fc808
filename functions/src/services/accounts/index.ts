export { assertRegistrable, registerOwner } from './register';
export { usernameAvailability } from './usernameAvailability';
export { getCurrentUser } from './currentUser';
export { changePassword } from './changePassword';
export { deleteOwnerAccount } from './deleteAccount';
export { loginWithLimits } from './loginLimits';
export { countFutureBookings } from './futureBookings';
export { requestPasswordReset } from './passwordReset';
