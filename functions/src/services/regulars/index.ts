// Regulars who are due and the shop's "Invite to book" (issue 36; docs/emails.md "Invite to book").
export { regularsDue } from './regularsDue';
export { inviteToBook } from './inviteToBook';
export { unsubscribe } from './unsubscribe';
