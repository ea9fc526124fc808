import type { ShopPageDto } from '@barbershop/core/api';
import { describe, expect, it } from 'vitest';
import { shopJsonLd as typedJsonLd, type ShopJsonLdInput } from './shopJsonLd';
import { metaDescription, notFoundHtml, shopPageHtml } from './shopPageHtml';
import { sitemapXml } from './sitemapXml';

const ORIGIN = 'https://barberbook.example';
// read as plain JSON (schema-dts's type is a union with string)
const shopJsonLd = (input: ShopJsonLdInput) => typedJsonLd(input) as unknown as Record<string, unknown>;
const SHELL =
  '<!doctype html><html><head><title>Generic</title><meta name="description" content="Generic text"><script>(function(){var p=location.pathname.split("/");})();</script></head>' +
  '<body><div id="root"><header>nav</header><main class="m"><span>skeleton</span></main></div>\n  </body></html>';

function page(overrides: Partial<ShopPageDto['shop']> = {}): ShopPageDto {
  return {
    shop: {
      id: 's1',
      name: 'Fade & Co </script>',
      slug: 'fade-co',
      description: 'Sharp fades in Leeds.',
      address: '1 Briggate, Leeds LS1 6HD',
      phone: '+441130000000',
      businessHours: [
        { dayOfWeek: 1, startTime: '09:00', endTime: '18:00', isActive: true },
        { dayOfWeek: 0, startTime: '10:00', endTime: '16:00', isActive: false },
      ],
      heroImages: [],
      logoImage: '',
      rating: null,
      bookable: true,
      notBookableReason: null,
      ...overrides,
    } as ShopPageDto['shop'],
    services: [
      { id: 'v1', name: 'Skin fade', description: '', durationMin: 90, pricePence: 2550 } as ShopPageDto['services'][number],
    ],
    barbers: [{ id: 'b1', name: 'Sam', specialty: 'Fades' } as ShopPageDto['barbers'][number]],
    reviews: { average: null, count: 0, reviews: [] },
  };
}

describe('shopPageHtml', () => {
  it("puts the shop's head tags, data and content into the shell, without the prefetch script", () => {
    const html = shopPageHtml(SHELL, page(), ORIGIN);
    expect(html).toContain('<title>Fade &#38; Co &#60;/script&#62; | Book online | BarberBook</title>');
    expect(html).not.toContain('Generic');
    expect(html).not.toContain('location.pathname');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/fade-co">`);
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/barberbook\.example\/og\/fade-co\.png\?v=[0-9a-z]+">/);
    expect(html).toContain('<header>nav</header><main class="m"><div');
    expect(html).not.toContain('skeleton');
    expect(html).toContain('£25.50 · 1 hr 30 min');
    expect(html).toContain('<li>Monday: 09:00–18:00</li><li>Sunday: Closed</li>');
    expect(html).not.toContain('noindex');
    // a name with "</script>" cannot end the JSON-LD or data elements early
    expect(html.match(/<\/script>/g)).toHaveLength(2);
  });

  it("takes a shop's or a reviewer's $` $' $& as text, not as replacement patterns", () => {
    const tricky = page({ name: "Cuts $` $' $& Co" });
    tricky.reviews = {
      average: 5,
      count: 1,
      reviews: [{ id: 'r1', rating: 5, comment: "Great $' cut", firstName: 'Ann', month: '2026-11', reply: null }],
    } as ShopPageDto['reviews'];
    const html = shopPageHtml(SHELL, tricky, ORIGIN);
    expect(html).toContain('<title>Cuts $` $&#39; $&#38; Co | Book online | BarberBook</title>');
    // the shell appears once: nothing of it was copied into the head's tags
    expect(html.match(/<!doctype html>/g)).toHaveLength(1);
    expect(html.match(/<\/body>/g)).toHaveLength(1);
    const data = /<script type="application\/json" id="shop-page-data">([\s\S]*?)<\/script>/.exec(html);
    expect((JSON.parse(data![1]!) as ShopPageDto).reviews.reviews[0]!.comment).toBe("Great $' cut");
  });

  it('marks a shop that cannot book noindex and says so', () => {
    const html = shopPageHtml(SHELL, page({ bookable: false, notBookableReason: 'no_barber' }), ORIGIN);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('not taking online bookings');
  });

  it('gives the unknown slug noindex', () => {
    expect(notFoundHtml(SHELL)).toContain('<meta name="robots" content="noindex">');
  });

  it('shortens a long description to 160 characters', () => {
    expect(metaDescription(page({ description: 'word '.repeat(60) })).length).toBe(160);
    expect(metaDescription(page({ description: '' }))).toBe(
      'Book Fade & Co </script>, 1 Briggate, Leeds LS1 6HD online. Instant confirmation, no account needed.',
    );
  });
});

describe('shopJsonLd', () => {
  it('rates the shop only when the page shows the verified badge', () => {
    const input = { url: `${ORIGIN}/fade-co`, imageUrl: `${ORIGIN}/og/fade-co.png?v=1` };
    expect(shopJsonLd({ page: page(), ...input })).not.toHaveProperty('aggregateRating');
    expect(shopJsonLd({ page: page({ rating: { average: 4.7, count: 12 } }), ...input })['aggregateRating']).toMatchObject({
      ratingValue: 4.7,
      reviewCount: 12,
    });
  });

  it('lists open days only, and the price in pounds', () => {
    const ld = shopJsonLd({ page: page(), url: `${ORIGIN}/fade-co`, imageUrl: '' });
    expect(ld['openingHoursSpecification']).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '09:00', closes: '18:00' },
    ]);
    expect(JSON.stringify(ld['hasOfferCatalog'])).toContain('"price":"25.50","priceCurrency":"GBP"');
  });

  it('splits the one-line address into street, town and postcode', () => {
    const ld = shopJsonLd({ page: page(), url: `${ORIGIN}/fade-co`, imageUrl: '' });
    expect(ld['address']).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '1 Briggate',
      addressLocality: 'Leeds',
      postalCode: 'LS1 6HD',
      addressCountry: 'GB',
    });
  });
});

describe('sitemapXml', () => {
  it('lists the home page and each shop with its day of last change', () => {
    const xml = sitemapXml(ORIGIN, [{ slug: 'fade-co', updatedAt: new Date('2026-03-04T23:30:00Z') }]);
    expect(xml).toContain(`<url><loc>${ORIGIN}/</loc></url>`);
    expect(xml).toContain(`<url><loc>${ORIGIN}/fade-co</loc><lastmod>2026-03-04</lastmod></url>`);
  });
});
