// The dashboard in French: translated status labels (stored values unchanged), plurals in the CSV import, French dates.
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { switchToEnglish, switchToFrench } from '@/testing/french';
import { makeApplication } from '../utils/application-fixture';
import { parseApplicationsCsv } from '../utils/applications-csv';
import { ApplicationsCards } from './applications-cards';
import { ImportPreviewDialog } from './import-preview-dialog';

const actions = { onEdit: () => undefined, onDelete: () => undefined };
const header = 'Company,Job Title,Application Date,Status\n';

describe('Applications in French', () => {
  beforeEach(switchToFrench);
  afterEach(switchToEnglish);

  it('shows the status label in French, keeps the stored value, and writes the date the French way', () => {
    renderWithProviders(<ApplicationsCards applications={[makeApplication({ status: 'In progress', application_date: '2026-02-05' })]} actions={actions} />);
    const card = screen.getByTestId('application-card');
    const chip = within(card).getByRole('button', { name: 'Statut de Doctolib – Engineer : En cours. Changer le statut' });
    expect(chip).toHaveAttribute('data-status', 'In progress');
    expect(within(card).getByText('5 févr. 2026')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Ouvrir Doctolib – Engineer' })).toBeInTheDocument();
  });

  it('says "1 candidature sera ajoutée" and "2 lignes seront ignorées", with the reasons in French', () => {
    const result = parseApplicationsCsv(
      `${header}Doctolib,Engineer,2026-11-21,Applied\nAlan,Designer,la semaine prochaine,Applied\nQonto,PM,2026-11-20,Waiting\n`,
    );
    renderWithProviders(<ImportPreviewDialog preview={{ fileName: 'export.csv', result }} onClose={() => undefined} onChooseAnother={() => undefined} />);
    expect(screen.getByTestId('import-summary')).toHaveTextContent(/^1 candidature sera ajoutée ; 2 lignes seront ignorées\. Les CV/);
    expect(screen.getByRole('button', { name: 'Ajouter 1 candidature' })).toBeInTheDocument();
    const rejected = screen.getAllByTestId('import-rejected');
    expect(rejected[0]).toHaveTextContent('La date de candidature « la semaine prochaine » n’est pas une date : écrivez-la aaaa-mm-jj ou jj/mm/aaaa.');
    expect(rejected[1]).toHaveTextContent('Le statut « Waiting » ne fait pas partie de');
    expect(within(screen.getByTestId('import-row')).getByText('Envoyée')).toBeInTheDocument();
    expect(within(screen.getByTestId('import-row')).getByText('21 nov. 2026')).toBeInTheDocument();
  });
});
