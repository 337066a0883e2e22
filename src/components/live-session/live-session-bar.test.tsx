// The live session bar's status: a long one (the Coach's "take your time" cue wraps on a phone) keeps its dot round.
import { render, screen } from '@testing-library/react';
import { createLevelStore } from '@/lib/level-store';
import { LiveSessionBar } from './live-session-bar';

it('keeps the status dot from shrinking when the status wraps', () => {
  render(
    <LiveSessionBar
      status="Take your time: go on when you're ready, or press “I'm done”"
      statusTone="text-green-800"
      dotTone="bg-green-500"
      elapsedSeconds={7}
      meters={[{ label: 'Microphone', levelStore: createLevelStore() }]}
      isLevelActive
      microphone={{ isOn: true, onToggle: () => undefined, onLabel: 'Stop microphone', offLabel: 'Answer by voice' }}
      end={null}
    />,
  );
  const dot = screen.getByRole('status').querySelector('[aria-hidden="true"]');
  // jsdom lays nothing out: the flex item's shrink is what a phone's narrow bar would squash (seen at 390 px).
  expect(dot?.className).toContain('shrink-0');
});
