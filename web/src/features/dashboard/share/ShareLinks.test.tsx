import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareLinks } from './ShareLinks';

const shop = { slug: 'fade-co' };
const page = () => `${window.location.origin}/fade-co`;
const services = [
  { id: 'cut', name: 'Cut', isActive: true, barberIds: null },
  { id: 'beard', name: 'Beard Trim', isActive: true, barberIds: ['sam'] },
  { id: 'old', name: 'Old Service', isActive: false, barberIds: null },
];
const barbers = [
  { id: 'sam', name: 'Sam', isActive: true },
  { id: 'alex', name: 'Alex', isActive: true },
  { id: 'gone', name: 'Gone', isActive: false },
];

afterEach(() => {
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  vi.restoreAllMocks();
});

async function open() {
  render(<ShareLinks shop={shop} services={services} barbers={barbers} />);
  await userEvent.click(screen.getByRole('button', { name: 'More ways to share' }));
  return screen.getByRole('region', { name: 'Links to one service' });
}

describe('ShareLinks', () => {
  it('offers a link per active service that opens the booking with it chosen', async () => {
    const links = await open();
    expect(within(links).getByLabelText('Cut')).toHaveValue(`${page()}?service=cut`);
    expect(within(links).getByLabelText('Beard Trim')).toHaveValue(`${page()}?service=beard`);
    expect(within(links).queryByLabelText('Old Service')).not.toBeInTheDocument();
  });

  it('with a barber chosen, links only the services they do, on to the dates and times', async () => {
    const links = await open();
    await userEvent.click(within(links).getByRole('combobox', { name: 'Barber' }));
    expect(screen.queryByRole('option', { name: 'Gone' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Alex' }));
    expect(within(links).getByLabelText('Cut')).toHaveValue(`${page()}?service=cut&barber=alex`);
    expect(within(links).queryByLabelText('Beard Trim')).not.toBeInTheDocument();

    await userEvent.click(within(links).getByRole('combobox', { name: 'Barber' }));
    await userEvent.click(screen.getByRole('option', { name: 'Any Available Stylist' }));
    expect(within(links).getByLabelText('Beard Trim')).toHaveValue(`${page()}?service=beard&barber=any`);
  });

  it('gives the booking page for the Instagram / Facebook button and Google Business Profile, the website code, and copies a link', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await open();
    expect(screen.getByRole('textbox', { name: 'Instagram / Facebook button link' })).toHaveValue(page());
    expect(screen.getByRole('textbox', { name: 'Google Business Profile booking link' })).toHaveValue(page());
    expect(screen.getByRole('textbox', { name: 'Website code' })).toHaveValue(
      `<script src="${window.location.origin}/embed.js" data-shop="fade-co" async></script>`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Copy Cut' }));
    expect(writeText).toHaveBeenCalledWith(`${page()}?service=cut`);
    expect(await screen.findByRole('button', { name: 'Copied: Cut' })).toBeInTheDocument();
  });
});
