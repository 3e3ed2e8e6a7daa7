/**
 * Checks that the bytes really are the format the upload declared (magic numbers), so a script or HTML
 * page cannot be stored under an image's name.
 */
const ascii = (bytes: Buffer, start: number, text: string) => bytes.subarray(start, start + text.length).toString('latin1') === text;

/** HEIF family brands (ISO/IEC 23008-12): iPhone photos say heic, other cameras mif1. */
const isHeif = (b: Buffer) =>
  b.length > 12 && ascii(b, 4, 'ftyp') && /^(heic|heix|hevc|hevx|heim|heis|mif1|msf1)$/.test(b.subarray(8, 12).toString('latin1'));

const MATCHERS: Record<string, (b: Buffer) => boolean> = {
  'image/jpeg': (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) => b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/webp': (b) => b.length > 12 && ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP'),
  'image/heic': isHeif,
  'image/heif': isHeif,
  'application/pdf': (b) => b.length > 5 && ascii(b, 0, '%PDF-'),
};

export function bytesMatchMimeType(bytes: Buffer, mimeType: string): boolean {
  return MATCHERS[mimeType]?.(bytes) ?? false;
}
