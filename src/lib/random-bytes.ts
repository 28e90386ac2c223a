/**
 * Fills the array with random bytes. Over an ArrayBuffer: the DOM types'
 * crypto.getRandomValues refuses an array over a SharedArrayBuffer.
 */
export type RandomBytes = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

/** The browser's (and Node's) crypto: what the code uses when a test passes no source of its own. */
export const cryptoBytes: RandomBytes = (bytes) => crypto.getRandomValues(bytes);
