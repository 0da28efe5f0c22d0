import { I18nProvider } from '@lingui/react';
import { render as renderInDom, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { i18n } from '@client/lib/i18n';

export * from '@testing-library/react';

/**
 * Testing Library's render, inside the language provider the app puts around every screen (app/app.tsx,
 * docs/decisions/0026), and around the test's own wrapper when it has one.
 */
export function render(ui: ReactElement, options: RenderOptions = {}) {
  const Wrapper = options.wrapper;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>{Wrapper ? <Wrapper>{children}</Wrapper> : children}</I18nProvider>
  );
  return renderInDom(ui, { ...options, wrapper });
}
