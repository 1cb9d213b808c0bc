// The interactive board: the reference engine (the JavaScript library of js/) draws
// every board and answers every question; this file only wires the page.
(function () {
  'use strict';
  var $ = function (id) { return document.getElementById(id); };
  var engine = null; // the engine's functions, strings in and out (bao.raw)
  var S = {
    pos: null,        // position JSON object
    rules: { profile: 'default', options: {} },
    selected: '',     // selected pit name
    moves: [],        // legal moves (all)
    shown: [],        // the moves listed as buttons
    played: null,     // the answer of play()
    step: -1,         // the step shown, -1: the position
    timer: null,
    moveText: '',
    cat: null
  };

  function status(msg, err) { var s = $('status'); s.textContent = msg; s.className = err ? 'error' : ''; }
  function call(name) {
    var args = Array.prototype.slice.call(arguments, 1);
    var out = JSON.parse(engine[name].apply(null, args));
    return out;
  }
  function rulesJSON() {
    var r = { profile: S.rules.profile };
    var o = {}, prof = S.cat.profiles[S.rules.profile] || {}, any = false;
    Object.keys(S.rules.options).forEach(function (k) { if (S.rules.options[k] !== prof[k]) { o[k] = S.rules.options[k]; any = true; } });
    if (any) r.options = o;
    return JSON.stringify(r);
  }
  function posJSON() { return JSON.stringify(S.pos); }

  // --- Drawing the position.
  function stepper(on) {
    ['prev', 'playpause', 'next', 'end', 'back', 'continue'].forEach(function (id) { $(id).disabled = !on; });
  }
  function refresh(keepFocus) {
    stopTimer();
    stepper(false);
    S.played = null; S.step = -1;
    $('steps').innerHTML = ''; $('result').textContent = ''; $('stepinfo').textContent = '';
    var focused = keepFocus && document.activeElement && document.activeElement.getAttribute && document.activeElement.getAttribute('data-pit');
    var l = call('board', posJSON(), rulesJSON(), S.selected);
    if (l.error) { status('This position cannot be played: ' + l.error, true); }
    if (l.svg) { $('live').innerHTML = l.svg; wirePits(); }
    $('diagram').textContent = l.diagram || '';
    if (l.text) $('paste').value = l.text;
    S.moves = l.moves || [];
    $('tomove').value = S.pos.toMove;
    $('store-south').value = S.pos.south.store; $('store-north').value = S.pos.north.store;
    listMoves();
    if (!l.error) {
      if (l.over) status('Game over: ' + l.over + '.');
      else if (S.selected) {
        status(S.shown.length ? S.selected + ': ' + S.shown.length + ' legal move' + (S.shown.length > 1 ? 's' : '') + '. Choose one.' : S.selected + ' starts no legal move. The legal moves start from the pits outlined in blue.');
      } else status(cap(S.pos.toMove) + ' to move: ' + S.moves.length + ' legal moves. Click a pit outlined in blue.');
    }
    if (focused) { var g = $('live').querySelector('[data-pit="' + focused + '"]'); if (g) g.focus(); }
  }
  function cap(s) { return s.charAt(0).toUpperCase() + s.slice(1); }

  function listMoves() {
    var box = $('moves');
    box.innerHTML = '';
    S.shown = S.selected ? S.moves.filter(function (m) { return m.pit === S.selected; }) : S.moves;
    S.shown.forEach(function (m, i) {
      var b = document.createElement('button');
      b.type = 'button';
      b.textContent = (i < 9 ? (i + 1) + ': ' : '') + m.text;
      b.setAttribute('data-move', m.text);
      b.addEventListener('click', function () { play(m.text); });
      box.appendChild(b);
    });
    if (!S.shown.length) box.textContent = S.selected ? 'No legal move starts at ' + S.selected + '.' : 'No legal move.';
  }

  var ROWS = ['b', 'a', 'A', 'B'];
  function pitAt(row, col) { var n = (row < 2) ? 8 - col : col + 1; return ROWS[row] + n; }
  function placeOf(name) { var row = ROWS.indexOf(name.charAt(0)), n = +name.charAt(1); return [row, row < 2 ? 8 - n : n - 1]; }

  function wirePits() {
    Array.prototype.forEach.call($('live').querySelectorAll('g.pit'), function (g) {
      var name = g.getAttribute('data-pit');
      g.addEventListener('click', function (ev) { pitClicked(name, ev.shiftKey ? -1 : 1); });
      g.addEventListener('contextmenu', function (ev) { if ($('edit').checked) { ev.preventDefault(); pitClicked(name, -1); } });
      g.addEventListener('keydown', function (ev) { pitKey(name, ev); });
    });
  }

  function sideOf(name) { var c = name.charAt(0); return (c === 'A' || c === 'B') ? 'south' : 'north'; }
  function slot(name) {
    var c = name.charAt(0), n = +name.charAt(1);
    return { side: sideOf(name), row: (c === 'A' || c === 'a') ? 'front' : 'back', i: n - 1 };
  }
  function pitClicked(name, delta) {
    if (S.played) { backToPosition(); }
    if ($('edit').checked) {
      var s = slot(name), arr = S.pos[s.side][s.row], side = S.pos[s.side];
      // In Bao la Kiswahili a seed added comes from the side's store and a
      // seed taken goes back to it, so the 64 seeds stay 64.
      var stores = S.pos.variant === 'kiswahili';
      if (delta > 0 && (!stores || side.store > 0)) { arr[s.i]++; if (stores) side.store--; }
      else if (delta > 0) { status('The ' + s.side + ' store is empty: take a seed from another ' + s.side + ' pit first (shift-click).', true); return; }
      else if (arr[s.i] > 0) { arr[s.i]--; if (stores) side.store++; }
      S.selected = '';
      refresh(true);
      return;
    }
    S.selected = (S.selected === name) ? '' : name;
    refresh(true);
  }
  function pitKey(name, ev) {
    var p = placeOf(name), row = p[0], col = p[1], k = ev.key, next = null;
    if (k === 'ArrowLeft' && col > 0) next = pitAt(row, col - 1);
    if (k === 'ArrowRight' && col < 7) next = pitAt(row, col + 1);
    if (k === 'ArrowUp' && row > 0) next = pitAt(row - 1, col);
    if (k === 'ArrowDown' && row < 3) next = pitAt(row + 1, col);
    if (next) { ev.preventDefault(); var g = $('live').querySelector('[data-pit="' + next + '"]'); if (g) g.focus(); return; }
    if (k === 'Enter' || k === ' ') { ev.preventDefault(); pitClicked(name, 1); return; }
    if ($('edit').checked && (k === '+' || k === '=' || k === '-' || k === '−')) { ev.preventDefault(); pitClicked(name, (k === '-' || k === '−') ? -1 : 1); }
  }

  // --- Playing a move.
  function play(text) {
    var r = call('boardPlay', posJSON(), rulesJSON(), text);
    S.moveText = text;
    if (r.error) { status('The move ' + text + ' is illegal: ' + r.error, true); showReadings(text); return; }
    S.played = r; S.step = 0; stepper(true);
    var ol = $('steps'); ol.innerHTML = '';
    r.steps.forEach(function (st, i) {
      var li = document.createElement('li');
      if (st.rule) {
        var a = document.createElement('a');
        a.className = 'rid'; a.textContent = st.rule; a.href = (window.BAO_RULES && window.BAO_RULES[st.rule]) || 'index.html#rule-index';
        li.appendChild(a); li.appendChild(document.createTextNode(' '));
      }
      li.appendChild(document.createTextNode(st.text.replace(/^\[[^\]]*\] /, '')));
      li.addEventListener('click', function () { stopTimer(); showStep(i); });
      ol.appendChild(li);
    });
    if (r.cut) { var li = document.createElement('li'); li.textContent = '… ' + r.cut + ' more steps not drawn'; ol.appendChild(li); }
    $('result').textContent = 'Move ' + r.text + ': ' + r.result + '.';
    status('Playing ' + r.text + ' step by step (' + r.steps.length + ' steps).');
    showStep(0);
    startTimer();
    showReadings(r.text);
  }
  function showStep(i) {
    if (!S.played) return;
    var n = S.played.steps.length;
    i = Math.max(0, Math.min(n - 1, i));
    S.step = i;
    var st = S.played.steps[i];
    $('live').innerHTML = st.svg;
    $('diagram').textContent = st.diagram;
    $('stepinfo').textContent = 'step ' + (i + 1) + ' of ' + n + ': ' + (st.rule || 'the result');
    Array.prototype.forEach.call($('steps').children, function (li, j) { li.className = j === i ? 'current' : ''; });
    var cur = $('steps').children[i]; if (cur && cur.scrollIntoView) cur.scrollIntoView({ block: 'nearest' });
    $('live').setAttribute('data-step', String(i + 1));
  }
  function startTimer() {
    stopTimer();
    $('playpause').textContent = '❚❚ pause';
    S.timer = setInterval(function () {
      if (!S.played || S.step >= S.played.steps.length - 1) { stopTimer(); return; }
      showStep(S.step + 1);
    }, 700);
  }
  function stopTimer() { if (S.timer) clearInterval(S.timer); S.timer = null; $('playpause').textContent = '▶ play'; }
  function backToPosition() { stopTimer(); var sel = S.selected; S.played = null; S.selected = sel; refresh(false); }

  // --- Readings.
  function showReadings(text) {
    var box = $('readings');
    var r = call('boardReadings', posJSON(), rulesJSON(), text);
    box.innerHTML = '';
    if (r.error) { box.textContent = r.error; return; }
    var head = document.createElement('p');
    head.textContent = r.changed.length ? r.changed.length + ' of ' + r.tried + ' other readings change ' + text + ' (each option changed alone):' : 'None of the ' + r.tried + ' other readings changes ' + text + '.';
    box.appendChild(head);
    r.changed.forEach(function (c) {
      var d = document.createElement('div');
      d.className = 'change';
      d.setAttribute('data-option', c.option);
      d.setAttribute('data-reading', c.reading);
      var h = document.createElement('p');
      h.innerHTML = '<b></b> <span class="muted"></span> ';
      h.firstChild.textContent = c.option + ' = ' + c.reading;
      h.children[1].textContent = '(' + c.dispute + '; selected: ' + c.selected + ')';
      var b = document.createElement('button');
      b.type = 'button'; b.textContent = 'use this reading';
      b.addEventListener('click', function () { S.rules.options[c.option] = c.reading; drawOptions(); replay(); });
      h.appendChild(b);
      d.appendChild(h);
      var ul = document.createElement('ul');
      c.changes.forEach(function (t) { var li = document.createElement('li'); li.textContent = t; ul.appendChild(li); });
      d.appendChild(ul);
      if (c.svg) { var f = document.createElement('div'); f.innerHTML = c.svg; d.appendChild(f); }
      box.appendChild(d);
    });
  }
  function replay() {
    var text = S.moveText, sel = S.selected;
    refresh(false);
    S.selected = sel;
    if (text) play(text);
  }

  // --- Rules controls.
  function drawOptions() {
    var prof = S.cat.profiles[S.rules.profile];
    var box = $('options'); box.innerHTML = '';
    S.cat.options.forEach(function (o) {
      var id = 'opt-' + o.name;
      var l = document.createElement('label'); l.htmlFor = id; l.textContent = o.name + ' (' + o.dispute + ')'; l.title = o.question;
      var s = document.createElement('select'); s.id = id; s.setAttribute('data-option', o.name);
      o.readings.forEach(function (rd) { var op = document.createElement('option'); op.value = rd; op.textContent = rd + (rd === o.readings[0] ? ' (ruling)' : ''); s.appendChild(op); });
      s.value = S.rules.options[o.name] || prof[o.name];
      if (s.value !== prof[o.name]) l.className = 'changed';
      s.addEventListener('change', function () { S.rules.options[o.name] = s.value; drawOptions(); replay(); });
      box.appendChild(l); box.appendChild(s);
    });
  }
  function setProfile(name) {
    S.rules.profile = name;
    S.rules.options = Object.assign({}, S.cat.profiles[name]);
  }

  // --- Copy.
  function copy(text, what) {
    $('paste').value = text;
    var done = function () { status(what + ' copied (and shown in the box above).'); };
    if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(text).then(done, function () { status(what + ' is in the box above: copy it from there.'); });
    else status(what + ' is in the box above: copy it from there.');
  }

  // --- Start-up.
  function load(text) {
    var p = call('parse', text);
    if (p.error) { status(p.error.message || p.error, true); return false; }
    S.pos = p; S.selected = ''; return true;
  }
  function fromHash() {
    if (!location.hash || location.hash.length < 2) return false;
    var q = new URLSearchParams(location.hash.slice(1));
    if (!q.get('pos') || !load(q.get('pos'))) return false;
    if (q.get('rules')) {
      try {
        var r = JSON.parse(q.get('rules'));
        setProfile(r.profile || 'default');
        Object.keys(r.options || {}).forEach(function (k) { S.rules.options[k] = r.options[k]; });
      } catch (e) { status('The rules in the link are not JSON: ' + e.message, true); }
    }
    $('profile').value = S.rules.profile;
    drawOptions();
    refresh(false);
    if (q.get('move')) play(q.get('move'));
    return true;
  }
  function ready() {
    S.cat = call('options');
    S.cat.names.forEach(function (n) { var o = document.createElement('option'); o.value = n; o.textContent = n; $('profile').appendChild(o); });
    setProfile('default');
    $('profile').addEventListener('change', function () { setProfile($('profile').value); drawOptions(); replay(); });
    drawOptions();
    $('start').addEventListener('click', function () {
      var v = $('variant').value, p = call('start', v === 'malawi' ? 'kiswahili' : v, v === 'malawi' ? 'malawi' : '');
      S.pos = p; S.selected = ''; S.moveText = ''; refresh(false);
    });
    $('load').addEventListener('click', function () { if (load($('paste').value)) { S.moveText = ''; refresh(false); } });
    $('tomove').addEventListener('change', function () { S.pos.toMove = $('tomove').value; refresh(false); });
    ['south', 'north'].forEach(function (s) {
      $('store-' + s).addEventListener('change', function () { S.pos[s].store = Math.max(0, +$('store-' + s).value || 0); refresh(false); });
    });
    $('prev').addEventListener('click', function () { stopTimer(); showStep(S.step - 1); });
    $('next').addEventListener('click', function () { stopTimer(); showStep(S.step + 1); });
    $('end').addEventListener('click', function () { stopTimer(); if (S.played) showStep(S.played.steps.length - 1); });
    $('playpause').addEventListener('click', function () { if (S.timer) stopTimer(); else if (S.played) { if (S.step >= S.played.steps.length - 1) showStep(0); startTimer(); } });
    $('back').addEventListener('click', backToPosition);
    $('continue').addEventListener('click', function () {
      if (!S.played) return;
      S.pos = JSON.parse(JSON.stringify(S.played.position)); S.selected = ''; S.moveText = ''; refresh(false);
    });
    $('copyjson').addEventListener('click', function () { copy(JSON.stringify(S.pos, null, 2), 'The position JSON'); });
    $('copytext').addEventListener('click', function () { var l = call('board', posJSON(), rulesJSON(), ''); copy(l.text || '', 'The text form'); });
    $('copyvector').addEventListener('click', function () {
      var v = call('vector', posJSON(), rulesJSON(), S.played ? S.played.text : '');
      if (v.error) status(v.error.message || v.error, true); else copy(v.vector, 'The vector');
    });
    document.addEventListener('keydown', function (ev) {
      var t = ev.target, tag = t && t.tagName;
      if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT') return;
      if (ev.key >= '1' && ev.key <= '9' && !S.played) { var m = S.shown[+ev.key - 1]; if (m) { ev.preventDefault(); play(m.text); } }
      else if (ev.key === ',') { stopTimer(); showStep(S.step - 1); }
      else if (ev.key === '.') { stopTimer(); showStep(S.step + 1); }
      else if (ev.key === 'p') { $('playpause').click(); }
      else if (ev.key === 'Escape') { if (S.played) backToPosition(); else { S.selected = ''; refresh(false); } }
    });
    $('scenario').addEventListener('change', function () {
      var v = $('scenario').value;
      if (v) location.hash = v.slice(v.indexOf('#') + 1);
    });
    window.addEventListener('hashchange', fromHash);
    if (!fromHash()) { S.pos = call('start', 'kiswahili', ''); refresh(false); }
    document.body.setAttribute('data-engine', 'ready');
  }

  // The engine: the JavaScript library (bao.js, js/README.md), which loads
  // bao-wasm.js beside it, also from a page opened as a file.
  if (typeof Bao === 'undefined') { status('The engine did not load: bao.js is missing. Build the book with the WebAssembly board (bao book -o DIR).', true); return; }
  Bao.load().then(function (bao) { engine = bao.raw; ready(); }).catch(function (e) {
    status('The engine did not load: ' + e + '. Build the book with the WebAssembly board (bao book -o DIR).', true);
  });
})();
