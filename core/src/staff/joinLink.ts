/** The invite email's link: the web app's /join page with the raw token (issue 35). */
export function inviteJoinUrl(appUrl: string, token: string): string {
  return `${appUrl.replace(/\/+$/, '')}/join?token=${encodeURIComponent(token)}`;
}
