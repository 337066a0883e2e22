import { fireEvent, screen } from '@testing-library/react';
import type { OfferWithApplication } from '@/data/offers/types';
import { renderWithProviders } from '@/testing/render';
import { sampleOffer } from '@/testing/sample-offer';
import { OfferCompare } from './offer-compare';

const offer = (id: string, company: string, changes: Partial<OfferWithApplication>): OfferWithApplication => ({
  ...sampleOffer({ id, user_id: 'u', application_id: `app-${id}`, base_salary: 100_000 }),
  application: { company_name: company, job_title: 'Engineer' },
  ...changes,
});

/** The value cells of a row, found by its header (getByRole over a whole table's accessible names is slow in jsdom). */
const cellsOf = (header: string) => [...(screen.getByText(header, { selector: 'th' }).closest('tr')?.querySelectorAll('td') ?? [])];

describe('OfferCompare (issue #43)', () => {
  it('never mixes currencies: asks for the rate, converts only once it is typed, and says the rate used', () => {
    renderWithProviders(
      <OfferCompare
        offers={[offer('a', 'Acme', { sign_on_amount: 10_000 }), offer('b', 'Globex', { currency: 'USD', base_salary: 120_000 })]}
        baseCurrency="EUR"
      />,
    );
    const [acme, globex] = cellsOf('Total year 1');
    expect(acme).toHaveTextContent('€110,000');
    expect(globex).toHaveTextContent('$120,000');
    expect(globex).toHaveTextContent('Enter the rate above to compare it');
    // Nothing is marked highest across two currencies.
    expect(acme).not.toHaveTextContent('highest');

    const rate = screen.getByLabelText('1 USD in EUR');
    fireEvent.change(rate, { target: { value: 'abc' } });
    expect(screen.getByText('Enter a positive number, e.g. 0.92.')).toBeVisible();
    fireEvent.change(rate, { target: { value: '0.95' } });
    expect(screen.getByRole('status')).toHaveTextContent('Converted to EUR at 1 USD = 0.95 EUR (your rate).');
    const [acmeAfter, globexAfter] = cellsOf('Total year 1');
    expect(globexAfter).toHaveTextContent('€114,000');
    expect(globexAfter).toHaveTextContent('highest');
    expect(acmeAfter).toHaveTextContent('€4,000 behind');
  });

  it('asks for no rate when every offer is in one currency', () => {
    renderWithProviders(<OfferCompare offers={[offer('a', 'Acme', {}), offer('b', 'Globex', { base_salary: 90_000 })]} baseCurrency="EUR" />);
    expect(screen.queryByRole('group', { name: 'Exchange rates' })).toBeNull();
    expect(cellsOf('Base')[0]).toHaveTextContent('highest');
  });
});
