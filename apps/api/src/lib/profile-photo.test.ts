import { describe, expect, it } from 'vitest';
import { sniffImageType } from './profile-photo.js';

describe('sniffImageType', () => {
  it('knows a PNG and a JPEG by their first bytes', () => {
    expect(sniffImageType(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'))).toBe('png');
    expect(sniffImageType(Buffer.from('ffd8ffe000104a464946', 'hex'))).toBe('jpeg');
    expect(sniffImageType(Buffer.from('ffd8ffdb', 'hex'))).toBe('jpeg');
  });

  it('refuses everything else, whatever it is called', () => {
    expect(sniffImageType(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBeNull();
    expect(sniffImageType(Buffer.from('89504e47', 'hex'))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});
