// Long moves drawn sowing by sowing: their boards are in series/*.js,
// loaded (a script element, which also works from files) when opened.
(function () {
  window.BAO_SERIES = function (id, html) {
    var g = document.querySelector('[data-series="' + id + '"]');
    if (g) g.innerHTML = html;
  };
  Array.prototype.forEach.call(document.querySelectorAll('details.series[data-src]'), function (d) {
    function load() {
      if (!d.open || d.getAttribute('data-loaded')) return;
      d.setAttribute('data-loaded', '1');
      var s = document.createElement('script');
      s.src = d.getAttribute('data-src');
      s.onerror = function () { d.querySelector('[data-series]').textContent = s.src + ' is missing.'; };
      document.head.appendChild(s);
    }
    d.addEventListener('toggle', load);
    load();
  });
})();
// The book's search box: a client-side index (search-index.js), no network.
(function () {
  var q = document.getElementById('q'), out = document.getElementById('results');
  if (!q || !out) return;
  function norm(s) { return (s || '').toLowerCase(); }
  function show() {
    var terms = norm(q.value).split(/\s+/).filter(Boolean);
    out.innerHTML = '';
    if (!terms.length || !window.BAO_SEARCH) { out.hidden = true; return; }
    var hits = [];
    window.BAO_SEARCH.forEach(function (e) {
      var t = norm(e.t), x = norm(e.x), score = 0;
      for (var i = 0; i < terms.length; i++) {
        if (t.indexOf(terms[i]) >= 0) score += 3;
        else if (x.indexOf(terms[i]) >= 0) score += 1;
        else return;
      }
      hits.push([score, e]);
    });
    hits.sort(function (a, b) { return b[0] - a[0]; });
    hits.slice(0, 30).forEach(function (h) {
      var li = document.createElement('li'), a = document.createElement('a'), k = document.createElement('span');
      a.href = h[1].u; a.textContent = h[1].t; k.className = 'kind'; k.textContent = h[1].k;
      a.appendChild(k); li.appendChild(a); out.appendChild(li);
    });
    if (!hits.length) { var li = document.createElement('li'); li.textContent = 'Nothing found'; li.style.padding = '.35rem .6rem'; out.appendChild(li); }
    out.hidden = false;
  }
  q.addEventListener('input', show);
  q.addEventListener('keydown', function (ev) {
    if (ev.key === 'Escape') { q.value = ''; show(); }
    if (ev.key === 'Enter') { var a = out.querySelector('a'); if (a) location.href = a.href; }
    if (ev.key === 'ArrowDown') { var f = out.querySelector('a'); if (f) { f.focus(); ev.preventDefault(); } }
  });
  out.addEventListener('keydown', function (ev) {
    var a = document.activeElement, li = a && a.parentElement;
    if (ev.key === 'ArrowDown' && li && li.nextElementSibling) { li.nextElementSibling.firstChild.focus(); ev.preventDefault(); }
    if (ev.key === 'ArrowUp') { if (li && li.previousElementSibling) li.previousElementSibling.firstChild.focus(); else q.focus(); ev.preventDefault(); }
  });
  document.addEventListener('click', function (ev) { if (!out.contains(ev.target) && ev.target !== q) out.hidden = true; });
})();
