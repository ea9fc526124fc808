import type { BarberDto, BarbershopDto, ServiceDto } from '@barbershop/core/api';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarbersCard, OpeningHoursCard, PhotoGallery, ServiceDescriptionsCard } from './ShopDetailsCards';

const shop = {
  id: 'shop-1',
  name: 'Classic Cuts',
  slug: 'classic-cuts',
  heroImages: ['https://img.example/a.jpg', 'https://img.example/b.jpg'],
  timezone: 'Europe/London',
  businessHours: ([0, 1, 2, 3, 4, 5, 6] as const).map((dayOfWeek) => ({
    dayOfWeek,
    startTime: '09:00',
    endTime: '18:00',
    isActive: dayOfWeek !== 0,
  })),
  closedDates: ['2026-11-27'],
} as BarbershopDto;

const barber = (id: string, bio: string): BarberDto =>
  ({ id, name: `Barber ${id}`, specialty: 'Fades', bio, photoUrl: '', isActive: true }) as BarberDto;
const service = (id: string, description: string): ServiceDto =>
  ({ id, name: `Service ${id}`, description, durationMin: 30, pricePence: 2000 }) as ServiceDto;

describe('shop page details', () => {
  it('lists the opening week from today, today marked, closed days and closed dates as Closed', () => {
    // Wednesday 2026-11-25
    render(<OpeningHoursCard shop={shop} now={Date.UTC(2026, 10, 25, 10)} />);
    const items = within(screen.getByRole('region', { name: 'Opening Hours' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Today (Wednesday)09:00–18:00',
      'Thursday09:00–18:00',
      'FridayClosed',
      'Saturday09:00–18:00',
      'SundayClosed',
      'Monday09:00–18:00',
      'Tuesday09:00–18:00',
    ]);
    expect(items[0]).toHaveAttribute('aria-current', 'date');
    expect(items[1]).not.toHaveAttribute('aria-current');
  });

  it('shows each barber with the bio the owner entered', () => {
    render(<BarbersCard barbers={[barber('1', 'Twenty years of fades.'), barber('2', '')]} />);
    const card = screen.getByRole('region', { name: 'Our Barbers' });
    expect(within(card).getByRole('heading', { name: 'Barber 1' })).toBeInTheDocument();
    expect(within(card).getByText('Twenty years of fades.')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Barber 2' })).toBeInTheDocument();
  });

  it('describes only the services that have a description, and nothing when none has', () => {
    const { unmount } = render(<ServiceDescriptionsCard services={[service('1', 'Scissors only.'), service('2', ' ')]} />);
    const card = screen.getByRole('region', { name: 'About Our Services' });
    expect(within(card).getByText('Scissors only.')).toBeInTheDocument();
    expect(within(card).getByText('30 min · £20.00')).toBeInTheDocument();
    expect(within(card).queryByText('Service 2')).not.toBeInTheDocument();
    unmount();
    render(<ServiceDescriptionsCard services={[service('2', '')]} />);
    expect(screen.queryByRole('region', { name: 'About Our Services' })).not.toBeInTheDocument();
  });

  it('shows the uploaded photos, loaded lazily', () => {
    render(<PhotoGallery shop={shop} />);
    const photos = within(screen.getByRole('region', { name: 'Photos' })).getAllByRole('img');
    expect(photos.map((img) => img.getAttribute('src'))).toEqual(shop.heroImages);
    expect(photos.every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
    expect(photos[0]).toHaveAccessibleName('Classic Cuts, photo 1');
  });
});
