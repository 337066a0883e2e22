// Dates on the dashboard, written the way the English UI reads them ("Nov 21, 2026", "Thu, Nov 26, 04:00 PM"), in
// the browser's time zone. Built by hand rather than with Intl.DateTimeFormat: the first DateTimeFormat a page creates
// starts ICU's date machinery, about 100 ms of main thread on a phone (4× CPU slowdown), right in the dashboard's
// first render. `YYYY-MM-DD` values are calendar dates, shown without a time-zone shift.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const twoDigits = (value: number) => String(value).padStart(2, '0');

export function formatApplicationDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (!year || !month || !day || month > 12) return isoDate;
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

/** An interview's day and time ("Thu, Nov 26, 04:00 PM"), with the year when it is not this year. */
export function formatInterviewDate(isoDate: string, now: Date = new Date()): string {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return isoDate;
  const hours = date.getHours();
  const time = `${twoDigits(hours % 12 || 12)}:${twoDigits(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
  const day = `${WEEKDAYS[date.getDay()]}, ${MONTHS[date.getMonth()]} ${date.getDate()}`;
  return date.getFullYear() === now.getFullYear() ? `${day}, ${time}` : `${day}, ${date.getFullYear()}, ${time}`;
}
