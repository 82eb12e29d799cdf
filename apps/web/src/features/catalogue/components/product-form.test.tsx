import type { TProduct } from '@portal/shared/contracts/catalogue';
import { buildPaginated } from '@portal/shared/contracts/pagination';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import type { TCreateProductBody } from '../api/save-product';
import { ProductForm } from './product-form';

/** The form types keystroke by keystroke, which takes seconds in jsdom on a busy run. */
const INTERACTION_TIMEOUT = { timeout: 20_000 };

const TOUR: TProduct = {
  id: 300,
  code: 'MILFORD-DAY',
  supplierId: 5,
  serviceTypeCode: 'IT',
  locationId: 10,
  name: 'Milford Sound Day Tour',
  description: '',
  startTime: '0715',
  endTime: '1930',
  durationMinutes: null,
  voucherText: '',
  phone: '',
  address: '',
  accommodationClass: null,
  roomTypes: [],
  pricingBasis: 'per_person',
  capacity: null,
  infantMaxAge: null,
  childMaxAge: null,
  cancellationPolicy: null,
  active: true,
};

function renderForm(product: TProduct) {
  stubFetch(({ url }) => {
    const { pathname } = new URL(url, 'http://portal.test');
    if (pathname === '/api/admin/locations') {
      return jsonResponse(
        buildPaginated(
          [
            {
              id: 10,
              code: 'ZQN',
              name: 'Queenstown',
              region: 'Otago',
              country: 'NZ',
              latitude: -45.03,
              longitude: 168.66,
              drivingNotes: [],
            },
          ],
          { page: 1, perPage: 100, total: 1, path: '/api/admin/locations' },
        ),
      );
    }
    throw new Error(`Unexpected call ${url}`);
  });
  const onSubmit = vi.fn<(body: TCreateProductBody) => Promise<unknown>>(() => Promise.resolve());
  const rendered = renderWithProviders(
    <ProductForm product={product} supplierId={5} onSubmit={onSubmit} onCancel={() => {}} />,
  );
  return { ...rendered, onSubmit };
}

async function chooseOption(
  user: ReturnType<typeof renderForm>['user'],
  combobox: HTMLElement,
  name: string,
) {
  await user.click(combobox);
  const options = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
  await user.click(within(options as HTMLElement).getByRole('option', { name, hidden: true }));
}

describe('the product form', () => {
  it(
    'sends the child age bands and a cancellation policy with its bands',
    INTERACTION_TIMEOUT,
    async () => {
      const { user, onSubmit } = renderForm(TOUR);
      await user.type(screen.getByRole('textbox', { name: /Infants travel free up to age/ }), '1');
      await user.type(screen.getByRole('textbox', { name: /Child price up to age/ }), '11');

      await user.click(screen.getByRole('button', { name: 'Add band' }));
      await user.type(screen.getByRole('textbox', { name: 'Band 1: within days' }), '14');
      await user.type(screen.getByRole('textbox', { name: 'Band 1: percent' }), '50');
      await user.click(screen.getByRole('button', { name: 'Add band' }));
      await user.type(screen.getByRole('textbox', { name: 'Band 2: within days' }), '2');
      await chooseOption(
        user,
        screen.getByRole('combobox', { name: 'Band 2: charge' }),
        'Fixed amount',
      );
      await user.type(screen.getByRole('textbox', { name: 'Band 2: amount ($)' }), '125.50');
      await user.click(screen.getByRole('button', { name: 'Save product' }));

      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
        code: 'MILFORD-DAY',
        pricingBasis: 'per_person',
        infantMaxAge: 1,
        childMaxAge: 11,
        cancellationPolicy: {
          nonRefundable: false,
          bands: [
            { withinDays: 14, kind: 'percent', value: 50 },
            { withinDays: 2, kind: 'fixed', value: 12_550 },
          ],
        },
      });
    },
  );

  it(
    'loads a stored policy, removes a band, and sends a non-refundable product without bands',
    INTERACTION_TIMEOUT,
    async () => {
      const { user, onSubmit } = renderForm({
        ...TOUR,
        infantMaxAge: 1,
        childMaxAge: 11,
        cancellationPolicy: {
          nonRefundable: false,
          bands: [
            { withinDays: 7, kind: 'nights', value: 1 },
            { withinDays: 1, kind: 'fixed', value: 5_000 },
          ],
        },
      });
      expect(screen.getByRole('textbox', { name: 'Band 1: nights' })).toHaveValue('1');
      expect(screen.getByRole('textbox', { name: 'Band 2: amount ($)' })).toHaveValue('50');

      await user.click(screen.getByRole('button', { name: 'Remove band 1' }));
      await user.click(screen.getByRole('button', { name: 'Save product' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit.mock.calls[0]?.[0].cancellationPolicy).toEqual({
        nonRefundable: false,
        bands: [{ withinDays: 1, kind: 'fixed', value: 5_000 }],
      });

      await user.click(screen.getByRole('switch', { name: /Non-refundable/ }));
      expect(screen.queryByRole('button', { name: 'Add band' })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Save product' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
      expect(onSubmit.mock.calls[1]?.[0].cancellationPolicy).toEqual({
        nonRefundable: true,
        bands: [],
      });
    },
  );

  it(
    'refuses bands out of order, an empty band and a percentage over 100',
    INTERACTION_TIMEOUT,
    async () => {
      const { user, onSubmit } = renderForm(TOUR);
      await user.type(screen.getByRole('textbox', { name: /Infants travel free up to age/ }), '4');
      await user.type(screen.getByRole('textbox', { name: /Child price up to age/ }), '4');
      await user.click(screen.getByRole('button', { name: 'Add band' }));
      await user.type(screen.getByRole('textbox', { name: 'Band 1: percent' }), '120');
      await user.click(screen.getByRole('button', { name: 'Save product' }));

      expect(
        await screen.findByText(
          'The child price must reach an older age than free travel for infants.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByText('This field is required')).toBeInTheDocument();
      expect(screen.getByText('At most 100%.')).toBeInTheDocument();
      expect(onSubmit).not.toHaveBeenCalled();
    },
  );

  it('sends no policy and no age bands when none are given', INTERACTION_TIMEOUT, async () => {
    const { user, onSubmit } = renderForm(TOUR);
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      infantMaxAge: null,
      childMaxAge: null,
      cancellationPolicy: null,
    });
  });
});
