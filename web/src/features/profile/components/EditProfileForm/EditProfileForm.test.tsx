import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { testUser } from '@/test/currentUser';
import { UpdateProfileDocument } from '../../api/profile.graphql';
import { EditProfileForm } from './EditProfileForm';

describe('EditProfileForm', () => {
  it("reads 'Saving...' on its button while the profile is being saved, then 'Save Changes' again", async () => {
    const user = testUser();
    const saved = { ...user, phoneNumber: '(817) 555-0100' };
    renderWithProviders(<EditProfileForm user={user} />, {
      mocks: [
        { request: { query: UpdateProfileDocument, variables: () => true }, result: { data: { updateProfile: saved } }, delay: 1500 },
      ],
    });
    await userEvent.type(screen.getByLabelText(/^Phone number/), '(817) 555-0100');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    const saving = await screen.findByRole('button', { name: 'Saving...' });
    expect(saving).toBeDisabled();
    // Mantine's `loading` state lays its spinner over the label (data-loading hides it): the words must stay readable.
    expect(saving).not.toHaveAttribute('data-loading');
    expect(await screen.findByText('Profile Updated', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });
});
