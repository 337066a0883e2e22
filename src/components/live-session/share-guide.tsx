// How to let the Copilot hear the interviewer, step by step: per browser (Chrome and Edge share a tab's audio; what
// Firefox and Safari can and cannot do) and per meeting app on the web (Google Meet, Zoom, Microsoft Teams), with a
// drawing of the browser's share picker. Shown in the Help Center and in the hearing check.
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { SharePickerDrawing } from './share-picker-drawing';

const STEPS = ['join', 'start', 'section', 'pick', 'audio', 'sound'] as const;
const APPS = ['meet', 'zoom', 'teams', 'desktop'] as const;
const OTHER_BROWSERS = ['firefox', 'safari', 'phones'] as const;

export function ShareGuide({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={cn('space-y-4 text-sm text-slate-700', className)}>
      <section aria-labelledby="share-guide-chrome" className="space-y-2">
        <h3 id="share-guide-chrome" className="font-semibold text-slate-900">
          {t('shareGuide.chrome.title')}
        </h3>
        <ol className="list-decimal space-y-1 pl-5">
          {STEPS.map((step) => (
            <li key={step}>{t(`shareGuide.chrome.steps.${step}`)}</li>
          ))}
        </ol>
        <figure className="space-y-1">
          <SharePickerDrawing />
          <figcaption className="text-xs text-slate-500">{t('shareGuide.picture.caption')}</figcaption>
        </figure>
      </section>
      <section aria-labelledby="share-guide-apps" className="space-y-2">
        <h3 id="share-guide-apps" className="font-semibold text-slate-900">
          {t('shareGuide.apps.title')}
        </h3>
        <dl className="space-y-2">
          {APPS.map((app) => (
            <div key={app}>
              <dt className="font-medium text-slate-900">{t(`shareGuide.apps.${app}.name`)}</dt>
              <dd>{t(`shareGuide.apps.${app}.how`)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="share-guide-others" className="space-y-2">
        <h3 id="share-guide-others" className="font-semibold text-slate-900">
          {t('shareGuide.others.title')}
        </h3>
        <ul className="list-disc space-y-1 pl-5">
          {OTHER_BROWSERS.map((browser) => (
            <li key={browser}>{t(`shareGuide.others.${browser}`)}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
