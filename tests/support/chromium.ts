/**
 * Debian's chromium, which the browser suite and the web benchmark drive
 * (docs/product/engineering.md#gotchas).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// The flags Debian's chromium needs on these machines (docs/product/engineering.md#gotchas).
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
