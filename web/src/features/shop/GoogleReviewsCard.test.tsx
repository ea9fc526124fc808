import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GoogleReviewsCard } from './GoogleReviewsCard';

describe('Google reviews card', () => {
  it("links to the shop's real reviews and to Leave a Review, with no review text or stars of its own", () => {
    render(<GoogleReviewsCard name="Classic Cuts" googleBusinessUrl="https://g.co/kgs/classiccuts" />);
    expect(screen.getByRole('link', { name: 'Read Reviews on Google' })).toHaveAttribute('href', 'https://g.co/kgs/classiccuts');
    expect(screen.getByRole('link', { name: 'Leave a Review' })).toHaveAttribute('href', 'https://g.co/kgs/classiccuts');
    expect(screen.queryByRole('img', { name: /stars/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/classic barbering|“/)).not.toBeInTheDocument();
  });

  it('is not shown without a Google Business URL', () => {
    const { container } = render(<GoogleReviewsCard name="Classic Cuts" googleBusinessUrl="" />);
    expect(container).toBeEmptyDOMElement();
  });
});
