import type {
  TTour,
  TTourOptions,
  TTourRequestInput,
} from '@portal/shared/contracts/regular-tours';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { permissionStore } from '../../../lib/authorization';
import { jsonResponse, renderRoutes, stubFetch } from '../../../testing/test-utils';
import { TourAddPage, TourEditPage } from './tour-pages';

const TEXT = { en: '', de: '', es: '', it: '', fr: '' };

const OPTIONS: TTourOptions = {
  categories: [{ id: 3, name: 'Coach tours' }],
  suppliers: [{ id: 9, code: 'KIWICOA', name: 'Kiwi Coachlines' }],
  locations: [
    { id: 1, name: 'Auckland', region: 'Auckland', country: 'NZ' },
    { id: 2, name: 'Rotorua', region: 'Bay of Plenty', country: 'NZ' },
  ],
};

function stubApi() {
  const posts: unknown[] = [];
  stubFetch(({ method, url, body }) => {
    const path = new URL(url, 'http://portal.test').pathname;
    if (path === '/api/admin/tour-options') return jsonResponse(OPTIONS);
    if (method === 'POST' && path === '/api/admin/tours') {
      posts.push(body);
      const request = body as TTourRequestInput & { brandId: 1 | 2; status: TTour['status'] };
      const saved: TTour = {
        id: 44,
        code: request.code,
        name: request.name,
        brandId: request.brandId,
        currency: 'NZD',
        categoryId: request.categoryId,
        categoryName: 'Coach tours',
        supplierId: request.supplierId,
        supplierName: 'Kiwi Coachlines',
        productId: 501,
        startLocationId: request.startLocationId,
        startLocationName: 'Auckland',
        endLocationId: request.endLocationId,
        endLocationName: 'Rotorua',
        status: request.status,
        durationDays: request.days.length,
        overview: { ...TEXT, ...request.overview },
        inclusions: { ...TEXT, ...request.inclusions },
        images: [],
        days: [],
        upcomingDepartureCount: 0,
        hasBookings: false,
        createdAt: '2030-02-01T00:00:00.000Z',
        updatedAt: '2030-02-01T00:00:00.000Z',
      };
      return jsonResponse(saved, 201);
    }
    return jsonResponse({ message: `Unexpected ${method} ${path}` }, 500);
  });
  return { posts };
}

async function choose(
  user: ReturnType<typeof renderRoutes>['user'],
  label: RegExp,
  option: string,
) {
  const input = screen.getByRole('combobox', { name: label });
  await user.click(input);
  // Closed selects keep their options in the page: look only in this one's list.
  const listbox = await waitFor(() => {
    const list = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!list) throw new Error(`No open list for ${String(label)}`);
    return list;
  });
  await user.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

function renderAdd() {
  return renderRoutes(
    [
      { path: '/admin/regular-tours/add', element: <TourAddPage /> },
      { path: '*', element: <p>Landed elsewhere</p> },
    ],
    { initialEntries: ['/admin/regular-tours/add'] },
  );
}

describe('Adding a tour', () => {
  beforeEach(() =>
    permissionStore.setState({
      roles: ['super-admin'],
      permissions: ['admin.access', 'tours.manage'],
    }),
  );
  afterEach(() => permissionStore.reset());

  it('sends the header, the texts in each language and the days, then opens its rates', async () => {
    const api = stubApi();
    const { user, router } = renderAdd();
    await user.type(await screen.findByRole('textbox', { name: /Tour code/ }), 'nz-geo3');
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Geothermal Explorer');
    await choose(user, /^Status/, 'Published');
    await choose(user, /^Category/, 'Coach tours');
    await choose(user, /Operated by/, 'Kiwi Coachlines (KIWICOA)');
    await choose(user, /Starts in/, 'Auckland (Auckland, NZ)');
    await choose(user, /Ends in/, 'Rotorua (Bay of Plenty, NZ)');
    await user.type(screen.getByRole('textbox', { name: /Overview \(English\)/ }), 'Geysers.');
    await user.type(
      screen.getByRole('textbox', { name: /Inclusions, one per line \(English\)/ }),
      'Coach{enter}Two nights',
    );
    await user.type(screen.getByRole('textbox', { name: /Day 1 title \(English\)/ }), 'North');
    await user.click(screen.getByRole('button', { name: 'Add a day' }));
    await user.type(screen.getByRole('textbox', { name: /Day 2 title \(English\)/ }), 'South');

    // The same fields in German.
    await user.click(screen.getByText('Deutsch'));
    const german = screen.getByRole('textbox', { name: /Overview \(Deutsch\)/ });
    expect(german).toHaveAttribute('placeholder', 'Geysers.');
    await user.type(german, 'Geysire.');
    await user.type(screen.getByRole('textbox', { name: /Day 1 title \(Deutsch\)/ }), 'Norden');

    await user.click(screen.getByRole('button', { name: 'Create tour' }));
    await waitFor(() => expect(api.posts).toHaveLength(1));
    expect(api.posts[0]).toEqual({
      code: 'NZ-GEO3',
      name: 'Geothermal Explorer',
      brandId: 1,
      categoryId: 3,
      supplierId: 9,
      startLocationId: 1,
      endLocationId: 2,
      status: 'published',
      overview: { en: 'Geysers.', de: 'Geysire.', es: '', it: '', fr: '' },
      inclusions: { en: 'Coach\nTwo nights', de: '', es: '', it: '', fr: '' },
      images: [],
      days: [
        {
          dayNumber: 1,
          title: { en: 'North', de: 'Norden', es: '', it: '', fr: '' },
          description: { en: '', de: '', es: '', it: '', fr: '' },
          overnightLocationId: null,
          meals: { breakfast: false, lunch: false, dinner: false },
        },
        {
          dayNumber: 2,
          title: { en: 'South', de: '', es: '', it: '', fr: '' },
          description: { en: '', de: '', es: '', it: '', fr: '' },
          overnightLocationId: null,
          meals: { breakfast: false, lunch: false, dinner: false },
        },
      ],
    });
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/admin/regular-tours/edit/44?tab=rates',
      ),
    );
  }, 60_000);

  it('asks for the English texts before sending anything', async () => {
    const api = stubApi();
    const { user } = renderAdd();
    await user.type(await screen.findByRole('textbox', { name: /Tour code/ }), 'NZ-X');
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Untitled');
    await choose(user, /^Category/, 'Coach tours');
    await choose(user, /Operated by/, 'Kiwi Coachlines (KIWICOA)');
    await choose(user, /Starts in/, 'Auckland (Auckland, NZ)');
    await choose(user, /Ends in/, 'Auckland (Auckland, NZ)');
    await user.click(screen.getByRole('button', { name: 'Create tour' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('2 English texts are missing.')).toBeVisible();
    expect(screen.getAllByText('This field is required in English')).toHaveLength(2);
    expect(api.posts).toEqual([]);
  }, 30_000);
});

describe('Editing a tour', () => {
  beforeEach(() =>
    permissionStore.setState({
      roles: ['consultant'],
      permissions: ['admin.access', 'tours.view'],
    }),
  );
  afterEach(() => permissionStore.reset());

  it('links to the tour’s texts, their assessment and history in the content tools', async () => {
    const tour: TTour = {
      id: 44,
      code: 'NZ-ATW3',
      name: 'Abel Tasman Coastal Walk',
      brandId: 1,
      currency: 'NZD',
      categoryId: 3,
      categoryName: 'Coach tours',
      supplierId: 9,
      supplierName: 'Kiwi Coachlines',
      productId: 501,
      startLocationId: 1,
      startLocationName: 'Auckland',
      endLocationId: 2,
      endLocationName: 'Rotorua',
      status: 'published',
      durationDays: 1,
      overview: { ...TEXT, en: 'Three days on the coast track.' },
      inclusions: { ...TEXT, en: 'Lodges' },
      images: [],
      days: [],
      upcomingDepartureCount: 0,
      hasBookings: false,
      createdAt: '2030-02-01T00:00:00.000Z',
      updatedAt: '2030-02-01T00:00:00.000Z',
    };
    stubFetch(({ url }) => {
      const path = new URL(url, 'http://portal.test').pathname;
      if (path === '/api/admin/tour-options') return jsonResponse(OPTIONS);
      if (path === '/api/admin/tours/44') return jsonResponse(tour);
      return jsonResponse({ message: `Unexpected ${path}` }, 500);
    });
    renderRoutes(
      [{ path: '/admin/regular-tours/edit/:id', element: <TourEditPage tourId={44} /> }],
      {
        initialEntries: ['/admin/regular-tours/edit/44'],
      },
    );
    expect(
      await screen.findByRole('link', { name: 'Texts, assessment and history' }),
    ).toHaveAttribute('href', '/admin/content/tour/44');
  });
});
