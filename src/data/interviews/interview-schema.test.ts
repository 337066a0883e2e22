import {
  emptyInterviewForm,
  interviewFieldAttributes,
  interviewFormSchema,
  interviewToForm,
  toInterviewRow,
  type InterviewFormValues,
} from './interview-schema';

const valid: InterviewFormValues = { ...emptyInterviewForm(), name: 'Tech', interviewer_names: 'Hugo', date: '2026-11-25T10:30' };
const fails = (values: Partial<InterviewFormValues>, field: string) =>
  interviewFormSchema.safeParse({ ...valid, ...values }).error?.issues.some((issue) => issue.path[0] === field) ?? false;

describe('interview form schema (docs/product.md#interview-form)', () => {
  it('defaults the duration to 30', () => {
    expect(emptyInterviewForm().duration).toBe('30');
    expect(interviewFormSchema.safeParse(valid).success).toBe(true);
  });

  it('requires name, interviewer names and date', () => {
    expect(fails({ name: ' ' }, 'name')).toBe(true);
    expect(fails({ interviewer_names: '' }, 'interviewer_names')).toBe(true);
    expect(fails({ date: '' }, 'date')).toBe(true);
  });

  it('requires the duration to be an integer of at least 1', () => {
    expect(fails({ duration: '' }, 'duration')).toBe(true);
    expect(fails({ duration: '0' }, 'duration')).toBe(true);
    expect(fails({ duration: '12.5' }, 'duration')).toBe(true);
    expect(fails({ duration: '1' }, 'duration')).toBe(false);
    expect(interviewFieldAttributes.duration).toMatchObject({ required: true, min: 1, step: 1, type: 'number' });
  });

  it('stores the local date-time as an instant and the duration as a number', () => {
    const row = toInterviewRow('app-1', valid);
    expect(row).toMatchObject({ application_id: 'app-1', duration: 30, additional_info: null });
    expect(new Date(row.date).getTime()).toBe(new Date(2026, 10, 25, 10, 30).getTime());
  });

  it('shows a stored interview in the form as it was typed, and saves it back to the same instant', () => {
    const stored = { ...toInterviewRow('app-1', { ...valid, additional_info: 'Bring the laptop' }), duration: 45 };
    const form = interviewToForm(stored);
    expect(form).toEqual({ name: 'Tech', interviewer_names: 'Hugo', date: '2026-11-25T10:30', duration: '45', additional_info: 'Bring the laptop' });
    expect(toInterviewRow('app-1', form).date).toBe(stored.date);
    expect(interviewToForm({ ...stored, additional_info: null }).additional_info).toBe('');
  });
});
