// Hooks in the Coach page (plain JS, as bench/copilot-latency/page-hooks.ts). Every mark is on Date.now(), the clock
// of the bench; times the page keeps on performance.now() or an AudioContext's clock are converted in the page.
// - mic-start / mic-end: a level watcher on the microphone track the Coach opens (first loud moment after 150 ms of
//   quiet, last loud moment before it): the mic file's first onset aligns the answers' timings with the page;
// - hearing:* and coach:bargeIn: the HearingSession's decisions and the Coach's barge-in (User Timing marks);
// - fetch-start / fetch-first-byte: chat requests (purpose, turn key) and speech requests (/audio/speech), and when the
//   first token (chat) or the first audio bytes (speech) reach the page;
// - coach-audible / coach-silent: the Coach's Web Audio output going from silent to playing (at the time the first
//   scheduled sample plays) and back (a chunk ending, or `stop()`: detail.isStopped).

export const coachPageHooks = `(() => {
  const marks = [];
  window.__bench = { marks };
  const toWall = (performanceTime) => performanceTime + (Date.now() - performance.now());
  const mark = (kind, detail, t) => marks.push({ kind, t: t === undefined ? Date.now() : t, detail: detail || null });

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name.startsWith('hearing:') || entry.name.startsWith('coach:')) mark(entry.name, entry.detail, toWall(entry.startTime));
  }).observe({ type: 'mark' });

  const devices = navigator.mediaDevices;
  const getUserMedia = devices.getUserMedia.bind(devices);
  devices.getUserMedia = async (constraints) => {
    const stream = await getUserMedia(constraints);
    const context = new AudioContext();
    context.resume().catch(() => undefined);
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    context.createMediaStreamSource(stream).connect(analyser);
    const samples = new Float32Array(512);
    let loud = false;
    let lastLoud = 0;
    setInterval(() => {
      analyser.getFloatTimeDomainData(samples);
      let peak = 0;
      for (let i = 0; i < samples.length; i += 1) peak = Math.max(peak, Math.abs(samples[i]));
      const t = Date.now();
      if (peak >= 0.02) { if (!loud) mark('mic-start', null, t); loud = true; lastLoud = t; }
      else if (loud && t - lastLoud > 150) { loud = false; mark('mic-end', null, lastLoud); }
    }, 10);
    return stream;
  };

  const originalFetch = window.fetch.bind(window);
  let sequence = 0;
  window.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const kind = url.includes('/chat/completions') ? 'chat' : url.includes('/audio/speech') ? 'speech' : 'other';
    if (kind === 'other') return originalFetch(input, init);
    const id = (sequence += 1);
    let body = {};
    try { body = JSON.parse(init && typeof init.body === 'string' ? init.body : '{}'); } catch (error) { /* not JSON */ }
    mark('fetch-start', { id, kind, purpose: body.purpose || null, turn: body.turn || null, answer: body.answer || null });
    const response = await originalFetch(input, init);
    if (!response.body || !response.ok) return response;
    const decoder = new TextDecoder();
    let seen = false;
    const spy = new TransformStream({
      transform(chunk, controller) {
        if (!seen && (kind === 'speech' ? chunk.byteLength > 0 : /"content":"[^"]/.test(decoder.decode(chunk, { stream: true })))) { seen = true; mark('fetch-first-byte', { id, kind }); }
        controller.enqueue(chunk);
      },
    });
    return new Response(response.body.pipeThrough(spy), { status: response.status, statusText: response.statusText, headers: response.headers });
  };

  let active = 0;
  const silent = (isStopped) => { if (active > 0 && (active -= 1) === 0) mark('coach-silent', { isStopped }); };
  const start = AudioBufferSourceNode.prototype.start;
  AudioBufferSourceNode.prototype.start = function (when, ...rest) {
    const context = this.context;
    const at = Date.now() + (Math.max(when || 0, context.currentTime) - context.currentTime + (context.outputLatency || 0)) * 1000;
    if ((active += 1) === 1) mark('coach-audible', null, at);
    let isOver = false;
    this.addEventListener('ended', () => { if (!isOver) { isOver = true; silent(false); } });
    const stop = this.stop;
    this.stop = (...args) => { if (!isOver) { isOver = true; silent(true); } return stop.apply(this, args); };
    return start.call(this, when, ...rest);
  };
})();`;
