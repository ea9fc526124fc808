// The waitlist's entries (issue 36): joining, the private link, the shop's day list and removal.
export { joinWaitlist } from './join';
export { leaveEntry, lookupEntry, removeEntry } from './leave';
export { waitlistDay } from './day';
