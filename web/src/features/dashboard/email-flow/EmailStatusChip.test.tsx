import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailStatusChip } from './EmailStatusChip';

describe('EmailStatusChip', () => {
  it('says an email of a project without an email provider was not sent, and why', () => {
    render(<EmailStatusChip status="not_configured" />);
    expect(screen.getByText('not sent (email not configured)')).toBeInTheDocument();
  });

  it('shows sent and failed as they are stored, and an unknown status as stored', () => {
    render(
      <>
        <EmailStatusChip status="sent" />
        <EmailStatusChip status="failed" />
        <EmailStatusChip status="queued" />
      </>,
    );
    for (const text of ['sent', 'failed', 'queued']) expect(screen.getByText(text, { exact: true })).toBeInTheDocument();
  });
});
