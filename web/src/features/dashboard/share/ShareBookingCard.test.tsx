import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareBookingCard } from './ShareBookingCard';

const shop = { name: 'Fade & Co', slug: 'fade-co' };
const link = () => `${window.location.origin}/fade-co`;

function setClipboard(clipboard: Partial<Clipboard> | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

afterEach(() => {
  setClipboard(undefined);
  vi.restoreAllMocks();
});

describe('ShareBookingCard', () => {
  it("shows the shop's public link and its QR code, drawn in the page", async () => {
    render(<ShareBookingCard shop={shop} />);
    const card = screen.getByRole('region', { name: 'Your booking page' });
    expect(within(card).getByLabelText('Booking page link')).toHaveValue(link());
    const qr = await within(card).findByRole('img', { name: `QR code of your booking page, ${link().replace('http://', '')}` });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M4 4h7v1h-7z/); // the top-left finder pattern
    expect(within(card).getByRole('link', { name: 'Open page' })).toHaveAttribute('href', link());
  });

  it('copies the link and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    render(<ShareBookingCard shop={shop} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(link());
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Link copied');
  });

  it('without a clipboard, selects the link and asks the owner to copy it', async () => {
    setClipboard(undefined);
    document.execCommand = vi.fn().mockReturnValue(false);
    render(<ShareBookingCard shop={shop} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(
      await screen.findByText('Copying is not available here: the link is selected, copy it with Ctrl+C (or long-press).'),
    ).toBeInTheDocument();
    const field = screen.getByLabelText<HTMLInputElement>('Booking page link');
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, link().length]);
    expect(screen.queryByRole('button', { name: 'Copied' })).not.toBeInTheDocument();
  });

  it('falls back to the copy command when the clipboard refuses', async () => {
    setClipboard({ writeText: vi.fn().mockRejectedValue(new Error('denied')) });
    const execCommand = vi.fn().mockReturnValue(true);
    document.execCommand = execCommand;
    render(<ShareBookingCard shop={shop} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(execCommand).toHaveBeenCalledWith('copy');
  });

  it('downloads the QR code as an SVG file named after the shop', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:qr';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    render(<ShareBookingCard shop={shop} />);
    await screen.findByRole('img', { name: /^QR code/ });
    await userEvent.click(screen.getByRole('button', { name: 'Download QR code' }));
    expect(clicked.map((a) => a.download)).toEqual(['booking-qr-fade-co.svg']);
    expect(blobs[0]!.type).toBe('image/svg+xml');
    const svg = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0]!);
    });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain(`<title>Book online: ${link()}</title>`);
  });

  it('prints the poster: the QR code with the shop name and link, there only while printing', async () => {
    let printed = '';
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      const poster = document.body.querySelector('.qr-poster')!;
      expect(poster.parentElement).toBe(document.body);
      expect(poster.querySelector('svg path')?.getAttribute('d')).toMatch(/^M4 4h7v1h-7z/);
      printed = poster.textContent ?? '';
    });
    render(<ShareBookingCard shop={shop} />);
    await screen.findByRole('img', { name: /^QR code/ });
    expect(document.body.querySelector('.qr-poster')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Print QR code' }));
    expect(print).toHaveBeenCalledOnce();
    expect(printed).toBe(`Fade & CoScan to book online${link().replace('http://', '')}`);
    expect(document.body.querySelector('.qr-poster')).toBeNull();
  });
});
