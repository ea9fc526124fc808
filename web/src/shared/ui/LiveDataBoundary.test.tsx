import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVE_DENIED_MESSAGE, LIVE_FAILED_MESSAGE, LIVE_OFFLINE_MESSAGE, liveErrorMessage } from '../../lib/firestore/liveErrors';
import { LiveDataBoundary } from './LiveDataBoundary';

const firestoreError = (code: string) => Object.assign(new Error(`Firestore ${code}`), { code });

describe('a failed live query', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is told by what went wrong', () => {
    expect(liveErrorMessage(firestoreError('permission-denied'))).toBe(LIVE_DENIED_MESSAGE);
    expect(liveErrorMessage(firestoreError('unauthenticated'))).toBe(LIVE_DENIED_MESSAGE);
    expect(liveErrorMessage(firestoreError('unavailable'))).toBe(LIVE_OFFLINE_MESSAGE);
    expect(liveErrorMessage(firestoreError('deadline-exceeded'))).toBe(LIVE_OFFLINE_MESSAGE);
    expect(liveErrorMessage(new Error('boom'))).toBe(LIVE_FAILED_MESSAGE);
    expect(liveErrorMessage(null)).toBe(LIVE_FAILED_MESSAGE);
  });

  it('shows its message instead of the list, and Try again asks again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let refuse = true;
    function Customers() {
      if (refuse) throw firestoreError('permission-denied');
      return <p>Ada Lovelace</p>;
    }
    render(
      <LiveDataBoundary>
        <Customers />
      </LiveDataBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(LIVE_DENIED_MESSAGE);
    expect(screen.queryByText('Ada Lovelace')).not.toBeInTheDocument();
    refuse = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('forgets the failure when it is given another key, and can place its message in a layout', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Day({ date }: { date: string }) {
      if (date === '2026-11-23') throw firestoreError('unavailable');
      return <p>Schedule of {date}</p>;
    }
    const view = (date: string) => (
      <LiveDataBoundary resetKey={date} fallback={(message) => <section aria-label="Daily schedule">{message}</section>}>
        <Day date={date} />
      </LiveDataBoundary>
    );
    const { rerender } = render(view('2026-11-23'));
    expect(screen.getByRole('region', { name: 'Daily schedule' })).toHaveTextContent(LIVE_OFFLINE_MESSAGE);
    rerender(view('2026-11-24'));
    expect(screen.getByText('Schedule of 2026-11-24')).toBeInTheDocument();
  });
});
