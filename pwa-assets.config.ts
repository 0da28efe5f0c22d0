import { defineConfig, minimal2023Preset } from '@vite-pwa/assets-generator/config';

/**
 * The icons phones ask for when PermitPilot is installed (docs/decisions/0024), drawn from the favicon by
 * `npm run icons`; the PNGs are committed, so a build needs no image tools.
 */
export default defineConfig({
  headLinkOptions: { preset: '2023' },
  preset: {
    ...minimal2023Preset,
    maskable: { ...minimal2023Preset.maskable, resizeOptions: { background: '#1d4ed8' } },
    apple: { ...minimal2023Preset.apple, resizeOptions: { background: '#1d4ed8' } },
  },
  images: ['public/favicon.svg'],
});
