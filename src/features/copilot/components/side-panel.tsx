// v3's side panel (400 px): History and Notes of the selected session.
import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from 'react-i18next';
import { LAYOUT } from '@/config/constants';
import { HistoryTab } from './history-tab';
import { NotesTab } from './notes-tab';

const tabClass =
  'flex-1 border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 ' +
  'focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700';

export function SidePanel({ id, userId, sessionId }: { id: string; userId: string; sessionId: string }) {
  const { t } = useTranslation('copilot');
  return (
    <aside
      id={id}
      aria-label={t('panel.label')}
      style={{ width: `min(${LAYOUT.sidePanel}px, 100%)` }}
      className="flex shrink-0 flex-col rounded-2xl border border-slate-200 bg-slate-50 p-4 shadow-sm lg:sticky lg:top-6 lg:max-h-[calc(100vh-3rem)]"
    >
      <Tabs.Root defaultValue="history" className="flex min-h-0 flex-1 flex-col">
        <Tabs.List aria-label={t('panel.tabs')} className="mb-3 flex border-b border-slate-200">
          <Tabs.Trigger value="history" className={tabClass}>
            {t('panel.history')}
          </Tabs.Trigger>
          <Tabs.Trigger value="notes" className={tabClass}>
            {t('panel.notes')}
          </Tabs.Trigger>
        </Tabs.List>
        {/* Both stay mounted, so unsaved notes are not dropped when switching tabs. */}
        <Tabs.Content value="history" forceMount className="min-h-0 flex-1 overflow-y-auto data-[state=inactive]:hidden">
          <HistoryTab sessionId={sessionId} />
        </Tabs.Content>
        <Tabs.Content value="notes" forceMount className="min-h-0 flex-1 data-[state=inactive]:hidden">
          <NotesTab userId={userId} sessionId={sessionId} />
        </Tabs.Content>
      </Tabs.Root>
    </aside>
  );
}
