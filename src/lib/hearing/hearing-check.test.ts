import { canShareTabAudio, feedLevel, HEARD_FRAMES, judgeShareWithoutAudio, openTally, SILENT_AFTER_MS, tallyVerdict } from './hearing-check';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0 Mobile Safari/537.36';
const withDisplayMedia = (userAgent: string) => ({ userAgent, mediaDevices: { getDisplayMedia: async () => new MediaStream() } });

describe('the hearing check’s tally', () => {
  it('hears a channel after a run of loud frames, not after a click', () => {
    let tally = openTally(0);
    tally = feedLevel(feedLevel(tally, 0.2), 0);
    for (let i = 0; i < HEARD_FRAMES - 1; i += 1) tally = feedLevel(tally, 0.05);
    expect(tallyVerdict('tab', tally, 100)).toEqual({ status: 'listening' });
    tally = feedLevel(tally, 0.05);
    expect(tallyVerdict('tab', tally, 100)).toEqual({ status: 'heard' });
    expect(tallyVerdict('tab', feedLevel(tally, 0), SILENT_AFTER_MS * 2)).toEqual({ status: 'heard' });
  });

  it('calls a channel silent after the wait, with the cause that fits the channel', () => {
    const quiet = feedLevel(openTally(1000), 0.001);
    expect(tallyVerdict('tab', quiet, 1000 + SILENT_AFTER_MS - 1)).toEqual({ status: 'listening' });
    expect(tallyVerdict('tab', quiet, 1000 + SILENT_AFTER_MS)).toEqual({ status: 'silent', cause: 'muted' });
    expect(tallyVerdict('mic', quiet, 1000 + SILENT_AFTER_MS)).toEqual({ status: 'silent', cause: 'quiet' });
  });
});

describe('a share without audio', () => {
  it('names what was shared instead of a tab with its audio', () => {
    expect(judgeShareWithoutAudio('window', true)).toEqual({ status: 'noAudio', cause: 'window' });
    expect(judgeShareWithoutAudio('monitor', true)).toEqual({ status: 'noAudio', cause: 'screen' });
    expect(judgeShareWithoutAudio('browser', true)).toEqual({ status: 'noAudio', cause: 'notTicked' });
  });

  it('is the browser’s limit where tabs never share audio', () => {
    expect(judgeShareWithoutAudio('browser', false)).toEqual({ status: 'unsupported' });
    expect(judgeShareWithoutAudio('window', false)).toEqual({ status: 'unsupported' });
  });

  it('knows which browsers share a tab’s audio', () => {
    expect(canShareTabAudio(withDisplayMedia(CHROME))).toBe(true);
    expect(canShareTabAudio(withDisplayMedia(`${CHROME} Edg/150.0.0.0`))).toBe(true);
    expect(canShareTabAudio(withDisplayMedia(FIREFOX))).toBe(false);
    expect(canShareTabAudio(withDisplayMedia(SAFARI))).toBe(false);
    expect(canShareTabAudio(withDisplayMedia(ANDROID))).toBe(false);
    expect(canShareTabAudio({ userAgent: CHROME, mediaDevices: {} })).toBe(false);
  });
});
