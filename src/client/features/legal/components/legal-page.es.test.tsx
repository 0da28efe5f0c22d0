import { screen } from '@tests/support/render';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as PrivacyPolicyScreen } from '@client/routes/privacy-policy';
import { interceptHttp } from '@tests/support/http-mocks';
import { speak } from '@tests/support/i18n';
import { renderScreen } from '@tests/support/render-screen';

const server = interceptHttp();

beforeEach(() => {
  // The build stamps the date of the last change to the legal texts (vite.config.ts).
  vi.stubGlobal('__LEGAL_UPDATED_AT__', '2026-06-03');
  server.use(
    http.get('*/api/auth/get-session', () => HttpResponse.json(null)),
    http.get('*/api/site', () => HttpResponse.json({ supportEmail: 'help@permitpilot.example' })),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const renderPrivacyPolicy = () => renderScreen(<PrivacyPolicyScreen />, { path: '/privacy-policy' });

describe('a legal page in Spanish (docs/i18n/glossary-es-US.md)', () => {
  it('says at its top that the English version prevails, then gives the whole text in Spanish', async () => {
    await speak('es', 'privacy-policy');
    renderPrivacyPolicy();

    expect(screen.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeInTheDocument();
    const notice = screen.getByRole('note');
    expect(notice.textContent).toBe(
      'Esta página es una traducción que se ofrece para su comodidad. Si hubiera alguna diferencia entre esta ' +
        'traducción y la versión en inglés, prevalecerá la versión en inglés.',
    );
    // At the top: before the summary and the first section.
    const summary = screen.getByText(/^PermitPilot ayuda a los food trucks/);
    expect(notice.compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('Última actualización:', { exact: false }).textContent).toBe(
      'Última actualización: 3 de junio de 2026',
    );
    expect(screen.getByRole('heading', { name: 'Información que recopilamos' })).toBeInTheDocument();
    expect(screen.getByText('Información de la cuenta:')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'help@permitpilot.example' })).toBeInTheDocument();
    expect(
      screen.getByText(/^¿Tiene preguntas sobre esta política o sobre su información\? Escríbanos a/),
    ).toBeInTheDocument();
    for (const english of [
      'Privacy Policy',
      'Information we collect',
      'Last updated',
      'English version prevails',
    ])
      expect(document.body.textContent).not.toContain(english);
  });

  it('shows no such notice in English, where the page is the original', async () => {
    renderPrivacyPolicy();

    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).toBeNull();
    expect(document.body.textContent).not.toMatch(/translation|prevails|traducción/);
    expect(screen.getByText('Last updated:', { exact: false }).textContent).toBe(
      'Last updated: June 3, 2026',
    );
    expect(await screen.findByRole('link', { name: 'help@permitpilot.example' })).toBeInTheDocument();
  });
});
