// A drawing (ours, not a screenshot) of Chrome's and Edge's share picker with the right choices made: the browser-tab
// section, the meeting's tab, "Also share tab audio" ticked. Its words come from the catalogue, so it reads in French too.
import { useTranslation } from 'react-i18next';

export function SharePickerDrawing() {
  const { t } = useTranslation();
  return (
    <svg viewBox="0 0 360 210" role="img" aria-label={t('shareGuide.picture.label')} className="w-full max-w-sm rounded-lg border border-slate-200 bg-white">
      <rect x="0" y="0" width="360" height="210" fill="#f8fafc" />
      <text x="16" y="26" fontSize="13" fontWeight="600" fill="#0f172a">
        {t('shareGuide.picture.heading')}
      </text>
      {/* The three sections: the first (the browser's tabs) chosen. */}
      <rect x="16" y="38" width="104" height="24" rx="12" fill="#dbeafe" stroke="#2563eb" strokeWidth="2" />
      <text x="68" y="54" fontSize="11" textAnchor="middle" fill="#1e3a8a" fontWeight="600">
        {t('shareGuide.picture.tabSection')}
      </text>
      <text x="156" y="54" fontSize="11" textAnchor="middle" fill="#64748b">
        {t('shareGuide.picture.windowSection')}
      </text>
      <text x="250" y="54" fontSize="11" textAnchor="middle" fill="#64748b">
        {t('shareGuide.picture.screenSection')}
      </text>
      {/* The list of tabs: the meeting selected. */}
      <rect x="16" y="72" width="328" height="26" rx="6" fill="#eff6ff" stroke="#2563eb" strokeWidth="2" />
      <circle cx="32" cy="85" r="6" fill="#16a34a" />
      <text x="46" y="89" fontSize="11" fill="#0f172a" fontWeight="600">
        {t('shareGuide.picture.meetingTab')}
      </text>
      <rect x="16" y="102" width="328" height="26" rx="6" fill="#fff" stroke="#e2e8f0" />
      <circle cx="32" cy="115" r="6" fill="#94a3b8" />
      <text x="46" y="119" fontSize="11" fill="#475569">
        {t('shareGuide.picture.otherTab')}
      </text>
      {/* The audio box, ticked. */}
      <rect x="16" y="142" width="16" height="16" rx="3" fill="#2563eb" />
      <path d="M19 150 l4 4 l7 -8" stroke="#fff" strokeWidth="2" fill="none" />
      <text x="40" y="154" fontSize="11" fill="#0f172a" fontWeight="600">
        {t('shareGuide.picture.audioBox')}
      </text>
      {/* Share / Cancel. */}
      <rect x="196" y="172" width="70" height="26" rx="13" fill="#fff" stroke="#cbd5e1" />
      <text x="231" y="189" fontSize="11" textAnchor="middle" fill="#334155">
        {t('shareGuide.picture.cancel')}
      </text>
      <rect x="274" y="172" width="70" height="26" rx="13" fill="#2563eb" />
      <text x="309" y="189" fontSize="11" textAnchor="middle" fill="#fff" fontWeight="600">
        {t('shareGuide.picture.share')}
      </text>
    </svg>
  );
}
