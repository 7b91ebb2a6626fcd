import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DepartmentsDocument } from '@/lib/departments.graphql';
import { renderWithProviders } from '@/test/render';
import { testUser } from '@/test/currentUser';
import { UpdateProfileDocument } from '../../api/profile.graphql';
import { EditProfileForm } from './EditProfileForm';

const departmentsMock = { request: { query: DepartmentsDocument }, result: { data: { departments: ['Baggage', 'Cargo', 'Ramp'] } } };
const profileOf = (user: ReturnType<typeof testUser>, department: string | null) => ({
  firstName: user.firstName,
  lastName: user.lastName,
  employeeNumber: user.employeeNumber,
  personalEmail: user.personalEmail,
  phoneNumber: null,
  employmentStatus: user.employmentStatus,
  department,
});

describe('EditProfileForm', () => {
  it("reads 'Saving...' on its button while the profile is being saved, then 'Save Changes' again", async () => {
    const user = testUser();
    const saved = { ...user, phoneNumber: '(817) 555-0100' };
    renderWithProviders(<EditProfileForm user={user} />, {
      mocks: [
        departmentsMock,
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

  it("offers the steward directory's departments and saves the one chosen", async () => {
    const user = testUser();
    renderWithProviders(<EditProfileForm user={user} />, {
      mocks: [
        departmentsMock,
        {
          request: { query: UpdateProfileDocument, variables: { input: profileOf(user, 'Cargo') } },
          result: { data: { updateProfile: { ...user, department: 'Cargo' } } },
        },
      ],
    });
    const department = screen.getByRole('combobox', { name: /^Department/ });
    expect(department).toHaveValue('');
    await userEvent.type(department, 'car');
    await userEvent.click(await screen.findByRole('option', { name: 'Cargo', hidden: true }));
    expect(department).toHaveValue('Cargo');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile Updated', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('saves a department the directory does not list as typed, and none once emptied', async () => {
    const user = testUser({ department: 'Ramp' });
    const savedNone = vi.fn(() => ({ data: { updateProfile: { ...user, department: null } } }));
    renderWithProviders(<EditProfileForm user={user} />, {
      mocks: [
        departmentsMock,
        {
          request: { query: UpdateProfileDocument, variables: { input: profileOf(user, 'Fuel Farm') } },
          result: { data: { updateProfile: { ...user, department: 'Fuel Farm' } } },
        },
        {
          request: { query: UpdateProfileDocument, variables: { input: profileOf(user, null) } },
          result: savedNone,
        },
      ],
    });
    const department = screen.getByRole('combobox', { name: /^Department/ });
    expect(department).toHaveValue('Ramp');
    await userEvent.clear(department);
    await userEvent.type(department, '  Fuel Farm ');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile Updated', {}, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.clear(department);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(savedNone).toHaveBeenCalled());
    expect(screen.queryByText('Update Failed')).toBeNull();
  });
});
