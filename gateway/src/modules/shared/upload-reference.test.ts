import { AppError } from '@avatarium/platform';
import { describe, expect, it } from 'vitest';
import { uploadKeyOf } from './upload-reference.js';

const me = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const other = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const key = `uploads/${me}/A12BCD3456/0f1e2d3c.png`;
const context = { userId: me, knownHosts: new Set(['app.example.com', 'minio.internal:9000']) };

function failure(value: string) {
  try {
    uploadKeyOf('image_url', value, context);
  } catch (error) {
    return error as AppError;
  }
  throw new Error(`accepted ${value}`);
}

describe('uploadKeyOf', () => {
  it.each([
    ['a storage key', key],
    ['our signed local URL', `/files/${key}?expires=1&signature=abc`],
    ['our signed local URL, absolute', `https://app.example.com/files/${key}?expires=1&signature=abc`],
    ['a path-style S3 URL', `http://minio.internal:9000/avatarium/${key}?X-Amz-Signature=x`],
    ['a virtual-hosted S3 URL', `https://bucket.s3.eu-west-1.amazonaws.com/${key}?X-Amz-Signature=x`],
    ['an encoded path', `/files/${key.replaceAll('/', '%2F')}`],
  ])('accepts %s', (_case, value) => {
    expect(uploadKeyOf('image_url', value, context)).toBe(key);
  });

  it.each([
    ['a key of another user', `uploads/${other}/A12BCD3456/x.png`],
    ['a local URL of another user', `/files/uploads/${other}/x.png`],
    ['an S3 URL of another user', `https://bucket.s3.amazonaws.com/uploads/${other}/x.png`],
    ['a key outside uploads of the user', `/files/generated/${me}/x.png`],
    ['a user id prefix only', `uploads/${me}x/x.png`],
    // URL parsing resolves the dots, which lands in the other user's folder.
    ['an encoded path traversal', `/files/uploads/${me}/%2E%2E/${other}/x.png`],
  ])('refuses %s with FORBIDDEN', (_case, value) => {
    expect(failure(value)).toMatchObject({ code: 'FORBIDDEN', message: 'Forbidden' });
  });

  it.each([
    ['an unknown external URL', 'https://images.example.org/cat.png'],
    ['an external URL shaped like ours', `https://evil.example/files/${key}`],
    ['another scheme', `file:///files/${key}`],
    ['a path traversal', `uploads/${me}/../${other}/x.png`],
    ['nonsense', 'not a url at all'],
  ])('refuses %s with BAD_INPUT', (_case, value) => {
    const error = failure(value);
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe('BAD_INPUT');
    expect(error.message).toMatch(/^The image_url is not/);
  });
});
