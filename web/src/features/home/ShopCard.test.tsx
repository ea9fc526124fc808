import type { BarbershopDto } from '@barbershop/core/api';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ShopCard } from './ShopCard';

const shop: BarbershopDto = {
  id: 'shop-1',
  name: 'Fade Blade Studio',
  slug: 'fade-blade-studio',
  description: 'Sharp fades in Leeds',
  address: '1 Briggate, Leeds',
  phone: '+441134960000',
  email: 'hello@example.com',
  heroImages: [],
  logoImage: '',
  googleBusinessUrl: '',
  timezone: 'Europe/London',
  businessHours: [],
  bookingHorizonDays: 90,
  manageCutoffHours: 24,
  waitlist: { enabled: true, order: 'firstCome', holdMinutes: 15 },
  rating: null,
  serviceNames: ['Haircut', 'Skin Fade', 'Beard Trim', 'Hot Towel Shave', 'Kids Cut'],
};

function Where() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function renderCard(s: BarbershopDto) {
  return render(
    <MemoryRouter>
      <Routes>
        <Route path="/" element={<ShopCard shop={s} />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('shop card', () => {
  it('shows the details (the stored E.164 phone in national format), no rating badge, and the first three services then +N more services', async () => {
    renderCard(shop);
    expect(screen.getByRole('heading', { name: shop.name })).toBeInTheDocument();
    expect(screen.queryByText('4.8')).not.toBeInTheDocument();
    expect(screen.queryByTestId('StarIcon')).not.toBeInTheDocument();
    expect(screen.getByText('1 Briggate, Leeds')).toBeInTheDocument();
    // the formatter is a lazy chunk
    expect(await screen.findByText('0113 496 0000')).toBeInTheDocument();
    for (const name of ['Haircut', 'Skin Fade', 'Beard Trim']) expect(screen.getByText(name)).toBeInTheDocument();
    expect(screen.queryByText('Hot Towel Shave')).not.toBeInTheDocument();
    expect(screen.getByText('+2 more services')).toBeInTheDocument();
  });

  it('shows the verified rating badge with the average to one decimal and the count', () => {
    renderCard({ ...shop, rating: { average: 4.7, count: 12 } });
    const badge = screen.getByRole('img', { name: 'Rated 4.7 out of 5 from 12 reviews' });
    expect(badge).toHaveTextContent('★ 4.7 (12)');
    renderCard({ ...shop, id: 'shop-2', rating: { average: 5, count: 3 } });
    expect(screen.getByRole('img', { name: 'Rated 5.0 out of 5 from 3 reviews' })).toHaveTextContent('★ 5.0 (3)');
  });

  it('shows no rating badge without a rating', () => {
    renderCard(shop);
    expect(screen.queryByRole('img', { name: /^Rated/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/★/)).not.toBeInTheDocument();
  });

  it('shows no +N line with three services or fewer', () => {
    renderCard({ ...shop, serviceNames: ['Haircut', 'Skin Fade', 'Beard Trim'] });
    expect(screen.queryByText(/more services/)).not.toBeInTheDocument();
  });

  it('is one link to the shop page at the slug of its name, its Book Appointment included', async () => {
    renderCard(shop);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    await userEvent.click(screen.getByText('Book Appointment'));
    expect(screen.getByTestId('path')).toHaveTextContent('/fade-blade-studio');
  });

  it('hides a loop copy from assistive technology and the tab order', () => {
    render(
      <MemoryRouter>
        <ShopCard shop={shop} copy />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { hidden: true })).toHaveAttribute('tabindex', '-1');
  });
});
