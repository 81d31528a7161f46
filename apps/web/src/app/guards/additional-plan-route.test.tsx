import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { User } from '@mietmatch/contract';
import { fakeApi, json, makeUser, storeSession } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

const SESSION = 'lcs_additional-1';
const PATH = `/aditional-plan-success?session_id=${SESSION}&isAdditionalPlan=true`;
const past = new Date(Date.now() - 24 * 3600 * 1000).toISOString();

function serve(user: User) {
  return fakeApi({
    'POST /api/auth/login': () => json(200, { access_token: 'access-1', refresh_token: 'refresh-1', userId: user.id }),
    'GET /api/auth/current-user': () => json(200, user),
    'GET /api/auth/verify-additional-payment': () =>
      json(200, {
        message: 'Payment verified',
        planId: 'additional-3',
        kind: 'additional',
        months: 3,
        amountCents: 2985,
        role: 'client',
        email: user.email,
        paymentExpiresAt: user.paymentExpiresAt,
        additionalPlanExpiresAt: '2099-02-21T10:00:00.000Z',
      }),
  });
}

describe('/aditional-plan-success', () => {
  it('sends a signed-out visitor to /login without asking about the payment, and back after logging in', async () => {
    const api = serve(makeUser());
    const { user, router } = await renderApp(PATH, 'en');
    expect(await screen.findByRole('heading', { name: 'Login to your account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(api.to('GET /api/auth/verify-additional-payment')).toHaveLength(0);

    await user.type(screen.getByLabelText('Email'), 'anna@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Payment verified' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/aditional-plan-success');
    expect(api.to('GET /api/auth/verify-additional-payment')[0].url.searchParams.get('session_id')).toBe(SESSION);
  });

  it('any other protected page sends a login to the role start page, as the login outcome says', async () => {
    serve(makeUser());
    const { user, router } = await renderApp('/change-password', 'en');
    expect(await screen.findByRole('heading', { name: 'Login to your account' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'anna@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/my-requests'));
  });

  it('shows the verification inside the dashboard, under its own page title', async () => {
    storeSession();
    serve(makeUser());
    await renderApp(PATH, 'en');
    expect(await screen.findByRole('heading', { level: 2, name: 'Payment verified' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Additional plan' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'My Form' })).toBeInTheDocument();
  });

  it('answers even when the base plan has ended meanwhile', async () => {
    storeSession();
    serve(makeUser({ paymentExpiresAt: past, planId: 'tenant-3' }));
    const { router } = await renderApp(PATH, 'en');
    expect(await screen.findByRole('heading', { level: 2, name: 'Payment verified' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/aditional-plan-success');
  });
});
