import sharp from 'sharp';

/**
 * A photo-like JPEG, different for each seed: a lit gradient with blurred shapes and grain, so that
 * neighbouring areas differ in brightness as in a real room or facade (a plain colour has nothing
 * a perceptual hash could recognise).
 */
export async function photo(seed: number, width = 800, height = 600): Promise<Buffer> {
  const shapes = Array.from({ length: 14 }, (_, i) => {
    const k = seed * 7919 + i * 104_729;
    const x = k % width;
    const y = (k >> 3) % height;
    const colour = `rgb(${(k * 47) % 255},${(k * 89) % 255},${(k * 23) % 255})`;
    return `<rect x="${x}" y="${y}" width="${60 + (k % 240)}" height="${40 + ((k >> 5) % 180)}" fill="${colour}"/>`;
  }).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
    `<stop offset="0" stop-color="rgb(${((seed * 53) % 200) + 40},170,200)"/><stop offset="1" stop-color="#332"/>` +
    `</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${shapes}</svg>`;
  const grain = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 10 } },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .blur(3)
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** What someone copying a photo does to it: 10 % smaller, JPEG at quality 70. */
export async function reencodedCopy(original: Buffer): Promise<Buffer> {
  const { width } = await sharp(original).metadata();
  return sharp(original)
    .resize(Math.round(width! * 0.9))
    .jpeg({ quality: 70 })
    .toBuffer();
}
