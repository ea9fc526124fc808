import type { BarbershopDto, OwnerReviewView } from '@barbershop/core/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { withQueryClient } from '../../../test/withQueryClient';
import { NO_REVIEWS_TEXT, ReviewsTab } from './ReviewsTab';

// Firestore is mocked at the lib boundary: the live list and the owner's two writes.
const firestore = vi.hoisted(() => ({
  reviews: undefined as OwnerReviewView[] | undefined,
  reply: vi.fn<(shopId: string, reviewId: string, reply: string) => Promise<void>>(),
  hide: vi.fn<(shopId: string, reviewId: string, hidden: boolean) => Promise<void>>(),
}));
vi.mock('../../../lib/firestore/liveData', () => ({ useReviews: () => firestore.reviews }));
vi.mock('../../../lib/firestore/shopWrites', () => ({
  replyToReview: firestore.reply,
  setReviewCommentHidden: firestore.hide,
  updateService: vi.fn(),
  updateBarberHours: vi.fn(),
}));

const shop = { id: 's1', name: 'Classic Cuts', timezone: 'Europe/London' } as BarbershopDto;

const review = (over: Partial<OwnerReviewView>): OwnerReviewView => ({
  id: 'a1',
  rating: 5,
  comment: '',
  firstName: 'Ada',
  createdAt: new Date('2026-11-20T10:00:00Z'),
  reply: '',
  commentHidden: false,
  ...over,
});

beforeEach(() => {
  firestore.reply.mockReset().mockResolvedValue(undefined);
  firestore.hide.mockReset().mockResolvedValue(undefined);
  firestore.reviews = [
    review({ id: 'a1', rating: 5, comment: 'Best fade in town', firstName: 'Ada' }),
    review({
      id: 'a2',
      rating: 4,
      comment: 'Rude words',
      firstName: 'Grace',
      createdAt: new Date('2026-11-02T10:00:00Z'),
      commentHidden: true,
      reply: 'Sorry to hear that',
    }),
  ];
});

const renderTab = () => render(withQueryClient(<ReviewsTab shop={shop} />));
const card = (name: string) => screen.getByRole('listitem', { name: `Review by ${name}` });

describe('dashboard reviews tab', () => {
  it('lists every review newest first with the average, stars, comment, name and date', () => {
    renderTab();
    expect(screen.getByText('4.5 out of 5 from 2 reviews')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('aria-label'))).toEqual(['Review by Ada', 'Review by Grace']);
    expect(within(card('Ada')).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(within(card('Ada')).getByText('Best fade in town')).toBeInTheDocument();
    expect(within(card('Ada')).getByText('20 Nov 2026')).toBeInTheDocument();
    expect(within(card('Ada')).queryByText('Hidden from the public')).not.toBeInTheDocument();
    // the owner still sees a hidden comment, marked
    expect(within(card('Grace')).getByText('Rude words')).toBeInTheDocument();
    expect(within(card('Grace')).getByText('Hidden from the public')).toBeInTheDocument();
    expect(within(card('Grace')).getByText('Sorry to hear that')).toBeInTheDocument();
  });

  it('hides a comment and shows it again through the write', async () => {
    const user = userEvent.setup();
    renderTab();
    await user.click(within(card('Ada')).getByRole('button', { name: 'Hide comment' }));
    await waitFor(() => expect(firestore.hide).toHaveBeenCalledWith('s1', 'a1', true));
    await user.click(within(card('Grace')).getByRole('button', { name: 'Show comment' }));
    await waitFor(() => expect(firestore.hide).toHaveBeenCalledWith('s1', 'a2', false));
  });

  it('saves a reply, and edits an existing one', async () => {
    const user = userEvent.setup();
    renderTab();
    await user.click(within(card('Ada')).getByRole('button', { name: 'Reply' }));
    await user.type(within(card('Ada')).getByLabelText('Reply to Ada'), '  Thanks Ada! ');
    await user.click(within(card('Ada')).getByRole('button', { name: 'Save Reply' }));
    await waitFor(() => expect(firestore.reply).toHaveBeenCalledWith('s1', 'a1', 'Thanks Ada!'));
    await waitFor(() => expect(within(card('Ada')).queryByLabelText('Reply to Ada')).not.toBeInTheDocument());

    await user.click(within(card('Grace')).getByRole('button', { name: 'Edit' }));
    const field = within(card('Grace')).getByLabelText('Reply to Grace');
    expect(field).toHaveValue('Sorry to hear that');
    await user.clear(field);
    await user.type(field, 'Please call us');
    await user.click(within(card('Grace')).getByRole('button', { name: 'Save Reply' }));
    await waitFor(() => expect(firestore.reply).toHaveBeenCalledWith('s1', 'a2', 'Please call us'));
  });

  it('refuses a reply over the limit with the schema message and writes nothing', async () => {
    const user = userEvent.setup();
    renderTab();
    await user.click(within(card('Ada')).getByRole('button', { name: 'Reply' }));
    const field = within(card('Ada')).getByLabelText('Reply to Ada');
    await user.click(field);
    await user.paste('x'.repeat(1001));
    await user.click(within(card('Ada')).getByRole('button', { name: 'Save Reply' }));
    expect(await screen.findByText('Reply must be at most 1000 characters')).toBeInTheDocument();
    expect(firestore.reply).not.toHaveBeenCalled();
  });

  it('says how customers can review when there is none yet', () => {
    firestore.reviews = [];
    renderTab();
    expect(screen.getByText(NO_REVIEWS_TEXT)).toBeInTheDocument();
    expect(NO_REVIEWS_TEXT).toBe('No reviews yet. Customers can rate their visit from the link in their thank-you email.');
  });
});
