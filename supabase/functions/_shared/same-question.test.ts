import { continuesQuestion, isSameQuestion } from './same-question.ts';

describe('isSameQuestion: is the draft kept?', () => {
  it('keeps a draft whose question differs only in punctuation, case or a trailing filler', () => {
    expect(isSameQuestion('tell me about yourself', 'Tell me about yourself?')).toBe(true);
    expect(isSameQuestion('Why this job', 'Why this job, um?')).toBe(true);
    expect(isSameQuestion('Pourquoi ce poste', 'Pourquoi ce poste, euh ?')).toBe(true);
  });

  it('restarts on any other word: a draft missing the last one answers another question', () => {
    expect(isSameQuestion('Tell me about', 'Tell me about yourself?')).toBe(false);
    expect(isSameQuestion('Tell me about your', 'Tell me about yourself?')).toBe(false);
    expect(isSameQuestion('Tell me about a conflict', 'Tell me about a conflict and how you resolved it')).toBe(false);
    expect(isSameQuestion('', 'Anything')).toBe(false);
  });
});

describe('isSameQuestion: a question heard twice is one question', () => {
  it.each([
    ['So, um, tell me about a project you led.', 'Tell me about a project you led'],
    ['Okay. Well, why do you want this job?', 'Why do you want this job?'],
    ['Could you tell me about a time you failed?', 'Tell me about a time you failed.'],
    ['Can you walk me through your resume, please?', 'walk me through your résumé'],
    ['Tell me about your biggest mistake, right?', 'tell me about your biggest mistake'],
    ['What’s your notice period?', "What's your notice period"],
  ])('English: "%s" is "%s"', (one, other) => {
    expect(isSameQuestion(one, other)).toBe(true);
  });

  it.each([
    ['Alors, parlez-moi d’un projet dont vous êtes fier…', "Parlez-moi d'un projet dont vous êtes fier."],
    ['Euh, bon, pourquoi ce poste ?', 'Pourquoi ce poste'],
    ['Pouvez-vous me décrire votre rôle actuel ?', 'Me décrire votre rôle actuel'],
    ['Décrivez votre équipe, s’il vous plaît.', 'décrivez votre equipe'],
    ['Et donc, quelle est votre plus grande réussite ?', 'Quelle est votre plus grande réussite ?'],
    ['Eh bien, pourquoi nous ?', 'POURQUOI NOUS'],
  ])('French: "%s" is "%s"', (one, other) => {
    expect(isSameQuestion(one, other)).toBe(true);
  });

  it.each([
    ['Tell me about a project', 'Tell me about a project that failed'],
    ['So, tell me about your strengths', 'Tell me about your weaknesses'],
    ['Could you describe your current team?', 'Describe your current manager'],
    ["Parlez-moi d'un projet", "Parlez-moi d'un projet qui a échoué"],
    ['Alors, quelles sont vos forces ?', 'Quelles sont vos faiblesses ?'],
    ['Pourquoi ce poste ?', 'Pourquoi cette entreprise ?'],
    ['So?', 'Um?'],
  ])('a different question sharing a start: "%s" is not "%s"', (one, other) => {
    expect(isSameQuestion(one, other)).toBe(false);
  });
});

describe('continuesQuestion: words heard just after a question go on with it', () => {
  it.each([
    'And how did you finally resolve it?',
    'and why?',
    'But why did you leave?',
    'Um, and how?',
    'Et comment l’avez-vous résolu ?',
    'Mais pourquoi ?',
    'ou plutôt, pourquoi ?',
  ])('"%s" goes on with the question before', (text) => expect(continuesQuestion(text)).toBe(true));

  it.each([
    'What are your weaknesses?',
    'So, why this job?',
    'Also, what is your notice period?',
    'Andrew told me you led the team.',
    'Alors, pourquoi nous ?',
  ])('"%s" is a question of its own', (text) => expect(continuesQuestion(text)).toBe(false));

  it('cannot tell from one word ("And" may be "Andrew", "And?" asks the candidate to go on)', () => {
    expect(continuesQuestion('And')).toBeNull();
    expect(continuesQuestion('And?')).toBeNull();
    expect(continuesQuestion('um, et')).toBeNull();
  });
});
