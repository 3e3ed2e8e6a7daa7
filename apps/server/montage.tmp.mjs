import sharp from 'sharp';
const [out, ...files] = process.argv.slice(2);
const w = 360, h = 800;
const tiles = await Promise.all(files.map((f) => sharp(f).resize(w, h, { fit: 'contain', background: '#888' }).png().toBuffer()));
await sharp({ create: { width: w * tiles.length + 10 * (tiles.length - 1), height: h, channels: 3, background: '#444' } })
  .composite(tiles.map((input, i) => ({ input, left: i * (w + 10), top: 0 })))
  .png().toFile(out);
