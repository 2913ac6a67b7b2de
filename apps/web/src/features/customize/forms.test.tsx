import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES } from '@bizline/domain/errors';
import { useAppStore } from '../../shared/store/app-store';
import { internetSel, selections } from '../../test/customize-fixtures';
import { json, open, server } from '../../test/customize-page';

vi.mock('../../shared/cart/FloatingCart', () => ({ FloatingCart: () => null }));
vi.setConfig({ testTimeout: 20_000 });

const listingCart = () =>
  selections({ services: 'data', internet: internetSel({ localListingId: 'LBL' }) });

async function fillListing(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: 'Business name' }), 'Ada Bakery');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Business category' }), 'C1');
  await user.click(screen.getByRole('radio', { name: 'No' }));
  await user.type(screen.getByRole('textbox', { name: 'Business phone' }), '201-555-0123');
  await user.click(screen.getByRole('button', { name: 'Add listing' }));
}

const categories = () => ({ categories: [{ id: 'C1', name: 'Bakeries' }] });

describe('customise forms', () => {
  beforeEach(() => {
    useAppStore.getState().clearAll();
  });

  it('business listing: an approved duplicate check says Listing Approved and adds it', async () => {
    const s = server(listingCart(), {
      'PrdSelection/GetBusinessCategoryList': categories,
      'PrdSelection/ListingDuplicateCheck': () => ({
        success: true,
        potentialDuplicate: false,
        message: 'Listing Approved',
      }),
    });
    const user = userEvent.setup();
    await open();
    await fillListing(user);
    expect(await screen.findByText('Listing Approved')).toBeInTheDocument();
    const listing = {
      businessName: 'Ada Bakery',
      businessCategory: 'C1',
      categoryName: 'Bakeries',
      businessPhone: '2015550123',
      isBillingPhoneRequired: 'No',
    };
    expect(json(s.called('PrdSelection/ListingDuplicateCheck')[0])).toEqual(listing);
    await waitFor(() => expect(s.called('PrdConfig/UpdateCart')).toHaveLength(1));
    expect(json(s.called('PrdConfig/UpdateCart')[0])).toEqual({
      ProductType: 'FIOSDATA',
      fiOSDataModelPost: {
        SelectedVASPlans: [{ PkgID: 'LocalListing', PPPID: 'LBL' }],
        BusinessListing: listing,
      },
    });
  });

  it('business listing: a potential duplicate says a paid listing exists and adds nothing', async () => {
    const s = server(listingCart(), {
      'PrdSelection/GetBusinessCategoryList': categories,
      'PrdSelection/ListingDuplicateCheck': () => ({
        success: true,
        potentialDuplicate: true,
        message: 'Paid listing already exists for this business location',
      }),
    });
    const user = userEvent.setup();
    await open();
    await fillListing(user);
    expect(
      await screen.findByText('Paid listing already exists for this business location'),
    ).toBeInTheDocument();
    expect(s.called('PrdConfig/UpdateCart')).toHaveLength(0);
  });

  it('business listing: an incomplete form shows There is a problem and checks nothing', async () => {
    const s = server(listingCart(), { 'PrdSelection/GetBusinessCategoryList': categories });
    const user = userEvent.setup();
    await open();
    await user.click(await screen.findByRole('button', { name: 'Add listing' }));
    expect(screen.getByRole('heading', { name: 'There is a problem' })).toBeInTheDocument();
    expect(s.called('PrdSelection/ListingDuplicateCheck')).toHaveLength(0);
  });

  it('tech team: the users are posted with dashes removed; a failure shows the technical issue', async () => {
    const s = server(
      selections({ services: 'data', internet: internetSel({ techTeamId: 'TT' }) }),
      { 'PrdSelection/AddTechTeamUsers': () => ({ Status: 'FAILURE' }) },
    );
    const user = userEvent.setup();
    await open();
    await user.type(await screen.findByRole('textbox', { name: 'First name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '201-555-0123');
    await user.click(screen.getByRole('button', { name: 'Add tech team contact' }));
    await waitFor(() =>
      expect(useAppStore.getState().globalError?.message).toBe(ERROR_MESSAGES.technicalIssue),
    );
    expect(json(s.called('PrdSelection/AddTechTeamUsers')[0])).toEqual({
      FirstName: 'Ada',
      LastName: 'Lovelace',
      Phone: '2015550123',
      Email: '',
      VasId: 'TechTeam',
      VasProdId: 'TT',
    });
  });
});
