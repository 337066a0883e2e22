// A cited answer (issue #39): markers never show, even cut at a chunk's end; a cited specific shows its source on focus,
// hover or tap; one the record does not hold is marked "not in your record", in English and French.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EvidencePiece } from '@shared/evidence.ts';
import { switchToEnglish, switchToFrench } from '@/testing/french';
import { renderWithProviders } from '@/testing/render';
import { CitedAnswer } from './cited-answer';

const evidence: EvidencePiece[] = [
  { ref: 'E1', id: 'experience:x#0', kind: 'experience', title: 'Acme Retail — Data lead', text: 'Data lead at Acme Retail, 2019-03-01 to present' },
];
const ANSWER = '**Suggested answer**\n\nAt Acme Retail [E1], I cut churn by 47% [E1].';

describe('CitedAnswer', () => {
  afterEach(switchToEnglish);

  it('shows a cited specific’s source on focus and marks the one the record does not hold', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CitedAnswer text={ANSWER} evidence={evidence} isFinished />);
    expect(screen.getByText(/I cut churn by/).textContent).toBe('At Acme Retail, I cut churn by 47%.');
    const cited = screen.getByRole('button', { name: 'Acme Retail, source: Experience: Acme Retail — Data lead' });
    const invented = screen.getByRole('button', { name: '47, not in your record' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.tab();
    expect(cited).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Experience: Acme Retail — Data lead“Data lead at Acme Retail, 2019-03-01 to present”');
    expect(cited).toHaveAccessibleDescription(/Data lead at Acme Retail/);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.hover(invented);
    expect(screen.getByRole('tooltip')).toHaveTextContent(/^Not in your record/);
    expect(screen.getByRole('tooltip')).toHaveTextContent('The answer names Experience: Acme Retail — Data lead as its source, which does not say this.');
    await user.unhover(invented);
    await user.click(invented);
    expect(screen.getByRole('tooltip')).toHaveTextContent(/^Not in your record/);
  });

  it('never shows a marker cut at a chunk’s end, and leaves the open sentence unmarked until it settles', () => {
    const { rerender } = renderWithProviders(<CitedAnswer text="At Acme Retail [E" evidence={evidence} isFinished={false} />);
    expect(screen.getByText('At Acme Retail')).toBeInTheDocument();
    expect(screen.queryByText(/\[/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<CitedAnswer text="At Acme Retail [E1], I cut" evidence={evidence} isFinished={false} />);
    expect(screen.getByRole('button', { name: /^Acme Retail, source/ })).toBeInTheDocument();
  });

  it('leaves specifics inside raw HTML, code and the answer’s own links as literal text, never `[x](#cite-…)`', () => {
    const text = 'At Acme Retail [E1] <img src=x onerror="window.a=1"> `churn = 47` [Globex 2020](https://example.com/x) <javascript:window.a=1>';
    renderWithProviders(<CitedAnswer text={text} evidence={evidence} isFinished />);
    const shown = screen.getByText(/At/).closest('div')!.textContent!;
    expect(shown).not.toContain('#cite');
    expect(shown).toContain('<img src=x onerror="window.a=1">');
    expect(shown).toContain('javascript:window.a=1');
    expect(screen.getByRole('button', { name: 'Acme Retail, source: Experience: Acme Retail — Data lead' })).toBeInTheDocument();
  });

  it('marks every specific of an answer that cites nothing', () => {
    renderWithProviders(<CitedAnswer text="At Globex I cut churn by 47%." evidence={evidence} isFinished />);
    expect(screen.getAllByRole('button').map((mark) => mark.getAttribute('aria-label'))).toEqual(['Globex, not in your record', '47, not in your record']);
  });

  it('speaks French', async () => {
    await act(switchToFrench);
    renderWithProviders(<CitedAnswer text={ANSWER} evidence={evidence} isFinished />);
    expect(screen.getByRole('button', { name: 'Acme Retail, source : Expérience : Acme Retail — Data lead' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '47, absent de votre dossier' })).toBeInTheDocument();
  });
});
