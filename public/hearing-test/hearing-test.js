// The test phrase page: French when ?lang=fr (or the browser prefers French and no lang is given), then play.
(function () {
  var query = new URLSearchParams(location.search).get('lang');
  var lang = query === 'fr' || query === 'en' ? query : (navigator.language || '').slice(0, 2) === 'fr' ? 'fr' : 'en';
  document.documentElement.lang = lang;
  document.querySelectorAll('[data-' + lang + ']').forEach(function (element) {
    element.textContent = element.getAttribute('data-' + lang);
  });
  if (lang === 'fr') document.title = 'Test d’écoute Offerpilot';
  var audio = document.getElementById('phrase');
  var status = document.getElementById('status');
  audio.src = '/hearing-test/phrase-' + lang + '.wav';
  var blocked = lang === 'fr' ? 'Appuyez sur lecture pour entendre la phrase.' : 'Press play to hear the phrase.';
  audio.play().catch(function () {
    status.textContent = blocked;
  });
  audio.addEventListener('play', function () {
    status.textContent = '';
  });
})();
