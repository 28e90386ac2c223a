import { describe, expect, it } from 'vitest';
import { isUploadRefused } from './storage-upload';

describe('isUploadRefused', () => {
  it('is Storage saying no to who is asking', () => {
    expect(isUploadRefused({ code: 'storage/unauthorized' })).toBe(true);
    expect(isUploadRefused({ code: 'storage/unauthenticated' })).toBe(true);
  });

  it('is not a network failure, a cancel or something else', () => {
    for (const e of [
      { code: 'storage/retry-limit-exceeded' },
      { code: 'storage/canceled' },
      new Error('x'),
      null,
      'x',
    ])
      expect(isUploadRefused(e)).toBe(false);
  });
});
