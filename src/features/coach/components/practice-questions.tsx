// Questions to practise first: the saved analysis's likely questions and the questions asked live in Copilot
// sessions for this application. Ticked ones are asked first, in order. A debrief drill also says what it aims at.
import { ListChecks } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface PracticeGroup {
  title: string;
  questions: string[];
}

export interface PracticeQuestionsProps {
  groups: PracticeGroup[];
  selected: string[];
  onChange: (selected: string[]) => void;
  /** What the debrief says to work on, in a debrief drill: the Coach's questions and feedback aim at it. */
  focus?: string[];
}

export function PracticeQuestions({ groups, selected, onChange, focus = [] }: PracticeQuestionsProps) {
  const { t } = useTranslation('coach');
  const baseId = useId();
  const visible = groups.filter((group) => group.questions.length > 0);
  if (visible.length === 0) return null;
  const toggle = (question: string, isChecked: boolean) =>
    onChange(isChecked ? [...selected, question] : selected.filter((candidate) => candidate !== question));
  return (
    <section aria-labelledby={`${baseId}-heading`} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={`${baseId}-heading`} className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <ListChecks aria-hidden="true" className="size-4" /> {t('practice.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('practice.description')}</p>
      {focus.length > 0 && (
        <div className="mt-3 rounded-lg bg-brand-50 p-3 text-sm text-slate-800">
          <p id={`${baseId}-focus`} className="font-medium">
            {t('practice.focus')}
          </p>
          <ul aria-labelledby={`${baseId}-focus`} className="mt-1 list-disc space-y-0.5 pl-5">
            {focus.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      )}
      {visible.map((group, groupIndex) => (
        <fieldset key={group.title} className="mt-3">
          <legend className="text-sm font-medium text-slate-700">{group.title}</legend>
          <ul className="mt-1 space-y-1">
            {group.questions.map((question, index) => {
              const id = `${baseId}-${groupIndex}-${index}`;
              return (
                <li key={question} className="flex items-start gap-2">
                  <input
                    id={id}
                    type="checkbox"
                    className="mt-1 size-4 accent-brand-600"
                    checked={selected.includes(question)}
                    onChange={(event) => toggle(question, event.target.checked)}
                  />
                  <label htmlFor={id} className="text-sm text-slate-800">
                    {question}
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </section>
  );
}
