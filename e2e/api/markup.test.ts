// Markup typed into any field that reaches an email (core/src/email/templates.ts) arrives in the
// HTML part escaped, never as a tag, and comes back from /api verbatim (not escaped twice). Each
// field holds a different tag, so a field left unescaped in one place shows which one it was.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { outboxFor, waitForOutbox } from '../support/outbox';
import { createOwner, type TestOwner } from '../support/owners';
import { createTestShop, futureWeekday, type TestShop } from '../support/shops';

const TAG = randomUUID().slice(0, 6);
const RAW = {
  shopName: `Shop <script>alert(1)</script> & "Sons" ${TAG}`,
  shopAddress: `1 <i>High</i> St & 'Co'`,
  serviceName: `Fade <u>deluxe</u> & "wash"`,
  barberName: `Bob <em>the</em> "Barber" & Son`,
  customerName: `<script>alert(1)</script> Ada & "Lov'lace"`,
  notes: `<b>x</b> no clippers & "thanks"`,
  customerEmail: `o'neil&co-${randomUUID().slice(0, 6)}@example.com`,
  // registration takes the first word of the business name as the owner's first name
  firstName: `<b>Owner</b>&"Cuts"`,
  businessName: `<b>Owner</b>&"Cuts" & <i>Co</i>`,
};
/** What each looks like in HTML, written out by hand (not by the code under test). */
const ESCAPED = {
  shopName: `Shop &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Sons&quot; ${TAG}`,
  shopAddress: '1 &lt;i&gt;High&lt;/i&gt; St &amp; &#39;Co&#39;',
  serviceName: 'Fade &lt;u&gt;deluxe&lt;/u&gt; &amp; &quot;wash&quot;',
  barberName: 'Bob &lt;em&gt;the&lt;/em&gt; &quot;Barber&quot; &amp; Son',
  customerName: '&lt;script&gt;alert(1)&lt;/script&gt; Ada &amp; &quot;Lov&#39;lace&quot;',
  notes: '&lt;b&gt;x&lt;/b&gt; no clippers &amp; &quot;thanks&quot;',
  customerEmail: RAW.customerEmail.replace('&', '&amp;').replace("'", '&#39;'),
  firstName: '&lt;b&gt;Owner&lt;/b&gt;&amp;&quot;Cuts&quot;',
  businessName: '&lt;b&gt;Owner&lt;/b&gt;&amp;&quot;Cuts&quot; &amp; &lt;i&gt;Co&lt;/i&gt;',
};
type Field = keyof typeof RAW;
/** The tags the fields carry; the templates themselves use none of them. */
const INJECTED_TAG = /<\/?(script|b|i|u|em)>/;

let owner: TestOwner;
let shop: TestShop;
let shopEmail: string;
/** the shop's page: renaming the shop gave it a slug from the new name */
let shopSlug: string;
let barberId: string;
let serviceId: string;
let appointmentId: string;
const date = futureWeekday(17, 2);

/** The HTML has each field escaped, never raw; the plain-text part has it verbatim. */
function expectFields(mail: Record<string, any>, fields: Field[]) {
  expect(mail.html).not.toMatch(INJECTED_TAG);
  for (const f of fields) {
    expect(mail.html, f).toContain(ESCAPED[f]);
    expect(mail.html, f).not.toContain(RAW[f]);
    expect(mail.text, f).toContain(RAW[f]);
  }
  expect(mail.text).not.toMatch(/&(lt|gt|amp|quot|#39);/);
}

/** The grey footer paragraph of a shop email: the shop line and the link to its page, escaped. */
function expectShopFooter(html: string) {
  const footer = /<p style="color:#666;font-size:12px;margin-top:24px">(.*)<\/p><\/td><\/tr><\/table>/s.exec(html)?.[1];
  expect(footer).toMatch(
    new RegExp(
      `^${escapeRegExp(`${ESCAPED.shopName} · ${ESCAPED.shopAddress} · 020 7946 0000<br><a href="`)}https?://[^"]+/${shopSlug}">${escapeRegExp(`Visit ${ESCAPED.shopName}`)}</a>$`,
    ),
  );
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

beforeAll(async () => {
  owner = await createOwner('markup-owner');
  shop = await createTestShop({ ownerUid: owner.uid, barbers: 1 });
  shopEmail = (await adminDb.doc(`barbershops/${shop.id}`).get()).get('email');
  const patched = await callApi('PATCH', `/api/barbershops/${shop.id}`, {
    token: owner.token,
    body: { name: RAW.shopName, address: RAW.shopAddress },
  });
  expect(patched.status).toBe(200);
  shopSlug = patched.body.slug;
  expect(shopSlug).toBe(`shop-scriptalert1script--sons-${TAG}`);
  const barber = await callApi('POST', `/api/barbershops/${shop.id}/barbers`, {
    token: owner.token,
    body: { name: RAW.barberName },
  });
  expect(barber.status).toBe(201);
  barberId = barber.body.id;
  const service = await callApi('POST', `/api/barbershops/${shop.id}/services`, {
    token: owner.token,
    body: { name: RAW.serviceName, duration: 30, price: 25 },
  });
  expect(service.status).toBe(201);
  serviceId = service.body.id;
});

describe('markup in every field', () => {
  it('is answered verbatim by /api', async () => {
    const got = await callApi('GET', `/api/barbershops/${shop.id}`);
    expect([got.body.name, got.body.address]).toEqual([RAW.shopName, RAW.shopAddress]);
    const barbers = await callApi('GET', `/api/barbershops/${shop.id}/barbers`);
    expect(barbers.body.find((b: any) => b.id === barberId).name).toBe(RAW.barberName);
    const services = await callApi('GET', `/api/barbershops/${shop.id}/services`);
    expect(services.body.find((s: any) => s.id === serviceId).name).toBe(RAW.serviceName);

    const booked = await callApi('POST', '/api/appointments', {
      body: {
        barbershopId: shop.id,
        serviceId,
        barberId,
        date,
        time: '10:00',
        customerName: RAW.customerName,
        customerPhone: '07700 900555',
        customerEmail: RAW.customerEmail,
        notes: RAW.notes,
      },
    });
    expect(booked.status).toBe(201);
    appointmentId = booked.body.id;
    expect(booked.body).toMatchObject({
      customerName: RAW.customerName,
      customerEmail: RAW.customerEmail,
      notes: RAW.notes,
      serviceName: RAW.serviceName,
      barberName: RAW.barberName,
    });
    const summary = await callApi('GET', `/api/appointments/${appointmentId}/summary`);
    expect(summary.body).toMatchObject({
      shopName: RAW.shopName,
      shopAddress: RAW.shopAddress,
      serviceName: RAW.serviceName,
      barberName: RAW.barberName,
    });
    const listed = await callApi('GET', `/api/barbershops/${shop.id}/appointments?startDate=${date}&endDate=${date}`, {
      token: owner.token,
    });
    expect(listed.body.map((a: any) => [a.customerName, a.notes])).toEqual([[RAW.customerName, RAW.notes]]);
  });

  it('is escaped in the confirmation, body and footer alike, and verbatim in its subject and text', async () => {
    const [mail] = await waitForOutbox(RAW.customerEmail, /^Booking confirmed/);
    expect(mail!.subject).toMatch(new RegExp(`^${escapeRegExp(`Booking confirmed: ${RAW.serviceName} at ${RAW.shopName} on `)}`));
    expectFields(mail!, ['shopName', 'shopAddress', 'serviceName', 'barberName', 'customerName']);
    expect(mail!.html).toContain(`<p>Hi ${ESCAPED.customerName},</p>`);
    expectShopFooter(mail!.html);
    expect(mail!.fromName).toBe(`${RAW.shopName} via BarberBook`);
  });

  it("is escaped in the shop's notification, with the customer's email and notes", async () => {
    const [mail] = await waitForOutbox(shopEmail, /^New booking: /);
    expect(mail!.subject).toMatch(
      new RegExp(`^${escapeRegExp(`New booking: ${RAW.customerName}, ${RAW.serviceName} on `)}\\w+ \\d+ \\w+ \\d{4} at 10:00$`),
    );
    expectFields(mail!, ['shopName', 'shopAddress', 'serviceName', 'barberName', 'customerName', 'notes', 'customerEmail']);
    expect(mail!.html).toContain(`<td><strong>${ESCAPED.notes}</strong></td>`);
    expectShopFooter(mail!.html);
  });

  it('is escaped in the cancellation', async () => {
    expect((await callApi('DELETE', `/api/appointments/${appointmentId}`, { token: owner.token })).status).toBe(200);
    const [mail] = await waitForOutbox(RAW.customerEmail, /^Appointment cancelled/);
    expectFields(mail!, ['shopName', 'shopAddress', 'serviceName', 'barberName', 'customerName']);
    expect(mail!.html).toContain(`To book again, visit ${ESCAPED.shopName}'s booking page or call 020 7946 0000.`);
    expectShopFooter(mail!.html);
  });

  it('is escaped in the reminder and the thank-you', async () => {
    for (const [hoursAhead, tag] of [
      [5, 'remind'],
      [-2, 'thanks'],
    ] as const) {
      const id = `markup-${tag}-${randomUUID().slice(0, 6)}`;
      const start = new Date(Math.round((Date.now() + hoursAhead * 3_600_000) / 60_000) * 60_000);
      await adminDb.doc(`barbershops/${shop.id}/appointments/${id}`).set({
        id,
        shopId: shop.id,
        barberId,
        serviceId,
        customerId: 'c-markup',
        start,
        end: new Date(start.getTime() + 30 * 60_000),
        date: start.toISOString().slice(0, 10),
        time: '10:00',
        durationMin: 30,
        pricePence: 2500,
        status: 'scheduled',
        customerName: RAW.customerName,
        customerPhone: '+447700900555',
        customerEmail: RAW.customerEmail,
        serviceName: RAW.serviceName,
        barberName: RAW.barberName,
        notes: RAW.notes,
        source: 'owner',
        createdAt: new Date(),
        reminderSentAt: null,
        thankYouSentAt: null,
      });
    }
    expect((await callApi('POST', '/api/dev/jobs/reminders')).status).toBe(200);
    expect((await callApi('POST', '/api/dev/jobs/thank-yous')).status).toBe(200);
    const mails = await outboxFor(RAW.customerEmail);
    const reminder = mails.find((m) => /^Reminder: /.test(m.subject))!;
    expectFields(reminder, ['shopName', 'shopAddress', 'serviceName', 'barberName', 'customerName']);
    expectShopFooter(reminder.html);
    const thanks = mails.find((m) => /^Thank you for visiting /.test(m.subject))!;
    expect(thanks.subject).toBe(`Thank you for visiting ${RAW.shopName}`);
    expectFields(thanks, ['shopName', 'serviceName', 'customerName']);
    expectShopFooter(thanks.html);
  });

  it("is escaped in the owner's emails: the first name in the welcome, the business name in the footer link once there is a shop", async () => {
    const email = `markup-${randomUUID().slice(0, 8)}@test.example`;
    const reg = await callApi('POST', '/api/register', {
      body: { businessName: RAW.businessName, ownerName: RAW.firstName, email, password: 'markup-pass-1' },
    });
    expect(reg.status).toBe(201);
    const [welcome] = await waitForOutbox(email, /^Welcome to BarberBook$/);
    expectFields(welcome!, ['firstName']);
    expect(welcome!.html).toContain(`<p>Hi ${ESCAPED.firstName},</p>`);

    // the footer names the shop the owner runs (its name, as the shop page shows it)
    const ownShop = await createTestShop({ ownerUid: reg.body.id, barbers: 1, name: RAW.businessName });
    await adminDb.doc(`users/${reg.body.id}`).update({ createdAt: new Date(Date.now() - 2 * 3_600_000) });
    expect((await callApi('POST', '/api/dev/jobs/feature-introductions')).status).toBe(200);
    const [intro] = (await outboxFor(email)).filter((m) => m.subject === 'Get the most from BarberBook');
    expectFields(intro!, ['firstName', 'businessName']);
    expect(intro!.html).toMatch(
      new RegExp(
        `<a href="https?://[^"]+/${ownShop.slug}">${escapeRegExp(`Your booking page: ${ESCAPED.businessName}`)}</a></p>`,
      ),
    );
  });
});
