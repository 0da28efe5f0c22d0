/**
 * Makes tests/support/fixtures/permit-photo.heic, the one binary test file of scanning (docs/decisions/0035):
 * a made-up permit drawn by `permitPhoto`, encoded as an iPhone encodes a photo (HEVC in a HEIF container).
 * No library of the registry encodes HEVC, so it is made once with libheif's encoder and kept; run again with
 * Debian's libheif-examples installed (`apt-get install libheif-examples`):
 *   npx tsx tests/support/make-heic-fixture.ts
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HEIC_PERMIT_LINES, permitPhoto } from './scan-files';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'permitpilot-heic-'));
const png = path.join(folder, 'permit.png');
fs.writeFileSync(png, await permitPhoto(HEIC_PERMIT_LINES));
const target = path.join(import.meta.dirname, 'fixtures', 'permit-photo.heic');
execFileSync('heif-enc', ['--quality', '60', '--output', target, png], { stdio: 'inherit' });
fs.rmSync(folder, { recursive: true, force: true });
console.log(`Wrote ${target} (${fs.statSync(target).size} bytes)`);
