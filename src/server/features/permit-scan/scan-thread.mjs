// The scan pool's thread when the server runs from its sources (tests, `npm run dev`): a worker thread does
// not inherit the TypeScript loader of the thread that started it, so it loads tsx itself. The bundled server
// runs dist/server/scan-thread.mjs instead (scripts/build-server.mjs, docs/decisions/0035).
import { tsImport } from 'tsx/esm/api';

const thread = await tsImport('./scan-thread.ts', import.meta.url);
export default thread.default;
