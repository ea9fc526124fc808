import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BarbershopDto } from '@barbershop/core/api';
import type { ShopLocation } from '@barbershop/core/model';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../shared/ui/toast';
import { LocationCard } from './LocationCard';

let sent: { url: string; method: string; body: unknown }[];
let answer: () => Response;

const POSTCODE_PIN: ShopLocation = { lat: 51.5014, lng: -0.1419, geohash: 'gcpuuz', source: 'postcode' };

beforeEach(() => {
  sent = [];
  answer = () => Response.json({ id: 'shop-1', location: POSTCODE_PIN });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
    sent.push({ url: String(input), method: String(init?.method), body });
    return body && 'lat' in body
      ? Response.json({ id: 'shop-1', location: { ...body, geohash: 'x', source: 'owner' } })
      : answer();
  });
});
afterEach(() => vi.restoreAllMocks());

function renderCard(location?: ShopLocation) {
  const shop = { id: 'shop-1', name: 'Fade & Co', address: '1 Buckingham Gate, London SW1A 1AA', location } as BarbershopDto;
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ToastProvider>
        <LocationCard shop={shop} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const lat = () => screen.getByRole('textbox', { name: 'Latitude' }) as HTMLInputElement;
const lng = () => screen.getByRole('textbox', { name: 'Longitude' }) as HTMLInputElement;
const osmLink = () => screen.queryByRole('link', { name: 'Open in OpenStreetMap' });

function fakeGeolocation(result: { coords: { latitude: number; longitude: number } } | 'denied') {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail: PositionErrorCallback) => {
    if (result === 'denied')
      fail({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: '' } as GeolocationPositionError);
    else ok(result as GeolocationPosition);
  });
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
}
afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe("the shop's location on the map", () => {
  it('says a shop without a pin is not findable, then sets the pin from the address', async () => {
    const user = renderCard(undefined);
    expect(screen.getByText(/not on the map yet: customers cannot find it with “Near me”/)).toBeInTheDocument();
    expect(osmLink()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Set from address' }));
    expect(await screen.findByText('Location updated')).toBeInTheDocument();
    expect(sent).toEqual([{ url: '/api/barbershops/shop-1/location', method: 'PUT', body: { fromAddress: true } }]);
    expect(screen.getByText(/latitude 51.5014, longitude -0.1419 \(from your postcode\)/)).toBeInTheDocument();
    expect(lat().value).toBe('51.5014');
    expect(lng().value).toBe('-0.1419');
    expect(osmLink()).toHaveAttribute('href', 'https://www.openstreetmap.org/?mlat=51.5014&mlon=-0.1419#map=17/51.5014/-0.1419');
  });

  it('saves a position typed by the owner as theirs', async () => {
    const user = renderCard(POSTCODE_PIN);
    expect(lat().value).toBe('51.5014');
    await user.clear(lat());
    await user.type(lat(), '51.50135');
    await user.clear(lng());
    await user.type(lng(), ' -0.14189');
    await user.click(screen.getByRole('button', { name: 'Save location' }));
    expect(await screen.findByText('Location updated')).toBeInTheDocument();
    expect(sent).toEqual([{ url: '/api/barbershops/shop-1/location', method: 'PUT', body: { lat: 51.50135, lng: -0.14189 } }]);
    expect(screen.getByText(/latitude 51.50135, longitude -0.14189 \(placed by you\)/)).toBeInTheDocument();
  });

  it("fills the boxes from the device's position, to be saved", async () => {
    fakeGeolocation({ coords: { latitude: 53.48083412, longitude: -2.23661287 } });
    const user = renderCard(undefined);
    await user.click(screen.getByRole('button', { name: 'Use my current location' }));
    expect(lat().value).toBe('53.480834');
    expect(lng().value).toBe('-2.236613');
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save location' }));
    expect(await screen.findByText('Location updated')).toBeInTheDocument();
    expect(sent[0]?.body).toEqual({ lat: 53.480834, lng: -2.236613 });
  });

  it('says so when the location is refused or the browser has none, and keeps the boxes', async () => {
    fakeGeolocation('denied');
    const user = renderCard(POSTCODE_PIN);
    await user.click(screen.getByRole('button', { name: 'Use my current location' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Location access is turned off for this site');
    expect(lat().value).toBe('51.5014');
    Reflect.deleteProperty(navigator, 'geolocation');
    await user.click(screen.getByRole('button', { name: 'Use my current location' }));
    expect(screen.getByRole('alert')).toHaveTextContent('We could not get your location');
    expect(sent).toEqual([]);
  });

  it.each([
    ['', '-0.14', 'Latitude must be a number from 49.8 to 61 (the UK)'],
    ['48.85', '2.35', 'Latitude must be a number from 49.8 to 61 (the UK)'],
    ['51.5', 'west', 'Longitude must be a number from -8.7 to 2 (the UK)'],
    ['51.5', '2.5', 'Longitude must be a number from -8.7 to 2 (the UK)'],
  ])('refuses latitude %j, longitude %j with a clear message and sends nothing', async (badLat, badLng, message) => {
    const user = renderCard(undefined);
    if (badLat) await user.type(lat(), badLat);
    await user.type(lng(), badLng);
    await user.click(screen.getByRole('button', { name: 'Save location' }));
    expect(await screen.findByText(new RegExp(`^${message.replace(/[().]/g, '\\$&')}`))).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal of an address without a postcode it knows", async () => {
    const message = 'We could not find the postcode of the shop’s address. Add it to the address, or place the pin yourself.';
    answer = () => Response.json({ message }, { status: 400 });
    const user = renderCard(undefined);
    await user.click(screen.getByRole('button', { name: 'Set from address' }));
    expect(await screen.findByText('Update failed')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByText(/not on the map yet/)).toBeInTheDocument();
  });
});
