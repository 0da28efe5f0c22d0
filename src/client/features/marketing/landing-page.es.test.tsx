import { render, screen, within } from '@tests/support/render';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { documentTitle } from '@client/lib/use-document-title';
import { speak } from '@tests/support/i18n';
import { LANDING_TITLE, LandingPage } from './landing-page';

function renderLanding() {
  render(
    <MemoryRouter>
      <LandingPage />
    </MemoryRouter>,
  );
}

describe('the landing page in Spanish (docs/decisions/0026)', () => {
  it('speaks US Spanish with usted, from the header to the footer, with the plans and their prices', async () => {
    await speak('es', 'landing');
    renderLanding();

    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Todos sus permisos en un solo lugar, renovados a tiempo',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe('/auth');
    expect(screen.getByRole('link', { name: /Pruébelo gratis/ }).getAttribute('href')).toBe('/auth');
    const sections = screen.getByRole('navigation', { name: 'Secciones de la página' });
    expect(within(sections).getByRole('link', { name: 'Opiniones' }).getAttribute('href')).toBe(
      '#testimonials',
    );
    expect(screen.getByRole('heading', { name: 'Precios simples y claros' })).toBeInTheDocument();
    const pro = screen.getByTestId('plan-card-pro');
    expect(pro.textContent).toContain('$19');
    expect(pro.textContent).toContain('al mes');
    expect(within(pro).getByText('El más popular')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Calificación: 5 de 5' })).toHaveLength(3);
    // A business's name stays as it is written.
    expect(screen.getByText('Taco Libre Food Truck')).toBeInTheDocument();
    const footer = screen.getByRole('navigation', { name: 'Información legal y contacto' });
    expect(within(footer).getByRole('link', { name: 'Política de privacidad' })).toBeInTheDocument();
    expect(screen.getByText(/Todos los derechos reservados\./)).toBeInTheDocument();
    expect(documentTitle(LANDING_TITLE)).toBe(
      'Control de permisos y licencias para food trucks · PermitPilot',
    );

    for (const english of ['Sign In', 'Try it Free', 'Most Popular', 'Simple, honest pricing', 'per month'])
      expect(document.body.textContent).not.toContain(english);
  });

  it('keeps every English text as it was', () => {
    renderLanding();
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByTestId('plan-card-pro').textContent).toContain('per month');
    expect(screen.getAllByRole('img', { name: 'Rated 5 out of 5' })).toHaveLength(3);
    expect(documentTitle(LANDING_TITLE)).toBe('Permit and licence tracking for food trucks · PermitPilot');
  });
});
