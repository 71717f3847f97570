import { describe, expect, it } from 'vitest';
import { isOwnUpload, isOwnUploadPart, ownerUploadsPrefix, uploadDataKey, uploadKey, uploadPartKey } from './upload-keys.js';

const owner = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const other = 'bbbbbbbbbbbbbbbbbbbbbbbb';

describe('upload keys', () => {
  it('lays accepted files out under uploads/<owner>/<agent>/ and parts under upload-parts/<owner>/', () => {
    expect(ownerUploadsPrefix(owner)).toBe(`uploads/${owner}/`);
    expect(uploadKey(owner, 'A12BCD3456', 'f1', 'jpg')).toBe(`uploads/${owner}/A12BCD3456/f1.jpg`);
    expect(uploadPartKey(owner, 'p1')).toBe(`upload-parts/${owner}/p1.part`);
  });

  it("counts as the owner's own only their accepted uploads", () => {
    expect(isOwnUpload(uploadKey(owner, 'A12BCD3456', 'f1', 'jpg'), owner)).toBe(true);
    expect(isOwnUpload(uploadKey(other, 'A12BCD3456', 'f1', 'jpg'), owner)).toBe(false);
    expect(isOwnUpload(uploadPartKey(owner, 'p1'), owner)).toBe(false);
    // A key that climbs out of the owner's folder is never theirs.
    expect(isOwnUpload(`uploads/${owner}/../${other}/A12BCD3456/f1.jpg`, owner)).toBe(false);
  });

  it("gives each chunked upload one data file in its owner's parts folder, whatever its uploadId holds", () => {
    expect(uploadDataKey(owner, 'c8a3f2d0-1e2b-4c5d-8e9f-0a1b2c3d4e5f')).toBe(
      `upload-parts/${owner}/uc8a3f2d0-1e2b-4c5d-8e9f-0a1b2c3d4e5f.data`,
    );
    // Two ids that differ only in '.', ':' or '_' never share a file.
    const keys = ['a.b', 'a:b', 'a_b', 'a_2eb'].map((id) => uploadDataKey(owner, id));
    expect(new Set(keys).size).toBe(4);
    for (const key of keys) {
      expect(key).toMatch(/^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/);
      expect(isOwnUploadPart(key, owner)).toBe(true);
      expect(isOwnUploadPart(key, other)).toBe(false);
    }
  });
});
