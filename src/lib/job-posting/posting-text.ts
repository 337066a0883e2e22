// Reads a job from its page's text, as a person copies it (Ctrl+A, Ctrl+C) or as the extension sees a page without
// structured data: the site's menus and footer trimmed, the title and the company found where the big boards and
// careers pages put them, in English and French (fixtures: tests/fixtures/job-pages/*.txt):
//   LinkedIn      Company / Title / "Place · Reposted 2 weeks ago · Over 100 applicants" / … / About the job
//   Indeed        "Title - job post" / Company / 4.1 out of 5 stars / Place / … / Full job description
//   Welcome to the Jungle   Company / Title / Permanent contract / Place / … / Job description
//   careers pages  Title / "Company · Place"
import type { PostingFields } from './posting-fields.ts';

const normalize = (line: string) => line.replace(/[’`]/g, "'").replace(/\s+/g, ' ').trim().toLowerCase();

/** Site menus, buttons and counters, as whole lines (compared lower-case, apostrophes straight). */
const CHROME = new Set(
  [
    // LinkedIn
    'skip to main content',
    'linkedin',
    'search',
    'home',
    'my network',
    'jobs',
    'messaging',
    'notifications',
    'me',
    'for business',
    'share',
    'show more options',
    'easy apply',
    'save',
    'apply',
    'message',
    'follow',
    'passer au contenu principal',
    'rechercher',
    'accueil',
    'réseau',
    'mon réseau',
    'emplois',
    'messagerie',
    'vous',
    'pour les entreprises',
    'partager',
    "afficher plus d'options",
    'candidature simplifiée',
    'enregistrer',
    'suivre',
    // Indeed
    'indeed home',
    'company reviews',
    'find salaries',
    'find jobs',
    'sign in',
    'employers / post job',
    'apply now',
    'profile insights',
    'avis sur les entreprises',
    'estimation de salaire',
    'trouver un emploi',
    'connexion',
    'employeurs / publier une annonce',
    'postuler maintenant',
    // Welcome to the Jungle
    'welcome to the jungle',
    'find a job',
    'find a company',
    'media',
    'employers',
    'log in',
    'trouver un job',
    'trouver une entreprise',
    'média',
    'employeurs',
    'se connecter',
    'postuler',
    'sauvegarder',
    // careers pages
    'skip to content',
    'aller au contenu',
    'menu',
    'back',
    'retour',
    'apply for this role',
  ].map(normalize),
);

const isChrome = (line: string) => {
  const key = normalize(line);
  return CHROME.has(key) || /^\d+( new notifications?| nouvelles? notifications?)?$/.test(key) || /^try premium|^essai premium/.test(key);
};

/** A line that sits between a board's company and title: a logo's alt text, a badge. */
const isBadge = (line: string) => isChrome(line) || / logo$|^logo (de |d')/i.test(line) || /^(verified|vérifiée?|promoted|promu)$/i.test(line.trim());

/** Where the offer itself begins: its heading on the boards. */
const OFFER_HEADING =
  /^(about the job|full job description|job description|the job|description du poste|descriptif du poste|le poste|à propos de l'offre d'emploi|about this role|the role|le rôle)$/;

/** Where the page's own matter starts again after the offer: related jobs, the company box, the footer. */
const FOOTER =
  /^(set alert for similar jobs|créer une alerte pour des offres similaires|about the company|à propos de l'entreprise|more jobs|similar jobs|people also viewed|looking for talent\?|report job|signaler l'offre|want to know more\?|envie d'en savoir plus \?|see all jobs|voir toutes les offres|these jobs might also interest you|ces offres pourraient aussi vous intéresser|offres similaires|emplois similaires|privacy & terms|privacy policy|politique de confidentialité|mentions légales|cookie settings|hiring lab|conseils carrière|linkedin corporation ©.*|© \d{4}.*)$/;

/** LinkedIn's line under the title: the place, then when it was posted and how many applied. */
const POSTED_META = /\b(ago|applicants?|clicked apply|il y a|candidats?|candidatures?)\b/i;
/** Welcome to the Jungle's contract line under the title. */
const CONTRACT =
  /^(cdi|cdd|stage|alternance|freelance|intérim|permanent contract|fixed-term contract|internship|work-study|freelance contract|temporary|full-time|part-time)$/i;
/** Indeed's hidden suffix of the title, read aloud by screen readers and copied with it (in its markup too). */
export const INDEED_TITLE = /\s+-\s+(job post|offre d['’]emploi)$/i;
const RATING = /^\d+([.,]\d)?( out of 5 stars| sur 5 étoiles)?$/i;
/** A list item's badges on a search page ("Promoted · Easy Apply"), not a company and a place. */
const BADGE_SEGMENT = /^(promoted|promu|viewed|vue?|easy apply|candidature simplifiée|actively recruiting|recrutement actif|applied|candidature envoyée)/i;
/** A segment separator with spaces around it: "Stripe · Paris", not "Développeur·se". */
const DOT = /\s+[·•]\s+/;

const isTitleLike = (line: string) => line.length > 1 && line.length <= 150 && !/[.!?:]$/.test(line) && !DOT.test(line);
const isNameLike = (line: string) => line.length > 0 && line.length <= 100 && !/[.!?]$/.test(line) && !RATING.test(line);

interface Header {
  title: number;
  company: string;
  location: string;
  /** The last line of the header block: the offer starts after it when it has no heading. */
  end: number;
}

function lineBefore(lines: string[], index: number, isSkipped: (line: string) => boolean = isBadge): number {
  for (let i = index - 1; i >= 0; i -= 1) if (!isSkipped(lines[i])) return i;
  return -1;
}

function lineAfter(lines: string[], index: number, isSkipped: (line: string) => boolean): number {
  for (let i = index + 1; i < lines.length; i += 1) if (!isSkipped(lines[i])) return i;
  return -1;
}

/** The boards' own marks, looked for first: a search page lists other jobs above the one shown. */
function boardHeader(lines: string[], i: number): Header | null {
  const line = lines[i];
  // Indeed: "Title - job post", the company under it, then the rating and the place.
  if (INDEED_TITLE.test(line)) {
    const company = lineAfter(lines, i, isChrome);
    const place = company < 0 ? -1 : lineAfter(lines, company, (next) => isChrome(next) || RATING.test(next));
    return { title: i, company: company < 0 ? '' : lines[company], location: place < 0 ? '' : lines[place], end: Math.max(i, company, place) };
  }
  // LinkedIn: "Place · Reposted 2 weeks ago · Over 100 applicants" under the title, the company above it.
  const segments = line.split(DOT);
  if (segments.length < 2 || !segments.slice(1).some((segment) => POSTED_META.test(segment))) return null;
  const title = lineBefore(lines, i);
  if (title < 0 || !isTitleLike(lines[title])) return null;
  const company = lineBefore(lines, title);
  return { title, company: company >= 0 && isNameLike(lines[company]) ? lines[company] : '', location: segments[0], end: i };
}

/** A careers page's "Company · Place" under the title, or Welcome to the Jungle's contract line. */
function pageHeader(lines: string[], i: number): Header | null {
  const line = lines[i];
  const segments = line.split(DOT);
  if (segments.length >= 2 && isNameLike(segments[0]) && !segments.some((segment) => BADGE_SEGMENT.test(segment))) {
    const title = lineBefore(lines, i);
    if (title < 0 || !isTitleLike(lines[title])) return null;
    return { title, company: segments[0], location: segments.slice(1).join(', '), end: i };
  }
  if (!CONTRACT.test(line)) return null;
  const title = lineBefore(lines, i);
  if (title < 0 || !isTitleLike(lines[title])) return null;
  const company = lineBefore(lines, title);
  const place = lineAfter(lines, i, isChrome);
  return {
    title,
    company: company >= 0 && isNameLike(lines[company]) ? lines[company] : '',
    location: place >= 0 && isNameLike(lines[place]) ? lines[place] : '',
    end: Math.max(i, place),
  };
}

/** A page's own header sits near its top, after the menus: further down, "Python · Go" is part of the offer. */
const PAGE_HEADER_LINES = 60;

function findHeader(lines: string[]): Header | null {
  for (const [read, end] of [
    [boardHeader, lines.length],
    [pageHeader, Math.min(lines.length, PAGE_HEADER_LINES)],
  ] as const) {
    for (let i = 0; i < end; i += 1) {
      const header = read(lines, i);
      if (header) return header;
    }
  }
  return null;
}

/** The fields a page's text gives; company and title stay empty when its layout is not recognised. */
export function readPostingText(text: string): PostingFields {
  const all = text.split(/\r\n|\r|\n/).map((line) => line.replace(/\s+/g, ' ').trim());
  // Structure is read on the non-empty lines; the offer keeps the text's blank lines between paragraphs.
  const indexes = all.flatMap((line, index) => (line ? [index] : []));
  const lines = indexes.map((index) => all[index]);
  const header = findHeader(lines);
  const headingAfter = (from: number) => lines.findIndex((line, index) => index >= from && OFFER_HEADING.test(normalize(line)));
  const firstContent = lines.findIndex((line) => !isChrome(line));
  const heading = headingAfter(header ? header.end : 0);
  const start = heading >= 0 ? heading : header ? header.end + 1 : Math.max(firstContent, 0);
  const footer = lines.findIndex((line, index) => index > start && FOOTER.test(normalize(line)));
  const end = footer >= 0 ? footer : lines.length;

  const offer = start < lines.length ? all.slice(indexes[start], end < lines.length ? indexes[end] : all.length) : [];
  const offerText = offer
    .filter((line) => !isChrome(line) && line !== '… more' && line !== '… plus')
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (!header) return { title: '', company: '', location: '', offerText, link: '' };
  return {
    title: lines[header.title].replace(INDEED_TITLE, ''),
    company: header.company,
    location: header.location,
    offerText,
    link: '',
  };
}
