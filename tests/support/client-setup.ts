import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { toast } from '@client/components/ui/toaster';

afterEach(() => {
  // Testing Library unmounts by itself only where the test runner's hooks are globals; ours are imported.
  cleanup();
  // Toasts live in one store for the whole file, and a new Toaster shows those still open: close them.
  toast.dismiss();
});
