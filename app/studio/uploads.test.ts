import { describe, expect, it } from 'vitest';
import { imageFiles, UPLOAD_MESSAGES, uploadProblem, uploadType } from './uploads';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('uploads', () => {
  it('sends png, jpg, webp and svg with their types, naming untyped files by extension', () => {
    expect(uploadType(file('a.png', 'image/png'))).toBe('image/png');
    expect(uploadType(file('a.jpg', 'image/jpg'))).toBe('image/jpeg');
    expect(uploadType(file('a.webp', 'image/webp'))).toBe('image/webp');
    expect(uploadType(file('logo.svg', ''))).toBe('image/svg+xml');
    expect(uploadType(file('photo.JPEG', ''))).toBe('image/jpeg');
  });

  it('refuses other types with the §5 file-extension message', () => {
    expect(uploadType(file('a.gif', 'image/gif'))).toBeNull();
    expect(uploadType(file('a.png', 'application/pdf'))).toBeNull();
    expect(uploadProblem(file('a.gif', 'image/gif'))).toBe(UPLOAD_MESSAGES.type);
    expect(UPLOAD_MESSAGES.type).toBe('Must upload the following formats: png, jpg, webp, svg');
  });

  it('refuses files over the server limit before sending them', () => {
    expect(uploadProblem(file('a.png', 'image/png', 15 * 1024 * 1024))).toBeNull();
    expect(uploadProblem(file('a.png', 'image/png', 15 * 1024 * 1024 + 1))).toBe(
      'The file must be 15 MB or smaller',
    );
  });

  it('picks the images out of dropped or pasted files', () => {
    const dropped = [
      new File(['x'], 'a.png', { type: 'image/png' }),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
      new File(['x'], 'logo.svg', { type: '' }),
    ];
    expect(imageFiles(dropped).map((item) => item.name)).toEqual(['a.png', 'logo.svg']);
    expect(imageFiles(null)).toEqual([]);
  });
});
