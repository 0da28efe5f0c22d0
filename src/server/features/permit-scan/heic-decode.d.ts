// heic-decode 2.1 ships no types: what features/permit-scan/heic-image.ts uses of it.
declare module 'heic-decode' {
  type Pixels = { width: number; height: number; data: Uint8ClampedArray };
  type Image = { width: number; height: number; decode(): Promise<Pixels> };
  function decode(input: { buffer: Uint8Array }): Promise<Pixels>;
  namespace decode {
    /** Every image of the file, parsed but not decoded: each decodes its pixels when asked. */
    function all(input: { buffer: Uint8Array }): Promise<Image[] & { dispose(): void }>;
  }
  export default decode;
}
