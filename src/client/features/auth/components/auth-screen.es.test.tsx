import { screen, waitFor } from '@tests/support/render';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { Component as AuthScreen } from '@client/routes/auth';
import { interceptHttp } from '@tests/support/http-mocks';
import { speak } from '@tests/support/i18n';
import { renderScreen } from '@tests/support/render-screen';

const server = interceptHttp();

function renderAuth() {
  server.use(http.get('*/api/auth/get-session', () => HttpResponse.json(null)));
  return renderScreen(<AuthScreen />, { path: '/auth', toaster: true });
}

describe('the sign-in screen in Spanish (docs/decisions/0026)', () => {
  it('signs in and up in Spanish, with the tab title, the limit and the legal links', async () => {
    await speak('es', 'auth');
    const user = renderAuth();

    expect(await screen.findByText('Inicie sesión para mantener sus permisos al día')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Iniciar sesión · PermitPilot'));
    expect(screen.getByLabelText('Correo electrónico')).toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '¿Olvidó su contraseña?' })).toBeInTheDocument();
    // The public pages' Spanish addresses (docs/decisions/0026).
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/es');
    expect(
      screen.getByText(
        'El plan Gratis lleva el control de hasta 3 permisos. No se requiere tarjeta de crédito.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Términos del servicio' }).getAttribute('href')).toBe(
      '/es/terms-of-service',
    );
    expect(screen.getByRole('link', { name: 'Política de privacidad' }).getAttribute('href')).toBe(
      '/es/privacy-policy',
    );
    for (const english of ['Sign in to keep your permits on track', 'Back to Home', 'Forgot password?'])
      expect(screen.queryByText(english)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Registrarse' }));
    expect(
      await screen.findByText('Cree su cuenta y empiece a llevar el control de sus permisos'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear cuenta' })).toBeInTheDocument();
    expect(screen.getByText('¿Ya tiene una cuenta?')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Account' })).toBeNull();
  });

  it('says a wrong password in Spanish', async () => {
    await speak('es', 'auth');
    server.use(
      http.post('*/api/auth/sign-in/email', () =>
        HttpResponse.json(
          { error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' } },
          { status: 401 },
        ),
      ),
    );
    const user = renderAuth();
    await user.type(await screen.findByLabelText('Correo electrónico'), 'owner@tacoloco.test');
    await user.type(screen.getByLabelText('Contraseña'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('Error de autenticación')).toBeInTheDocument();
    expect(
      screen.getByText('Correo electrónico o contraseña no válidos. Revise sus datos e inténtelo de nuevo.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Authentication Failed')).toBeNull();
  });
});
