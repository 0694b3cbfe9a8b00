import sharp from 'sharp';

/**
 * Real photos for the rendition tests, made with sharp: the top half red, the bottom half blue, so
 * a test can tell which way up a rendition came out. Saved as a phone does: an EXIF orientation
 * instead of turned pixels (6: shown turned a quarter clockwise), with the camera and a location.
 */
export async function phonePhoto(options: { width: number; height: number; orientation?: number }) {
  const { width, height } = options;
  const half = Math.ceil(height / 2);
  return sharp({ create: { width, height, channels: 3, background: { r: 0, g: 0, b: 255 } } })
    .composite([
      {
        input: { create: { width, height: half, channels: 3, background: { r: 255, g: 0, b: 0 } } },
        top: 0,
        left: 0,
      },
    ])
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: options.orientation ?? 1 })
    .withExif({
      IFD0: { Make: 'PhoneCam', Model: 'Test 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
    })
    .toBuffer();
}

/** The colour of one pixel, as 'red', 'blue' or 'other'. */
export async function colourAt(image: Buffer, x: number, y: number) {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (Math.round(y) * info.width + Math.round(x)) * info.channels;
  const [r = 0, g = 0, b = 0] = data.subarray(at, at + 3);
  if (r > 200 && g < 60 && b < 60) return 'red';
  if (b > 200 && r < 60 && g < 60) return 'blue';
  return 'other';
}

/** A photo cut off half way, as a dropped transfer leaves it: still a JPEG by its first bytes. */
export async function truncatedPhoto() {
  const photo = await phonePhoto({ width: 800, height: 600 });
  return photo.subarray(0, Math.floor(photo.length / 2));
}
