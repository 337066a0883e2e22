// Dates on the dashboard, written the way each language reads them: "Nov 21, 2026", "Thu, Nov 26, 04:00 PM" in English,
// "21 nov. 2026", "jeu. 26 nov., 16:00" in French (Intl's fr-FR forms), in the browser's time zone. Built by hand rather
// than with Intl.DateTimeFormat: the first DateTimeFormat a page creates starts ICU's date machinery, about 100 ms of
// main thread on a phone (4× CPU slowdown), right in the dashboard's first render. `YYYY-MM-DD` values are calendar
// dates, shown without a time-zone shift.
import { currentLanguage } from '@/i18n/i18n';

const NAMES = {
  en: {
    months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    weekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  },
  fr: {
    months: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
    weekdays: ['dim.', 'lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.'],
  },
};

const twoDigits = (value: number) => String(value).padStart(2, '0');

export function formatApplicationDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (!year || !month || !day || month > 12) return isoDate;
  const language = currentLanguage();
  const monthName = NAMES[language].months[month - 1];
  return language === 'fr' ? `${day} ${monthName} ${year}` : `${monthName} ${day}, ${year}`;
}

/** An interview's day and time ("Thu, Nov 26, 04:00 PM"), with the year when it is not this year. */
export function formatInterviewDate(isoDate: string, now: Date = new Date()): string {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return isoDate;
  const language = currentLanguage();
  const { months, weekdays } = NAMES[language];
  const isThisYear = date.getFullYear() === now.getFullYear();
  const hours = date.getHours();
  if (language === 'fr') {
    const day = `${weekdays[date.getDay()]} ${date.getDate()} ${months[date.getMonth()]}`;
    const time = `${twoDigits(hours)}:${twoDigits(date.getMinutes())}`;
    return isThisYear ? `${day}, ${time}` : `${day} ${date.getFullYear()}, ${time}`;
  }
  const time = `${twoDigits(hours % 12 || 12)}:${twoDigits(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
  const day = `${weekdays[date.getDay()]}, ${months[date.getMonth()]} ${date.getDate()}`;
  return isThisYear ? `${day}, ${time}` : `${day}, ${date.getFullYear()}, ${time}`;
}
