import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from './fake-openai';
import { createTestApp, type TestApp } from './test-app';
import { uploadForm, type UploadedFile } from './uploads';

/**
 * An app with the AI provider configured against the local fake of the chat-completions API, for the tests of
 * scanning with it (docs/product/scanning.md#with-an-ai-provider): `reading` is what the fake model reads in
 * every document; a request the fake does not know fails the test.
 */
export function setUpScanAiApp({ timeoutMs }: { timeoutMs: number }) {
  let fake: FakeOpenAi;
  let t: TestApp;
  const app = {
    reading: {} as object,
    get fake() {
      return fake;
    },
    get t() {
      return t;
    },
    scan: (cookie: string, file: UploadedFile) =>
      t.request('/api/permit-scans', { method: 'POST', body: uploadForm(file), cookie }),
  };

  beforeAll(async () => {
    fake = await startFakeOpenAi({ read_permit_document: () => app.reading });
    t = await createTestApp({
      env: {
        OPENAI_API_KEY: fake.apiKey,
        OPENAI_BASE_URL: fake.baseUrl,
        OPENAI_MODEL: 'fake-vision-model',
        OPENAI_TIMEOUT_MS: String(timeoutMs),
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  afterEach(() => {
    expect(fake.unexpected).toEqual([]);
    fake.requests.length = 0;
  });
  return app;
}
