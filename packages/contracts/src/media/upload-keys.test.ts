import { describe, expect, it } from 'vitest';
import { isOwnUpload, ownerUploadsPrefix, uploadKey, uploadPartKey } from './upload-keys.js';

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
});
