// Every value that reaches an email header (a subject, a sender or reply-to name, an address)
// goes through these: a CR or LF there would end the header and start another (`Bcc:`), or end
// the headers and start the body. Stored data is not trusted to be clean: it may predate the
// checks or have been written another way.

/** Control characters (C0 including CR, LF and tab, DEL, C1) and the Unicode line/paragraph separators. */
// eslint-disable-next-line no-control-regex -- control characters are what is looked for
const HEADER_BREAKS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g;

/** Text for a subject or a display name: each run of control characters becomes one space. */
export function headerText(value: string): string {
  return value.replace(HEADER_BREAKS, ' ').replace(/ {2,}/g, ' ').trim();
}

/** An email address for To/From/Reply-To: control characters and white space removed. */
export function headerAddress(value: string): string {
  return value.replace(HEADER_BREAKS, '').replace(/\s+/g, '');
}

/** The header fields of an outgoing email made safe (To, Subject, sender name, Reply-To); the body is left as it is. */
export function safeHeaders<T extends { to: string; subject: string; fromName?: string; replyTo?: string | null }>(email: T): T {
  return {
    ...email,
    to: headerAddress(email.to),
    subject: headerText(email.subject),
    ...(email.fromName !== undefined ? { fromName: headerText(email.fromName) } : {}),
    ...(email.replyTo ? { replyTo: headerAddress(email.replyTo) } : {}),
  };
}

/** A web address fit for a link in an email: https only (a javascript: or data: URL is dropped). */
export function emailLinkUrl(url: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is looked for
  return /^https:\/\/[^\s\u0000-\u001F\u007F-\u009F]+$/i.test(url) ? url : '';
}
