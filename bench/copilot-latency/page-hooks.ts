// Hooks in the page (plain JS: serialised functions would carry the TypeScript transpiler's helpers). Every mark is on Date.now(), the clock of the bench and its proxies; times the
// page keeps on performance.now() are converted in the page, where both clocks are read at one instant.
// - display-media: the meeting tab was asked for (its first sample's time comes from the meeting page itself);
// - tab-end: a level watcher on the shared tab's audio: the last loud moment before 150 ms of quiet (cross-check);
// - hearing:*: the HearingSession's answer decisions (User Timing marks: draftStarted, draftCancelled, confirmed);
// - fetch-start / fetch-headers / fetch-abort / chat-first-token: requests leaving and answers arriving;
// - answer-first-char / answer-first-word (and their :frame, the next animation frame): the answer panel.

export const pageHooks = (firstWord: string) => `(() => {
  const marks = [];
  window.__bench = { marks };
  const toWall = (performanceTime) => performanceTime + (Date.now() - performance.now());
  const mark = (kind, detail, t) => marks.push({ kind, t: t === undefined ? Date.now() : t, detail: detail || null });

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name.startsWith('hearing:')) mark(entry.name, entry.detail, toWall(entry.startTime));
  }).observe({ type: 'mark' });

  const devices = navigator.mediaDevices;
  const getDisplayMedia = devices.getDisplayMedia.bind(devices);
  devices.getDisplayMedia = async (options) => {
    mark('display-media');
    const stream = await getDisplayMedia(options);
    const tracks = stream.getAudioTracks();
    if (tracks.length > 0) {
      const context = new AudioContext();
      context.resume().catch(() => undefined);
      const analyser = context.createAnalyser();
      analyser.fftSize = 512;
      context.createMediaStreamSource(new MediaStream(tracks)).connect(analyser);
      const samples = new Float32Array(512);
      let loud = false;
      let lastLoud = 0;
      setInterval(() => {
        analyser.getFloatTimeDomainData(samples);
        let peak = 0;
        for (let i = 0; i < samples.length; i += 1) peak = Math.max(peak, Math.abs(samples[i]));
        const t = Date.now();
        if (peak >= 0.02) { loud = true; lastLoud = t; }
        else if (loud && t - lastLoud > 150) { loud = false; mark('tab-end', null, lastLoud); }
      }, 10);
    }
    return stream;
  };

  const originalFetch = window.fetch.bind(window);
  let sequence = 0;
  let lastChatId = 0;
  window.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const kind = url.includes('/chat/completions') ? 'chat' : url.includes('/audio/transcriptions') ? 'transcription' : 'other';
    const id = (sequence += 1);
    let turn = null;
    let question = null;
    if (kind === 'chat' && init && typeof init.body === 'string') {
      try { const body = JSON.parse(init.body); turn = body.turn || null; question = body.question || null; } catch (error) { /* not JSON */ }
    }
    if (kind === 'chat') lastChatId = id;
    mark('fetch-start', { id, kind, turn, question, path: new URL(url, location.href).pathname });
    if (init && init.signal) init.signal.addEventListener('abort', () => mark('fetch-abort', { id, kind }), { once: true });
    let response;
    try {
      response = await originalFetch(input, init);
    } catch (error) {
      mark('fetch-error', { id, kind });
      throw error;
    }
    mark('fetch-headers', { id, kind, status: response.status });
    if (kind !== 'chat' || !response.body || !response.ok) return response;
    const decoder = new TextDecoder();
    let seen = false;
    const spy = new TransformStream({
      transform(chunk, controller) {
        if (!seen && /"content":"[^"]/.test(decoder.decode(chunk, { stream: true }))) { seen = true; mark('chat-first-token', { id }); }
        controller.enqueue(chunk);
      },
    });
    return new Response(response.body.pipeThrough(spy), { status: response.status, statusText: response.statusText, headers: response.headers });
  };

  const FIRST_WORD = ${JSON.stringify(firstWord)};
  let state = 'idle';
  const painted = (kind) => {
    const detail = { chatId: lastChatId };
    mark(kind, detail);
    requestAnimationFrame(() => mark(kind + ':frame', detail));
  };
  const check = () => {
    const panel = document.querySelector('[data-testid="copilot-answer"]');
    if (!panel) return;
    const text = (panel.textContent || '').trim();
    if (text.startsWith('Thinking of an answer')) { state = 'thinking'; return; }
    if (state === 'thinking' && text.startsWith(FIRST_WORD[0])) { state = 'char'; painted('answer-first-char'); }
    if (state === 'char' && text.startsWith(FIRST_WORD)) { state = 'word'; painted('answer-first-word'); }
    if (!text.startsWith(FIRST_WORD[0])) state = 'idle';
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
})();`;
