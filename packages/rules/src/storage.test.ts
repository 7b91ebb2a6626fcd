import { describe, expect, it } from 'vitest';
import { formatBytes, storageFullMessage, storagePercent, storageUsedText } from './storage.js';

describe('storage figures', () => {
  it('writes bytes in steps of 1024, one decimal below 10 and for gigabytes, always rounded down', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(1023)).toBe('1023 bytes');
    expect(formatBytes(1024)).toBe('1.0 KB');
    expect(formatBytes(3.45 * 1024)).toBe('3.4 KB');
    expect(formatBytes(1024 * 1024 - 1)).toBe('1023 KB');
    expect(formatBytes(120 * 1024 * 1024)).toBe('120 MB');
    expect(formatBytes(1024 ** 3)).toBe('1.0 GB');
    expect(formatBytes(1024 ** 3 - 1)).toBe('1023 MB');
    expect(formatBytes(1.96 * 1024 ** 3)).toBe('1.9 GB');
    expect(formatBytes(5 * 1024 ** 4)).toBe('5.0 TB');
    expect(formatBytes(-5)).toBe('0 bytes');
    expect(formatBytes(Number.NaN)).toBe('0 bytes');
  });

  it('says used of total, and the refusal in the same words', () => {
    expect(storageUsedText(120 * 1024 * 1024, 1024 ** 3)).toBe('120 MB of 1.0 GB');
    expect(storageFullMessage(1024 ** 3, 1024 ** 3)).toBe(
      'Your storage is full (1.0 GB of 1.0 GB used). Delete recordings or photos you no longer need, or ask your union local for more space.',
    );
  });

  it('gives the share for a progress bar, within 0-100', () => {
    expect(storagePercent(0, 100)).toBe(0);
    expect(storagePercent(25, 100)).toBe(25);
    expect(storagePercent(150, 100)).toBe(100);
    expect(storagePercent(1, 0)).toBe(100);
  });
});
