const UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * Base 1024, up to 2 decimals without trailing zeros ('1.5 KB', '1 MB'), zero is
 * '0 Bytes'; TB is the largest unit. A size that cannot be one (negative, NaN) is a caller's bug.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`Not a file size: ${bytes}`);
  if (bytes === 0) return '0 Bytes';
  // Division rather than logarithms: Math.log(1024 ** 3) / Math.log(1024) is not exactly 3.
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number(value.toFixed(2))} ${UNITS[unit]}`;
}
