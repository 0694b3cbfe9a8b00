import piexif from 'piexifjs';

/**
 * A phone photo made on the spot (issue 27's stories and `bench:mobile`'s photo case), so no large
 * binary is kept in the repository: a picture painted in the browser's canvas (sky, ground, a few
 * hundred soft shapes and sensor-like grain, so it compresses like a photo rather than a drawing),
 * encoded as a high-quality JPEG, then given the EXIF a phone writes: the camera, the time, the
 * GPS position and an orientation. Orientation 6 says "turn 90° clockwise to view": the sensor's
 * pixels are landscape, the photo is a portrait.
 *
 * The raw pixels' top-left corner is a solid red square: once turned upright it is the top-right
 * corner, which is how a story tells that the orientation was applied to the pixels.
 */

export type PhotoPixels = { width: number; height: number };

/** 12 megapixels, as a phone's main camera takes them (landscape on the sensor). */
export const TWELVE_MEGAPIXELS: PhotoPixels = { width: 4000, height: 3000 };

/** Where the photo was taken: a street in Quincy, MA. */
const PHOTO_LOCATION = { latitude: 42.2529, longitude: -71.0023 };

/** The red square's side, in raw pixels. */
export const MARKER_SIDE = 400;

/**
 * The page script that paints and encodes the picture, answering its JPEG as a data URL. A string,
 * not a function: bench runs through tsx, whose helpers a page does not have. Seeded, so each run
 * paints the same picture.
 */
export function paintPhotoScript({ width, height }: PhotoPixels): string {
  return `(async () => {
    let seed = 27;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const width = ${width}, height = ${height};
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    const sky = context.createLinearGradient(0, 0, 0, height);
    sky.addColorStop(0, '#8fb8de');
    sky.addColorStop(0.5, '#d9d2c0');
    sky.addColorStop(1, '#5b4a3a');
    context.fillStyle = sky;
    context.fillRect(0, 0, width, height);
    const scale = width / 4000;
    for (let i = 0; i < 600; i += 1) {
      context.fillStyle = 'hsla(' + random() * 360 + ',' + (30 + random() * 40) + '%,' + (30 + random() * 50) + '%,' + (0.3 + random() * 0.6) + ')';
      context.beginPath();
      context.ellipse(random() * width, random() * height, (20 + random() * 300) * scale, (20 + random() * 300) * scale, random() * 3, 0, 7);
      context.fill();
    }
    const image = context.getImageData(0, 0, width, height);
    const data = image.data;
    for (let i = 0; i < data.length; i += 4) {
      const grain = (random() - 0.5) * 56;
      data[i] += grain;
      data[i + 1] += grain;
      data[i + 2] += grain;
    }
    context.putImageData(image, 0, 0);
    context.fillStyle = '#ff0000';
    context.fillRect(0, 0, ${MARKER_SIDE}, ${MARKER_SIDE});
    const jpeg = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
    return await new Promise((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result);
      reader.onerror = () => reject(reader.error);
      reader.readAsDataURL(jpeg);
    });
  })()`;
}

/** The JPEG bytes from the data URL the page script answers. */
export function jpegFromDataUrl(dataUrl: string): Buffer {
  const comma = dataUrl.indexOf(',');
  if (!dataUrl.startsWith('data:image/jpeg;base64,') || comma < 0) throw new Error('Not a JPEG data URL');
  return Buffer.from(dataUrl.slice(comma + 1), 'base64');
}

const rational = (value: number): [number, number] => [Math.round(value * 100), 100];

/** The JPEG with a phone's EXIF written into it: camera, time, GPS position, orientation. */
export function withPhoneExif(jpeg: Buffer, { orientation }: { orientation: number }): Buffer {
  const { latitude, longitude } = PHOTO_LOCATION;
  const exif = piexif.dump({
    '0th': {
      [piexif.ImageIFD.Make]: 'Google',
      [piexif.ImageIFD.Model]: 'Pixel 7',
      [piexif.ImageIFD.Orientation]: orientation,
      [piexif.ImageIFD.DateTime]: '2026:03:02 09:41:00',
    },
    Exif: { [piexif.ExifIFD.DateTimeOriginal]: '2026:03:02 09:41:00' },
    GPS: {
      [piexif.GPSIFD.GPSLatitudeRef]: latitude >= 0 ? 'N' : 'S',
      [piexif.GPSIFD.GPSLatitude]: piexif.GPSHelper.degToDmsRational(Math.abs(latitude)),
      [piexif.GPSIFD.GPSLongitudeRef]: longitude >= 0 ? 'E' : 'W',
      [piexif.GPSIFD.GPSLongitude]: piexif.GPSHelper.degToDmsRational(Math.abs(longitude)),
      [piexif.GPSIFD.GPSAltitude]: rational(12.5),
    },
  });
  return Buffer.from(piexif.insert(exif, jpeg.toString('latin1')), 'latin1');
}

/** What a JPEG's bytes carry besides pixels: its EXIF (empty sections when none) and whether any is there. */
export function readExif(jpeg: Buffer): {
  orientation?: number;
  gps: Record<string, unknown>;
  hasExif: boolean;
} {
  const dict = piexif.load(jpeg.toString('latin1'));
  return {
    orientation: dict['0th']?.[piexif.ImageIFD.Orientation],
    gps: dict.GPS ?? {},
    // An APP1 segment's "Exif\0\0" header anywhere in the file.
    hasExif: jpeg.includes(Buffer.from('Exif\0\0', 'latin1')),
  };
}
