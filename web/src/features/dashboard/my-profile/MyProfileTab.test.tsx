import type { Barber } from '@barbershop/core/model';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { withQueryClient } from '../../../test/withQueryClient';
import { MyProfileTab } from './MyProfileTab';

// The barber document (live), its write and the photo upload are mocked at the lib boundary.
const mocks = vi.hoisted(() => ({ barbers: [] as Barber[], update: vi.fn(), upload: vi.fn() }));
vi.mock('../../../lib/firestore/liveData', () => ({ useBarbers: () => mocks.barbers }));
vi.mock('../../../lib/firestore/shopWrites', () => ({ updateBarberProfile: mocks.update }));
vi.mock('../../../lib/firebase/imageStorage', () => ({ uploadBarberPhoto: mocks.upload }));

const ann = { id: 'b1', shopId: 's1', name: 'Ann', specialty: 'Fades', bio: '', photoUrl: '', isActive: true } as Barber;

function renderProfile() {
  render(withQueryClient(<MyProfileTab shopId="s1" barberId="b1" />));
  return userEvent.setup();
}

beforeEach(() => {
  mocks.barbers = [{ id: 'b2', name: 'Bob' } as Barber, ann];
  mocks.update.mockReset().mockResolvedValue(undefined);
  mocks.upload.mockReset().mockResolvedValue('https://storage.example/b1.png');
});

describe('My profile', () => {
  it("saves the barber's own name, specialty and bio to their barber document", async () => {
    const user = renderProfile();
    expect(screen.getByLabelText(/Name/)).toHaveValue('Ann');
    await user.clear(screen.getByLabelText('Specialty'));
    await user.paste('Skin fades');
    await user.click(screen.getByLabelText('Bio'));
    await user.paste('Ten years in Soho');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(mocks.update).toHaveBeenCalledWith('s1', 'b1', { name: 'Ann', specialty: 'Skin fades', bio: 'Ten years in Soho' }),
    );
  });

  it('refuses an empty name and writes nothing', async () => {
    const user = renderProfile();
    await user.clear(screen.getByLabelText(/Name/));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Barber name is required')).toBeInTheDocument();
    expect(mocks.update).not.toHaveBeenCalled();
  });

  it('uploads a new photo for their own column and stores its address', async () => {
    const user = renderProfile();
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Change photo'), file);
    await waitFor(() => expect(mocks.update).toHaveBeenCalledWith('s1', 'b1', { photoUrl: 'https://storage.example/b1.png' }));
    expect(mocks.upload).toHaveBeenCalledWith('s1', 'b1', file);
  });
});
