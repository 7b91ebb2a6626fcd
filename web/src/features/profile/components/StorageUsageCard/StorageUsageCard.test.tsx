import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { StorageUsageDocument } from '../../api/storage.graphql';
import { STORAGE_FULL_HINT, STORAGE_HELP, STORAGE_NEARLY_FULL_HINT, StorageUsageCard } from './StorageUsageCard';

const MB = 1024 * 1024;
const GB = 1024 * MB;
const usageMock = (usedBytes: number, quotaBytes: number) => ({
  request: { query: StorageUsageDocument },
  result: { data: { storageUsage: { __typename: 'StorageUsage' as const, usedBytes, quotaBytes } } },
});

describe('StorageUsageCard', () => {
  it('shows used of total in words and as a labelled bar whose value text says the same', async () => {
    renderWithProviders(<StorageUsageCard />, { mocks: [usageMock(120 * MB, GB)] });
    expect(await screen.findByText('Storage: 120 MB of 1.0 GB used')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Storage used' });
    expect(bar).toHaveAttribute('aria-valuenow', '12');
    expect(bar).toHaveAttribute('aria-valuetext', '120 MB of 1.0 GB used');
    expect(screen.getByText(STORAGE_HELP)).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('warns when nearly full, and says what to do when full', async () => {
    const nearly = renderWithProviders(<StorageUsageCard />, { mocks: [usageMock(950 * MB, GB)] });
    expect(await screen.findByRole('status')).toHaveTextContent(STORAGE_NEARLY_FULL_HINT);
    nearly.unmount();

    renderWithProviders(<StorageUsageCard />, { mocks: [usageMock(GB, GB)] });
    expect(await screen.findByText('Storage: 1.0 GB of 1.0 GB used')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(STORAGE_FULL_HINT);
    expect(screen.getByRole('progressbar', { name: 'Storage used' })).toHaveAttribute('aria-valuenow', '100');
  });

  it('says so when the use cannot be loaded', async () => {
    renderWithProviders(<StorageUsageCard />, { mocks: [{ request: { query: StorageUsageDocument }, error: new Error('offline') }] });
    expect(await screen.findByText('Your storage use could not be loaded. Please try again later.')).toBeInTheDocument();
  });
});
